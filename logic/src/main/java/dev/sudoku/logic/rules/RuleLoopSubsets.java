package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Type 3 of a unique rectangle or loop on any rule set of houses, as the classic ones build it (SE's rules):
 * the two extra cells c1 and c2 cannot both hold a pattern digit (the loop would be deadly), so one of them
 * holds one of their extra digits R; in a house holding both they act as one cell holding R.
 *
 * <ul>
 *   <li>Naked set: that cell and k - 1 other cells of the house hold exactly k digits between them, so
 *       those digits leave the house's other cells.
 *   <li>Hidden set: the two pattern digits (which c1 and c2 together take at most one of) and k - 2 digits
 *       that are in neither extra cell have, apart from c2, only k places in the house, c1 among them; so
 *       each of those places holds one of the k digits, and the places other than c1 lose every other digit.
 * </ul>
 *
 * Both need every digit to have a place in the house, which holds for every house of a rule set (it has N
 * cells); a cage is not a house. Order, the classic one: set size from |R| up, then the houses holding
 * both extra cells in the rule set's order, then naked sets (cell tuples in colex order) before hidden ones
 * (digit tuples in colex order), with SE's house rules (a naked set of k needs 2k empty cells in the house,
 * a hidden one more). Those rules stop a 9-cell house at 4, and so does every size here, as in the classic
 * search: SE rates a set of k digits (naked) or k cells besides c1 and c2 (hidden) at 4.5 + (k - 1) x 0.1.
 *
 * <p>Cost per loop: O(C(m, k-1)) naked and O(C(N, k-2) x N) hidden tuples per house and size k, m
 * being the house's empty cells with 2..k candidates.
 */
final class RuleLoopSubsets {
    private static final int MAX_SIZE = 4;

    private RuleLoopSubsets() {}

    /** A type 3 set and what it removes. */
    record Found(UniquenessStep.Subset subset, List<Candidate> eliminations) {}

    /** The first set the extra cells c1 and c2 of a deadly loop on {@code pair} complete, if any. */
    static Optional<Found> find(RuleGrid grid, int pair, int c1, int c2) {
        RuleIndex index = grid.index();
        int extra = (grid.candidates(c1) | grid.candidates(c2)) & ~pair;
        if (Integer.bitCount(extra) < 2) {
            // One extra digit is type 2's: one of the two cells holds it.
            return Optional.empty();
        }
        List<Found> found = new ArrayList<>(1);
        for (int size = Integer.bitCount(extra);
                size <= Math.min(MAX_SIZE, grid.rules().digits() - 2);
                size++) {
            for (int house : index.housesOfCell[c1]) {
                int[] cells = index.houseCells[house];
                if (!RuleIndex.contains(cells, c2)) {
                    continue;
                }
                Context context = new Context(grid, pair, c1, c2, extra, house, size, found);
                int empty = emptyCount(grid, cells);
                if (2 * size <= empty && !naked(context)) {
                    return Optional.of(found.get(0));
                }
                if (2 * size < empty && !hidden(context)) {
                    return Optional.of(found.get(0));
                }
            }
        }
        return Optional.empty();
    }

    private record Context(RuleGrid grid, int pair, int c1, int c2, int extra, int house, int size, List<Found> found) {
        int[] cells() {
            return grid.index().houseCells[house];
        }
    }

    /** Tries the naked sets of the context's size; false once one removes something (it is in found). */
    private static boolean naked(Context x) {
        RuleGrid grid = x.grid();
        List<Integer> pool = new ArrayList<>();
        for (int cell : x.cells()) {
            int count = Integer.bitCount(grid.candidates(cell));
            if (cell != x.c1() && cell != x.c2() && count >= 2 && count <= x.size()) {
                pool.add(cell);
            }
        }
        int sharedExtra = x.extra() & grid.candidates(x.c1()) & grid.candidates(x.c2());
        return Combinations.forEach(pool.size(), x.size() - 1, tuple -> {
            int naked = sharedExtra;
            int union = x.extra();
            List<Integer> cells = new ArrayList<>();
            for (int slot : tuple) {
                int cell = pool.get(slot);
                naked |= grid.candidates(cell);
                union |= grid.candidates(cell);
                cells.add(cell);
            }
            // SE's two tests, as the classic type 3 makes them: the extra digits both extra cells hold with
            // the other cells' candidates make k digits, and so do all extra digits with them.
            if (Integer.bitCount(naked) != x.size() || Integer.bitCount(union) != x.size()) {
                return true;
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int cell : x.cells()) {
                if (cell != x.c1() && cell != x.c2() && !cells.contains(cell)) {
                    collect(grid, cell, union, eliminations);
                }
            }
            return offer(x, new UniquenessStep.Subset(false, x.house(), digits(union), cells), eliminations);
        });
    }

