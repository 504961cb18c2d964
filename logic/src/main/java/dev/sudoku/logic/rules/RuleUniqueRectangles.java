package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Unique Rectangles of types 1, 2 and 4 on any rule set: four empty cells a, b, c, d around a loop, each
 * pair of neighbours on it sharing a house, that would otherwise hold only the same two digits x and y. Such
 * a pattern is deadly when every house and every cage holding any of the four holds exactly two of them, two
 * neighbours on the loop: then the cells alternate x and y around it, and swapping x and y in them breaks no
 * house (each still holds x and y), no cage (the same two digits, the same sum) and no mark (both digits are
 * candidates of all four), so a puzzle with one solution cannot end in it. On rows, columns and boxes that is
 * the classic rectangle on two rows, two columns and two boxes; a diagonal, window, jigsaw region or cage
 * through one corner alone rules a rectangle out. A bar ties a cell's digit to its neighbour's, so no corner
 * may have one; in the strict consecutive form every border without a bar does too, so its rectangles are not
 * tried at all, while a partial-consecutive puzzle's rectangles away from its bars are.
 *
 * <ul>
 *   <li>Type 1: three of the cells hold x and y alone; the fourth loses both.
 *   <li>Type 2: two neighbours on the loop hold x and y alone, the other two x, y and one more digit z, the
 *       same: one of those two is z, so every cell that sees both loses z.
 *   <li>Type 3: as type 2, but with two or more other digits between them, which the two cells, read as
 *       one, make a naked or hidden set with other cells of a house holding both ({@link
 *       RuleRectangleSubsets}).
 *   <li>Type 4: as type 2, but with any other digits, and a house holding both extra cells where x has no
 *       other place: one of them is x, so neither can be y (or the same with x and y swapped).
 * </ul>
 *
 * Sound only for a puzzle with exactly one solution: the explain, rate and hint tasks prove that first, and
 * the generator's proofs by logic leave these techniques out ({@link RuleCatalogue#withoutUniqueness}).
 *
 * <p>Cost: per empty cell holding x and y alone, its peers with both digits taken two at a time, and the
 * fourth corner among the peers of those two: O(cells x peers^2 x peers).
 */
public final class RuleUniqueRectangles {
    private RuleUniqueRectangles() {}

    public static RuleTechnique type1() {
        return RuleSingles.technique(
                TechniqueId.UNIQUE_RECTANGLE_TYPE_1, grid -> find(grid, TechniqueId.UNIQUE_RECTANGLE_TYPE_1));
    }

    public static RuleTechnique type2() {
        return RuleSingles.technique(
                TechniqueId.UNIQUE_RECTANGLE_TYPE_2, grid -> find(grid, TechniqueId.UNIQUE_RECTANGLE_TYPE_2));
    }

    public static RuleTechnique type3() {
        return RuleSingles.technique(
                TechniqueId.UNIQUE_RECTANGLE_TYPE_3, grid -> find(grid, TechniqueId.UNIQUE_RECTANGLE_TYPE_3));
    }

    public static RuleTechnique type4() {
        return RuleSingles.technique(
                TechniqueId.UNIQUE_RECTANGLE_TYPE_4, grid -> find(grid, TechniqueId.UNIQUE_RECTANGLE_TYPE_4));
    }

