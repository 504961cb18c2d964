package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Type 3 of a unique rectangle or loop, as SE builds it (SE_RATING_SPEC §3.11): one of the two extra
 * cells c1, c2 holds an extra digit, so in a house holding both they act as one cell with the extra
 * digits R, and may complete a naked set with other cells of the house; or the loop digits with others
 * may be confined, apart from c2, to as many cells as digits, a hidden set.
 *
 * <p>Order of the steps, SE's: set size from |R| up, then houses (box, row, column), then naked sets
 * (cell tuples in colex order) before hidden ones (digit tuples in colex order). SE tries sizes up to 7
 * but its house-size rules (2k empty cells for a naked set, more than 2k for a hidden one) stop a 9x9
 * house at 4; every size stops at 4 here, which keeps the search polynomial on large grids.
 *
 * <p>Both forms stay sound on a rectangle whose corners lack a loop digit ({@link HodokuRectangles}): the
 * naked set only reads candidates, and the hidden set asks c1 to be one of its places (see {@code
 * hiddenSet}).
 *
 * <p>Cost per loop: O(C(m, k-1)) naked and O(C(N, k-2) * N) hidden tuples per house and size k, m being
 * the house's cells with 2..k candidates.
 */
final class LoopSubsets {
    private static final int MAX_SIZE = 4;

    private LoopSubsets() {}

    static List<UniquenessStep> find(
            CandidateGrid grid, int[] loop, int v1, int v2, int c1, int c2, boolean seHouseLimit) {
        Geometry geometry = grid.geometry();
        long pair = Masks.bit(v1) | Masks.bit(v2);
        long extra = (grid.candidates(c1) | grid.candidates(c2)) & ~pair;
        List<UniquenessStep> steps = new ArrayList<>();
        for (int size = Masks.count(extra); size <= Math.min(MAX_SIZE, grid.size() - 2); size++) {
            for (int type = LoopSearch.BLOCK; type <= LoopSearch.COLUMN; type++) {
                int house = LoopSearch.house(geometry, c1, type);
                if (house != LoopSearch.house(geometry, c2, type)) {
                    continue;
                }
                Context context = new Context(grid, loop, v1, v2, c1, c2, extra, house, size, steps);
                int empty = grid.emptyCount(house);
                if (seHouseLimit ? 2 * size <= empty : size < empty) {
                    naked(context);
                }
                if (seHouseLimit ? 2 * size < empty : size < empty) {
                    hidden(context);
                }
            }
        }
        return steps;
    }

    private record Context(
            CandidateGrid grid,
            int[] loop,
            int v1,
            int v2,
            int c1,
            int c2,
            long extra,
            int house,
            int size,
            List<UniquenessStep> steps) {}

    private static void naked(Context x) {
        CandidateGrid grid = x.grid();
        int[] houseCells = grid.geometry().cellsOf(x.house());
        // SE tries every cell tuple holding c1 and not c2; cells outside 2..k candidates always fail, and
        // dropping them keeps the colex order of the rest.
        List<Integer> pool = new ArrayList<>();
        for (int cell : houseCells) {
            int count = Masks.count(grid.candidates(cell));
            if (cell != x.c1() && cell != x.c2() && count >= 2 && count <= x.size()) {
                pool.add(cell);
            }
        }
        long sharedExtra = x.extra() & grid.candidates(x.c1()) & grid.candidates(x.c2());
        Combinations.forEach(pool.size(), x.size() - 1, tuple -> {
            long naked = sharedExtra;
            long union = x.extra();
            List<Integer> cells = new ArrayList<>();
            for (int index : tuple) {
                int cell = pool.get(index);
                naked |= grid.candidates(cell);
                union |= grid.candidates(cell);
                cells.add(cell);
            }
            // SE's two tests: the extra digits common to c1 and c2 with the other cells' candidates make
            // k digits, and so do all extra digits with them.
            if (Masks.count(naked) != x.size() || Masks.count(union) != x.size()) {
                return true;
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int cell : houseCells) {
                if (cell != x.c1() && cell != x.c2() && !cells.contains(cell)) {
                    PatternSteps.collect(grid, cell, union, eliminations);
                }
            }
            add(x, new UniquenessStep.Subset(false, x.house(), digits(union), cells), eliminations);
            return true;
        });
    }

    private static void hidden(Context x) {
        CandidateGrid grid = x.grid();
        int n = grid.size();
        int[] houseCells = grid.geometry().cellsOf(x.house());
        long c2Slot = 1L << indexOf(houseCells, x.c2());
        long pair = Masks.bit(x.v1()) | Masks.bit(x.v2());
        // SE's digit list: every digit outside the loop digits and R. Digits without a place apart from
        // c2, or with more places than the set has cells, always fail; dropping them keeps the order.
        int others = 0;
        List<Integer> pool = new ArrayList<>();
        for (int digit = 1; digit <= n; digit++) {
            if (((pair | x.extra()) & Masks.bit(digit)) == 0) {
                others++;
                int places = Masks.count(grid.positions(x.house(), digit) & ~c2Slot);
                if (places >= 1 && places <= x.size()) {
                    pool.add(digit);
                }
            }
        }
        if (x.size() - 2 > others) {
            return;
        }
        if (x.size() == 2) {
            // SE's combination generator yields one empty tuple when there is any digit to choose from.
            if (others > 0) {
                hiddenSet(x, houseCells, c2Slot, pair);
            }
            return;
        }
        Combinations.forEach(pool.size(), x.size() - 2, tuple -> {
            long digits = pair;
            for (int index : tuple) {
                digits |= Masks.bit(pool.get(index));
            }
            hiddenSet(x, houseCells, c2Slot, digits);
            return true;
        });
    }

    private static void hiddenSet(Context x, int[] houseCells, long c2Slot, long digits) {
        CandidateGrid grid = x.grid();
        long slots = 0;
        for (long rest = digits; rest != 0; rest &= rest - 1) {
            long places = grid.positions(x.house(), Masks.firstDigit(rest)) & ~c2Slot;
            if (places == 0) {
                return;
            }
            slots |= places;
        }
        // c1 must be one of the places. It always is when c1 holds both loop digits; a partial rectangle's
        // c1 may hold neither, and then, with c2 holding a loop digit and c1 an extra one, the other digits
        // would have one place more than they need, and the set would not be locked.
        if (Masks.count(slots) != x.size() || (slots & 1L << indexOf(houseCells, x.c1())) == 0) {
            return;
        }
        List<Integer> cells = new ArrayList<>();
        List<Candidate> eliminations = new ArrayList<>();
        for (long rest = slots; rest != 0; rest &= rest - 1) {
            int cell = houseCells[Masks.firstSlot(rest)];
            if (cell != x.c1()) {
                cells.add(cell);
                PatternSteps.collect(grid, cell, ~digits, eliminations);
            }
        }
        add(x, new UniquenessStep.Subset(true, x.house(), digits(digits), cells), eliminations);
    }

    private static void add(Context x, UniquenessStep.Subset subset, List<Candidate> eliminations) {
        UniquenessStep step = LoopTypes.step(
                x.grid(), 3, x.loop(), x.v1(), x.v2(), List.of(x.c1(), x.c2()), Optional.of(subset), 0, eliminations);
        if (step != null) {
            x.steps().add(step);
        }
    }

    private static List<Integer> digits(long mask) {
        List<Integer> digits = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Masks.firstDigit(rest));
        }
        return digits;
    }

    private static int indexOf(int[] cells, int cell) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == cell) {
                return i;
            }
        }
        throw new IllegalArgumentException("cell " + cell + " is not in the house");
    }
}