    /** Tries the hidden sets of the context's size; false once one removes something (it is in found). */
    private static boolean hidden(Context x) {
        RuleGrid grid = x.grid();
        int c2Slot = 1 << slotOf(x.cells(), x.c2());
        // Digits outside the pattern and R, as SE lists them; those without a place apart from c2, or with
        // more places than the set has cells, always fail, and leaving them out keeps the order of the rest.
        int others = 0;
        List<Integer> pool = new ArrayList<>();
        for (int digit = 1; digit <= grid.rules().digits(); digit++) {
            if (((x.pair() | x.extra()) & 1 << (digit - 1)) == 0) {
                others++;
                int places = Integer.bitCount(grid.places(x.house(), digit) & ~c2Slot);
                if (places >= 1 && places <= x.size()) {
                    pool.add(digit);
                }
            }
        }
        if (x.size() - 2 > others) {
            return true;
        }
        if (x.size() == 2) {
            // SE's generator yields one empty tuple when there is any digit to choose from.
            return others == 0 || hiddenSet(x, c2Slot, x.pair());
        }
        return Combinations.forEach(pool.size(), x.size() - 2, tuple -> {
            int digits = x.pair();
            for (int slot : tuple) {
                digits |= 1 << (pool.get(slot) - 1);
            }
            return hiddenSet(x, c2Slot, digits);
        });
    }

    private static boolean hiddenSet(Context x, int c2Slot, int digits) {
        RuleGrid grid = x.grid();
        int slots = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int places = grid.places(x.house(), Integer.numberOfTrailingZeros(rest) + 1) & ~c2Slot;
            if (places == 0) {
                return true;
            }
            slots |= places;
        }
        if (Integer.bitCount(slots) != x.size() || (slots & 1 << slotOf(x.cells(), x.c1())) == 0) {
            return true;
        }
        List<Integer> cells = new ArrayList<>();
        List<Candidate> eliminations = new ArrayList<>();
        for (int rest = slots; rest != 0; rest &= rest - 1) {
            int cell = x.cells()[Integer.numberOfTrailingZeros(rest)];
            if (cell != x.c1()) {
                cells.add(cell);
                collect(grid, cell, ~digits, eliminations);
            }
        }
        return offer(x, new UniquenessStep.Subset(true, x.house(), digits(digits), cells), eliminations);
    }

    /** Keeps a set that removes something and stops the search there (false); otherwise goes on (true). */
    private static boolean offer(Context x, UniquenessStep.Subset subset, List<Candidate> eliminations) {
        if (eliminations.isEmpty()) {
            return true;
        }
        x.found().add(new Found(subset, eliminations));
        return false;
    }

    private static int emptyCount(RuleGrid grid, int[] cells) {
        int empty = 0;
        for (int cell : cells) {
            if (grid.value(cell) == 0) {
                empty++;
            }
        }
        return empty;
    }

    /** The cell's candidates among {@code digits}, ascending. */
    private static void collect(RuleGrid grid, int cell, int digits, List<Candidate> into) {
        for (int rest = grid.candidates(cell) & digits; rest != 0; rest &= rest - 1) {
            into.add(new Candidate(cell, Integer.numberOfTrailingZeros(rest) + 1));
        }
    }

    private static List<Integer> digits(int mask) {
        List<Integer> digits = new ArrayList<>();
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Integer.numberOfTrailingZeros(rest) + 1);
        }
        return digits;
    }

    private static int slotOf(int[] cells, int cell) {
        for (int slot = 0; slot < cells.length; slot++) {
            if (cells[slot] == cell) {
                return slot;
            }
        }
        throw new IllegalArgumentException("cell " + cell + " is not in the house");
    }
}
