package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * What unique rectangles ({@link RuleUniqueRectangles}) and loops ({@link RuleUniqueLoops}) share on a rule
 * set: when a loop is deadly, and the step each type makes of a deadly loop.
 *
 * <p>A loop is an even cycle of empty cells holding the two digits x and y, each pair of neighbours on it
 * sharing a house or cage, so that the cells would otherwise alternate x and y around it. It is deadly when
 * every house and every cage holding any of its cells holds exactly two, one at an even and one at an odd
 * place of the cycle (on a rectangle: two neighbouring corners), and no bar touches one: then swapping x
 * and y in the loop breaks no house (each still holds x and y), no cage (the same two digits, the same sum)
 * and no mark (both digits are candidates of every cell), so a puzzle with one solution cannot end in it.
 *
 * <ul>
 *   <li>Type 1: every cell but one holds x and y alone; that one loses both.
 *   <li>Type 2: the cells with more digits (two or more) have one more digit z between them: one of them is
 *       z, so every cell that sees them all loses z.
 *   <li>Type 3: two cells with more digits, sharing a house, read as one cell holding their other digits
 *       complete a naked or hidden set there ({@link RuleLoopSubsets}).
 *   <li>Type 4: two cells with more digits, in a house where x has no other place: one of them is x, so
 *       neither can be y (or the same with x and y swapped).
 *   <li>Type 6 (HoDoKu's, rectangles only): two opposite corners hold x and y alone, the other two have more
 *       digits, and x is a strong link on two opposite sides (a house holding both corners of the side with
 *       no other place for x). Each side holds x once, and neighbours cannot both, so x fills one pair of
 *       opposite corners; on the extra corners it would leave x and y alone in the other two, deadly. So
 *       the extra corners lose x.
 *   <li>Hidden Rectangle (HoDoKu's, rectangles only): a corner holding x and y alone, and x a strong link on
 *       both sides of the opposite corner. Were that corner y, its two neighbours would be x, the first
 *       corner (seeing them) y: deadly. So the opposite corner loses y.
 * </ul>
 */
final class RuleLoopTypes {
    /** The kinds beyond SE's types 1 to 4, on rectangles. */
    static final int TYPE_6 = 6;

    static final int HIDDEN = 7;

    private RuleLoopTypes() {}

    /** Whether the cell is empty and has both digits of the pair among its candidates: it may be on a loop. */
    static boolean holds(RuleGrid grid, int cell, int pair) {
        return grid.value(cell) == 0 && (grid.candidates(cell) & pair) == pair;
    }

    /**
     * Whether every house and cage holding a cell of the loop holds exactly two of its cells, one at an even
     * and one at an odd place, and no bar touches one: what makes swapping the two digits harmless to every
     * rule.
     */
    static boolean deadly(RuleIndex index, int[] loop) {
        for (int cell : loop) {
            if (index.barredSides[cell].length > 0) {
                return false;
            }
            for (int house : index.housesOfCell[cell]) {
                if (!evenAndOdd(loop, index.houseCells[house])) {
                    return false;
                }
            }
            int cage = index.cageOfCell[cell];
            if (cage >= 0 && !evenAndOdd(loop, index.cageCells[cage])) {
                return false;
            }
        }
        return true;
    }

    /** Whether the cells hold exactly two cells of the loop, one at an even place of it and one at an odd. */
    private static boolean evenAndOdd(int[] loop, int[] cells) {
        int even = 0;
        int odd = 0;
        for (int place = 0; place < loop.length; place++) {
            if (RuleIndex.contains(cells, loop[place])) {
                if (place % 2 == 0) {
                    even++;
                } else {
                    odd++;
                }
            }
        }
        return even == 1 && odd == 1;
    }

    /**
     * The step of the given kind (1 to 4, {@link #TYPE_6}, {@link #HIDDEN}) on a deadly loop of the pair, if
     * it has one, under the technique id given (a rectangle's or a loop's).
     */
    static Optional<Step> step(RuleGrid grid, int[] loop, int pair, int kind, TechniqueId id) {
        RuleIndex index = grid.index();
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
        List<Integer> strongCells = extras;
        if (kind == TYPE_6 || kind == HIDDEN) {
            if (loop.length != 4) {
                return Optional.empty();
            }
            for (int digit : new int[] {x, y}) {
                List<Candidate> found = kind == TYPE_6
                        ? type6(grid, index, loop, extras, pair, digit)
                        : hidden(grid, index, loop, pair, digit);
                if (!found.isEmpty()) {
                    eliminations.addAll(found);
                    strong = digit;
                    strongCells = kind == TYPE_6 ? Arrays.stream(loop).boxed().toList() : hiddenLinks(loop);
                    break;
                }
            }
        } else if (kind == 1 && extras.size() == 1) {
            eliminations.add(new Candidate(extras.get(0), x));
            eliminations.add(new Candidate(extras.get(0), y));
        } else if (kind == 2 && extras.size() >= 2) {
            int more = 0;
            for (int cell : extras) {
                more |= grid.candidates(cell) & ~pair;
            }
            if (Integer.bitCount(more) != 1) {
                return Optional.empty();
            }
            int z = Integer.numberOfTrailingZeros(more) + 1;
            // The cells seeing every extra cell are the first one's peers that see the others (a placed cell
            // has no candidates left).
            for (int cell : index.peers[extras.get(0)]) {
                if ((grid.candidates(cell) & more) != 0 && seesAll(index, cell, extras)) {
                    eliminations.add(new Candidate(cell, z));
                }
            }
        } else if (extras.size() == 2 && index.sees(extras.get(0), extras.get(1))) {
            int e1 = extras.get(0);
            int e2 = extras.get(1);
            if (kind == 3) {
                Optional<RuleLoopSubsets.Found> found = RuleLoopSubsets.find(grid, pair, e1, e2);
                if (found.isPresent()) {
                    subset = Optional.of(found.get().subset());
                    eliminations.addAll(found.get().eliminations());
                }
            } else if (kind == 4) {
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
        return Optional.of(build(grid, id, loop, x, y, extras, subset, strong, strongCells, eliminations));
    }

    /**
     * Type 6 on the rectangle a, b, c, d with x = {@code digit}: a and c hold the pair alone, b and d more,
     * and x is a strong link on a-b and on d-c. The extra corners' x, or nothing. (The other two sides, a-d
     * and b-c, are a-b and d-c of the same rectangle met from c.)
     */
    private static List<Candidate> type6(
            RuleGrid grid, RuleIndex index, int[] loop, List<Integer> extras, int pair, int digit) {
        int a = loop[0];
        int b = loop[1];
        int c = loop[2];
        int d = loop[3];
        if (grid.candidates(a) != pair || grid.candidates(c) != pair || !extras.equals(List.of(b, d))) {
            return List.of();
        }
        boolean sides = lockedIn(grid, index, a, b, digit) && lockedIn(grid, index, d, c, digit);
        return sides ? List.of(new Candidate(b, digit), new Candidate(d, digit)) : List.of();
    }

    /**
     * The Hidden Rectangle on a, b, c, d with x = {@code digit}: a holds the pair alone, and x is a strong link
     * on b-c and on c-d. The other digit of c, or nothing.
     */
    private static List<Candidate> hidden(RuleGrid grid, RuleIndex index, int[] loop, int pair, int digit) {
        int c = loop[2];
        if (grid.candidates(loop[0]) != pair
                || !lockedIn(grid, index, loop[1], c, digit)
                || !lockedIn(grid, index, c, loop[3], digit)) {
            return List.of();
        }
        return List.of(new Candidate(c, Integer.numberOfTrailingZeros(pair & ~(1 << (digit - 1))) + 1));
    }

    /** The corners whose x the Hidden Rectangle's strong links join: all but the first. */
    private static List<Integer> hiddenLinks(int[] loop) {
        return List.of(loop[1], loop[2], loop[3]);
    }

    /** Whether the cell, not itself one of them, sees every one of the cells. */
    private static boolean seesAll(RuleIndex index, int cell, List<Integer> cells) {
        for (int other : cells) {
            if (other == cell || !index.sees(cell, other)) {
                return false;
            }
        }
        return true;
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
     * other digits fins, type 3's set digits in its other cells defining, the digit of type 4's, type 6's
     * and the Hidden Rectangle's strong links a strong link in {@code strongCells}, every elimination
     * eliminated, and a filled cell of the pattern (an avoidable rectangle's) whole.
     */
    static Step build(
            RuleGrid grid,
            TechniqueId id,
            int[] loop,
            int x,
            int y,
            List<Integer> extras,
            Optional<UniquenessStep.Subset> subset,
            int strong,
            List<Integer> strongCells,
            List<Candidate> eliminations) {
        List<Highlight> highlights = new ArrayList<>();
        for (int cell : loop) {
            if (grid.value(cell) != 0) {
                highlights.add(new Highlight(cell, 0, Role.DEFINING));
            }
            for (int rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                int digit = Integer.numberOfTrailingZeros(rest) + 1;
                Candidate candidate = new Candidate(cell, digit);
                Role role = digit == x || digit == y ? Role.DEFINING : Role.FIN;
                if (digit == strong && strongCells.contains(cell)) {
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
                Arrays.stream(loop).boxed().toList(),
                extras,
                subset,
                List.of(),
                eliminations,
                highlights);
    }
}
