package dev.sudoku.logic.rules;

import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.uniqueness.BugGrave;
import dev.sudoku.logic.uniqueness.GraveGrid;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * BUG (Bivalue Universal Grave) types 1 to 4 on any rule set of houses. With its BUG digits taken out of the
 * BUG cells ({@link BugGrave}, the classic analysis on the rule set's houses), the grid would be a grave: every empty cell two digits, every digit zero
 * or two places per house. From any solution of a grave, every empty cell taking its other digit is another
 * (in each house a digit's two places trade), so it has none or two. A puzzle with one solution therefore has
 * a BUG digit in one of its BUG cells:
 *
 * <ul>
 *   <li>Type 1: one BUG cell, which holds a BUG digit and loses its two others.
 *   <li>Type 2: one BUG digit in every BUG cell: one of them holds it, so every cell seeing them all loses it.
 *   <li>Type 3: the BUG cells share a house, where they act as one cell holding their BUG digits; with k - 1
 *       other cells of it holding k digits in all, a naked set, those digits leave the house's other cells.
 *   <li>Type 4: two BUG cells in a house share one other digit a; a's two places in that house are these
 *       cells (the grave leaves it two, and neither cell's BUG digits hold it), so one holds a and the other
 *       its BUG digit, and each loses its remaining digit.
 * </ul>
 *
 * The trade keeps every house whole and every parity mark (both digits are the cell's candidates), but a
 * cage's sum and a consecutive bar may change with it: rule sets with cages or bars are not tried. Sound only
 * for a puzzle with exactly one solution (see {@link RuleUniqueRectangles} for how that is ensured). SE's
 * values: 5.6, 5.7, 5.7 + (k - 1) x 0.1 for a set of k digits (k up to 6, so at most 6.2), and 5.7.
 *
 * <p>Cost: the grave's analysis, O(houses x N x N); type 3 adds O(C(m, k-1)) tuples per size k, m being the
 * house's cells that see every BUG cell.
 */
public final class RuleBug {
    private static final int MAX_SET = 6;

    private RuleBug() {}

    public static RuleTechnique type1() {
        return technique(TechniqueId.BUG_TYPE_1, RuleBug::type1);
    }

    public static RuleTechnique type2() {
        return technique(TechniqueId.BUG_TYPE_2, RuleBug::type2);
    }

    public static RuleTechnique type3() {
        return technique(TechniqueId.BUG_TYPE_3, RuleBug::type3);
    }

    public static RuleTechnique type4() {
        return technique(TechniqueId.BUG_TYPE_4, RuleBug::type4);
    }

    private interface Type {
        Optional<Step> find(RuleGrid grid, BugGrave grave);
    }

    private static RuleTechnique technique(TechniqueId id, Type type) {
        return RuleSingles.technique(id, grid -> {
            if (grid.rules().bars().isPresent() || grid.rules().cages().isPresent()) {
                return Optional.empty();
            }
            return BugGrave.analyse(graveGrid(grid)).flatMap(grave -> type.find(grid, grave));
        });
    }

    /** The rule set read by the grave's analysis: its houses in its own order, peers as its index lists them. */
    private static GraveGrid graveGrid(RuleGrid grid) {
        RuleIndex index = grid.index();
        long[] candidates = new long[grid.cellCount()];
        boolean[] empty = new boolean[grid.cellCount()];
        for (int cell = 0; cell < candidates.length; cell++) {
            candidates[cell] = grid.candidates(cell);
            empty[cell] = grid.value(cell) == 0;
        }
        return new GraveGrid(
                grid.rules().digits(), index.houseCells, candidates, empty, cell -> index.peers[cell], index::sees);
    }

    private static Optional<Step> type1(RuleGrid grid, BugGrave grave) {
        if (grave.cells().size() != 1) {
            return Optional.empty();
        }
        int cell = grave.cells().get(0);
        List<Candidate> eliminations = candidates(cell, grid.candidates(cell) & ~digitsOf(grave, cell));
        return step(TechniqueId.BUG_TYPE_1, grave, -1, List.of(), 0, eliminations, List.of());
    }

    private static Optional<Step> type2(RuleGrid grid, BugGrave grave) {
        if (grave.cells().size() < 2 || Integer.bitCount(allDigits(grave)) != 1) {
            return Optional.empty();
        }
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell : grave.common()) {
            eliminations.addAll(candidates(cell, grid.candidates(cell) & allDigits(grave)));
        }
        return step(TechniqueId.BUG_TYPE_2, grave, -1, List.of(), 0, eliminations, List.of());
    }

    private static Optional<Step> type4(RuleGrid grid, BugGrave grave) {
        if (grave.cells().size() != 2) {
            return Optional.empty();
        }
        int first = grave.cells().get(0);
        int second = grave.cells().get(1);
        int shared = grid.candidates(first) & grid.candidates(second) & ~allDigits(grave);
        int house = sharedHouse(grid.index(), grave.cells());
        if (Integer.bitCount(shared) != 1 || house < 0) {
            return Optional.empty();
        }
        List<Candidate> eliminations = new ArrayList<>();
        List<Highlight> defining = new ArrayList<>();
        for (int cell : grave.cells()) {
            eliminations.addAll(candidates(cell, grid.candidates(cell) & ~digitsOf(grave, cell) & ~shared));
            candidates(cell, shared).forEach(c -> defining.add(new Highlight(c.cell(), c.digit(), Role.STRONG_LINK)));
        }
        return step(TechniqueId.BUG_TYPE_4, grave, house, List.of(), 0, eliminations, defining);
    }

    private static Optional<Step> type3(RuleGrid grid, BugGrave grave) {
        if (Integer.bitCount(allDigits(grave)) < 2) {
            return Optional.empty();
        }
        RuleIndex index = grid.index();
        for (int house : index.housesOfCell[grave.cells().get(0)]) {
            if (!holdsAll(index.houseCells[house], grave.cells())) {
                continue;
            }
            List<Integer> inHouse = new ArrayList<>();
            for (int cell : grave.common()) {
                if (RuleIndex.contains(index.houseCells[house], cell)) {
                    inHouse.add(cell);
                }
            }
            for (int size = 2; size <= MAX_SET && size <= inHouse.size(); size++) {
                Optional<Step> step = nakedSet(grid, grave, house, inHouse, size);
                if (step.isPresent()) {
                    return step;
                }
            }
        }
        return Optional.empty();
    }

    /** The first set of k - 1 cells of the house that, with the BUG cells as one more, hold k digits. */
    private static Optional<Step> nakedSet(RuleGrid grid, BugGrave grave, int house, List<Integer> inHouse, int size) {
        List<Step> found = new ArrayList<>(1);
        Combinations.forEach(inHouse.size(), size - 1, tuple -> {
            int union = 0;
            List<Integer> subset = new ArrayList<>();
            for (int slot : tuple) {
                int mask = grid.candidates(inHouse.get(slot));
                if (Integer.bitCount(mask) < 2) {
                    return true;
                }
                union |= mask;
                subset.add(inHouse.get(slot));
            }
            // SE's tests: the chosen cells alone show the k digits, and the BUG digits are among them.
            if (Integer.bitCount(union) != size || Integer.bitCount(union | allDigits(grave)) != size) {
                return true;
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int cell : inHouse) {
                if (!subset.contains(cell)) {
                    eliminations.addAll(candidates(cell, grid.candidates(cell) & union));
                }
            }
            List<Highlight> defining = new ArrayList<>();
            for (int cell : subset) {
                candidates(cell, grid.candidates(cell))
                        .forEach(c -> defining.add(new Highlight(cell, c.digit(), Role.DEFINING)));
            }
            step(TechniqueId.BUG_TYPE_3, grave, house, subset, union, eliminations, defining)
                    .ifPresent(found::add);
            return found.isEmpty();
        });
        return found.stream().findFirst();
    }

    /** The first house, in the rule set's order, holding every one of the cells; -1 if none does. */
    private static int sharedHouse(RuleIndex index, List<Integer> cells) {
        for (int house : index.housesOfCell[cells.get(0)]) {
            if (holdsAll(index.houseCells[house], cells)) {
                return house;
            }
        }
        return -1;
    }

    private static boolean holdsAll(int[] houseCells, List<Integer> cells) {
        for (int cell : cells) {
            if (!RuleIndex.contains(houseCells, cell)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The step, when it removes something: the BUG digits defining, then the type's own highlights (a set's
     * cells, type 4's shared digit), every elimination eliminated.
     */
    private static Optional<Step> step(
            TechniqueId id,
            BugGrave grave,
            int house,
            List<Integer> subsetCells,
            int subsetDigits,
            List<Candidate> eliminations,
            List<Highlight> own) {
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        eliminations.sort(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit));
        List<Candidate> extras = new ArrayList<>();
        for (int cell : grave.cells()) {
            extras.addAll(candidates(cell, digitsOf(grave, cell)));
        }
        List<Highlight> highlights = new ArrayList<>();
        extras.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.DEFINING)));
        highlights.addAll(own);
        eliminations.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
        List<Integer> digits =
                candidates(0, subsetDigits).stream().map(Candidate::digit).toList();
        return Optional.of(new BugStep(id, extras, house, subsetCells, digits, List.of(), eliminations, highlights));
    }

    /** A BUG cell's BUG digits as an int mask, as the rule grid holds candidates. */
    private static int digitsOf(BugGrave grave, int cell) {
        return (int) grave.digitsOf(cell);
    }

    private static int allDigits(BugGrave grave) {
        return (int) grave.allDigits();
    }

    /** The cell's digits of {@code mask}, ascending. */
    private static List<Candidate> candidates(int cell, int mask) {
        List<Candidate> list = new ArrayList<>();
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            list.add(new Candidate(cell, Integer.numberOfTrailingZeros(rest) + 1));
        }
        return list;
    }
}
