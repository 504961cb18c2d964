package dev.sudoku.logic.als;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * ALS-XZ (HoDoKu's "ALS-XZ rule", code 0901): sets A and B linked by a restricted common digit x. One of
 * them holds no x, so it is locked and holds all its other digits; a digit z of both sets is therefore in
 * A or in B, and leaves every cell that sees all its places in both.
 *
 * <p>Doubly linked (two restricted commons x1, x2): A and B together hold both, one each, so each set is
 * locked on its other digits. Then z may be x1 or x2 as well, and each set's non-restricted digits leave
 * the cells outside both sets that see all their places in that set. HoDoKu records both variants as one
 * step per pair of sets, with every elimination the pair gives; so does this search.
 *
 * <p>Order: pairs (A, B) with A listed before B in the {@link AlsIndex}. Cost: per link and common digit,, O(W) cell-set operations (W words per cell set).
 */
final class AlsXz {
    private AlsXz() {}

    /** Offers each pair's step; returns false when the sink stops the search. */
    static boolean find(AlsIndex index, RestrictedCommons links, StepSink sink) {
        for (int i = 0; i < index.count(); i++) {
            SearchBudget.check();
            int[] neighbours = links.neighbours(i);
            long[] commons = links.commons(i);
            for (int k = 0; k < neighbours.length; k++) {
                if (neighbours[k] > i) {
                    AlsStep step = step(index, index.get(i), index.get(neighbours[k]), commons[k]);
                    if (step != null && !sink.offer(step)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private static AlsStep step(AlsIndex index, Als a, Als b, long restricted) {
        boolean doubly = Long.bitCount(restricted) >= 2;
        long shared = a.digits & b.digits;
        Eliminations eliminations = new Eliminations();
        for (long rest = doubly ? shared : shared & ~restricted; rest != 0; rest &= rest - 1) {
            int z = Masks.firstDigit(rest);
            eliminations.addAll(z, index.seeingAll(z, a, b));
        }
        if (doubly) {
            locked(index, a, b, restricted, eliminations);
            locked(index, b, a, restricted, eliminations);
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        List<Integer> x = Masks.digits(restricted);
        return AlsSteps.build(
                TechniqueId.ALS_XZ,
                index.grid(),
                List.of(a, b),
                new long[] {restricted, restricted},
                List.of(x),
                -1,
                eliminations);
    }

    /** A doubly linked set is locked on its other digits; as HoDoKu, the partner set's cells are spared. */
    private static void locked(AlsIndex index, Als set, Als partner, long restricted, Eliminations eliminations) {
        for (long rest = set.digits & ~restricted; rest != 0; rest &= rest - 1) {
            int digit = Masks.firstDigit(rest);
            long[] cells = index.seeingAll(digit, set);
            CellBits.andNot(cells, partner.cellSet);
            eliminations.addAll(digit, cells);
        }
    }
}