    /**
     * The first step of the type, the rectangles taken from corner a (a cell holding x and y alone, in cell
     * order), then b and d among a's peers (in the rule set's peer order), then c among b's peers.
     */
    private static Optional<Step> find(RuleGrid grid, TechniqueId type) {
        if (grid.rules().strictBars()) {
            return Optional.empty();
        }
        RuleIndex index = grid.index();
        for (int a = 0; a < grid.cellCount(); a++) {
            int pair = grid.candidates(a);
            if (grid.value(a) != 0 || Integer.bitCount(pair) != 2) {
                continue;
            }
            for (int b : index.peers[a]) {
                if (!holds(grid, b, pair)) {
                    continue;
                }
                for (int d : index.peers[a]) {
                    if (d <= b || !holds(grid, d, pair) || index.sees(b, d)) {
                        continue;
                    }
                    for (int c : index.peers[b]) {
                        if (c == a || !holds(grid, c, pair) || !index.sees(c, d) || index.sees(a, c)) {
                            continue;
                        }
                        int[] loop = {a, b, c, d};
                        if (!deadly(index, loop)) {
                            continue;
                        }
                        Optional<Step> step = step(grid, index, loop, pair, type);
                        if (step.isPresent()) {
                            return step;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the cell is empty and has both digits of the pair among its candidates. */
    private static boolean holds(RuleGrid grid, int cell, int pair) {
        return grid.value(cell) == 0 && (grid.candidates(cell) & pair) == pair;
    }

    /**
     * Whether every house and cage holding a cell of the loop holds exactly two of its cells, neighbours on
     * it, and no bar touches one: what makes swapping the two digits in the four cells harmless to every rule.
     */
    private static boolean deadly(RuleIndex index, int[] loop) {
        for (int corner = 0; corner < 4; corner++) {
            int cell = loop[corner];
            if (index.barredSides[cell].length > 0) {
                return false;
            }
            for (int house : index.housesOfCell[cell]) {
                if (!neighbourPair(loop, index.houseCells[house])) {
                    return false;
                }
            }
            int cage = index.cageOfCell[cell];
            if (cage >= 0 && !neighbourPair(loop, index.cageCells[cage])) {
                return false;
            }
        }
        return true;
    }

    /** Whether the cells hold exactly two cells of the loop, next to each other on it. */
    private static boolean neighbourPair(int[] loop, int[] cells) {
        int held = 0;
        for (int corner = 0; corner < 4; corner++) {
            if (RuleIndex.contains(cells, loop[corner])) {
                held |= 1 << corner;
            }
        }
        // Corners 0-1, 1-2, 2-3 and 3-0 are neighbours; 0-2 and 1-3 face each other.
        return held == 0b0011 || held == 0b0110 || held == 0b1100 || held == 0b1001;
    }

    /** The type's step on a deadly loop of the pair, if it has one. */
    private static Optional<Step> step(RuleGrid grid, RuleIndex index, int[] loop, int pair, TechniqueId type) {
        List<Integer> extras = new ArrayList<>();
        for (int cell : loop) {
            if (grid.candidates(cell) != pair) {
                extras.add(cell);
            }
        }
        int x = Integer.numberOfTrailingZeros(pair) + 1;
        int y = 32 - Integer.numberOfLeadingZeros(pair);
        List<Candidate> eliminations = new ArrayList<>();
        Optional<UniquenessStep.Subset> subset = Optional.empty();
        int strong = 0;
        if (type == TechniqueId.UNIQUE_RECTANGLE_TYPE_1 && extras.size() == 1) {
            eliminations.add(new Candidate(extras.get(0), x));
            eliminations.add(new Candidate(extras.get(0), y));
        } else if (extras.size() == 2 && index.sees(extras.get(0), extras.get(1))) {
            int e1 = extras.get(0);
            int e2 = extras.get(1);
            if (type == TechniqueId.UNIQUE_RECTANGLE_TYPE_2) {
                int more = grid.candidates(e1) & ~pair;
                if (Integer.bitCount(more) != 1 || (grid.candidates(e2) & ~pair) != more) {
                    return Optional.empty();
                }
                int z = Integer.numberOfTrailingZeros(more) + 1;
                // The cells seeing both are e1's peers that see e2 (a placed cell has no candidates left).
                for (int cell : index.peers[e1]) {
                    if (cell != e2 && (grid.candidates(cell) & more) != 0 && index.sees(cell, e2)) {
                        eliminations.add(new Candidate(cell, z));
                    }
                }
            } else if (type == TechniqueId.UNIQUE_RECTANGLE_TYPE_3) {
                Optional<RuleRectangleSubsets.Found> found = RuleRectangleSubsets.find(grid, pair, e1, e2);
                if (found.isPresent()) {
                    subset = Optional.of(found.get().subset());
                    eliminations.addAll(found.get().eliminations());
                }
            } else if (type == TechniqueId.UNIQUE_RECTANGLE_TYPE_4) {
                strong = lockedIn(grid, index, e1, e2, x) ? x : lockedIn(grid, index, e1, e2, y) ? y : 0;
                if (strong != 0) {
                    int other = strong == x ? y : x;
                    eliminations.add(new Candidate(e1, other));
                    eliminations.add(new Candidate(e2, other));
                }
            }
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        eliminations.sort(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit));
        return Optional.of(build(grid, type, loop, x, y, extras, subset, strong, eliminations));
    }

    /** Whether some house holding both cells has no other place for the digit. */
    private static boolean lockedIn(RuleGrid grid, RuleIndex index, int e1, int e2, int digit) {
        int bit = 1 << (digit - 1);
        for (int house : index.housesOfCell[e1]) {
            int[] cells = index.houseCells[house];
            if (!RuleIndex.contains(cells, e2)) {
                continue;
            }
            boolean elsewhere = false;
            for (int cell : cells) {
                if (cell != e1 && cell != e2 && (grid.value(cell) == digit || (grid.candidates(cell) & bit) != 0)) {
                    elsewhere = true;
                    break;
                }
            }
            if (!elsewhere) {
                return true;
            }
        }
        return false;
    }

    /**
     * The step, highlighted as the classic rectangles are: the pattern's digits defining, the extra cells'
     * other digits fins, type 3's set digits in its other cells defining, type 4's locked digit a strong
     * link, and every elimination eliminated.
     */
    private static Step build(
            RuleGrid grid,
            TechniqueId id,
            int[] loop,
            int x,
            int y,
            List<Integer> extras,
            Optional<UniquenessStep.Subset> subset,
            int strong,
            List<Candidate> eliminations) {
        List<Highlight> highlights = new ArrayList<>();
        for (int cell : loop) {
            for (int rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                int digit = Integer.numberOfTrailingZeros(rest) + 1;
                Candidate candidate = new Candidate(cell, digit);
                Role role = digit == x || digit == y ? Role.DEFINING : Role.FIN;
                if (digit == strong && extras.contains(cell)) {
                    role = Role.STRONG_LINK;
                }
                highlights.add(new Highlight(cell, digit, eliminations.contains(candidate) ? Role.ELIMINATED : role));
            }
        }
        subset.ifPresent(set -> {
            for (int cell : set.cells()) {
                for (int digit : set.digits()) {
                    Candidate candidate = new Candidate(cell, digit);
                    if ((grid.candidates(cell) & 1 << (digit - 1)) != 0 && !eliminations.contains(candidate)) {
                        highlights.add(new Highlight(cell, digit, Role.DEFINING));
                    }
                }
            }
        });
        for (Candidate candidate : eliminations) {
            if (!RuleIndex.contains(loop, candidate.cell())) {
                highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
            }
        }
        return new UniquenessStep(
                id,
                List.of(x, y),
                List.of(loop[0], loop[1], loop[2], loop[3]),
                extras,
                subset,
                List.of(),
                eliminations,
                highlights);
    }
}
