package dev.sudoku.logic.exclusion;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PeerOrder;

/**
 * The combination test of an aligned exclusion (SE rating spec §3.13): a choice of one candidate per base
 * cell is forbidden when two base cells that see each other take the same digit, or when the chosen
 * digits cover every candidate of a common excluder. A digit of a base cell survives when some allowed
 * choice uses it.
 *
 * <p>Cost: at most the product of the base cells' candidate counts (729 for a 9x9 triple), each choice
 * tested against the excluders with one mask operation each. The walk stops as soon as every candidate
 * is known to survive, which is the usual case. Choices that already repeat a digit in two seeing cells
 * are cut before their later cells are tried, which changes no result: every completion is forbidden.
 */
final class AllowedValues {
    private final long[] masks;
    private final boolean[][] sees;
    private final long[] excluders;
    private final long[] allowed;
    private final int[] chosen;
    private int missing;

    private AllowedValues(Geometry geometry, int[] cells, long[] masks, long[] excluders) {
        int degree = cells.length;
        this.masks = masks;
        this.excluders = excluders;
        this.sees = new boolean[degree][degree];
        for (int i = 0; i < degree; i++) {
            for (int j = 0; j < degree; j++) {
                sees[i][j] = PeerOrder.sees(geometry, cells[i], cells[j]);
            }
        }
        this.allowed = new long[degree];
        this.chosen = new int[degree];
        for (long mask : masks) {
            missing += Masks.count(mask);
        }
    }

    /**
     * For each base cell, the mask of its candidates that appear in at least one allowed choice.
     *
     * @param masks the base cells' candidate masks
     * @param excluders the candidate masks of the excluders all base cells see
     */
    static long[] of(Geometry geometry, int[] cells, long[] masks, long[] excluders) {
        AllowedValues search = new AllowedValues(geometry, cells, masks, excluders);
        search.choose(0, 0L);
        return search.allowed;
    }

    /** Tries every digit of cell {@code depth}; returns false once every candidate is known allowed. */
    private boolean choose(int depth, long union) {
        if (depth == masks.length) {
            record(union);
            return missing > 0;
        }
        for (long rest = masks[depth]; rest != 0; rest &= rest - 1) {
            int digit = Masks.firstDigit(rest);
            if (repeatsInSeenCell(depth, digit)) {
                continue;
            }
            chosen[depth] = digit;
            if (!choose(depth + 1, union | Masks.bit(digit))) {
                return false;
            }
        }
        return true;
    }

    private boolean repeatsInSeenCell(int depth, int digit) {
        for (int i = 0; i < depth; i++) {
            if (chosen[i] == digit && sees[i][depth]) {
                return true;
            }
        }
        return false;
    }

    private void record(long union) {
        for (long excluder : excluders) {
            if ((excluder & ~union) == 0) {
                return;
            }
        }
        for (int i = 0; i < chosen.length; i++) {
            long bit = Masks.bit(chosen[i]);
            if ((allowed[i] & bit) == 0) {
                allowed[i] |= bit;
                missing--;
            }
        }
    }
}
