package dev.sudoku.logic.rules;

/**
 * The ways to fill a few cells from their candidates so that their digits add up to a sum, no digit twice
 * in two cells that see each other: which candidates of each cell at least one way uses. A candidate no
 * way uses cannot be the cell's digit, which is what the killer techniques eliminate.
 *
 * <p>Stateless. Cost: a cage, whose cells all differ, is walked over the sets of digits used so far, at most
 * 2^N states (512 for 9x9), whatever its size, and fewer for the digits the sum leaves room for; cells that need not all differ (innies, outies) are walked
 * cell by cell, so callers keep them to {@link #MOST_LOOSE_CELLS}.
 */
final class SumFillings {
    /** The most cells {@link #kept(int[], boolean[][], int)} is asked about: 9^5 fillings at worst. */
    static final int MOST_LOOSE_CELLS = 5;

    private SumFillings() {}

    /**
     * For cells that all hold different digits (a cage's): per cell, the candidates some filling with
     * that sum uses; every mask 0 when no filling adds up.
     *
     * @param candidates the cells' candidate masks, bit d-1 for digit d
     */
    static int[] keptDistinct(int[] candidates, int sum, int digits) {
        int[] kept = new int[candidates.length];
        byte[] known = new byte[1 << digits];
        walkDistinct(candidates, 0, 0, sum, digits, kept, known);
        return kept;
    }

    /**
     * Whether the cells from {@code used}'s count on can be filled with the rest of the sum; marks kept. A
     * digit is tried only when the cells after it could still make up what it leaves of the sum: r distinct
     * digits add up to r(r+1)/2 at least and to the r largest of 1..N at most.
     */
    private static boolean walkDistinct(
            int[] candidates, int used, int sumSoFar, int sum, int digits, int[] kept, byte[] known) {
        int cell = Integer.bitCount(used);
        if (cell == candidates.length) {
            return sumSoFar == sum;
        }
        if (known[used] != 0) {
            return known[used] == 2;
        }
        int after = candidates.length - cell - 1;
        int least = after * (after + 1) / 2;
        int most = after * digits - after * (after - 1) / 2;
        boolean any = false;
        for (int rest = candidates[cell] & ~used; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int left = sum - sumSoFar - (Integer.numberOfTrailingZeros(bit) + 1);
            if (left < least) {
                // Digits come in ascending order: a larger one leaves less still.
                break;
            }
            if (left <= most && walkDistinct(candidates, used | bit, sum - left, sum, digits, kept, known)) {
                kept[cell] |= bit;
                any = true;
            }
        }
        // The state is the set of digits used: the cell to fill next and the sum so far follow from it.
        known[used] = (byte) (any ? 2 : 1);
        return any;
    }

    /**
     * For at most {@link #MOST_LOOSE_CELLS} cells, two of which differ only when they see each other:
     * per cell, the candidates some filling with that sum uses; every mask 0 when none adds up.
     *
     * @param sees sees[i][j] when cells i and j are peers
     */
    static int[] kept(int[] candidates, boolean[][] sees, int sum) {
        if (candidates.length > MOST_LOOSE_CELLS) {
            throw new IllegalArgumentException("at most " + MOST_LOOSE_CELLS + " cells, not " + candidates.length);
        }
        int[] kept = new int[candidates.length];
        walk(candidates, sees, new int[candidates.length], 0, sum, kept);
        return kept;
    }

    private static boolean walk(int[] candidates, boolean[][] sees, int[] chosen, int cell, int left, int[] kept) {
        if (cell == candidates.length) {
            return left == 0;
        }
        boolean any = false;
        for (int rest = candidates[cell]; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            if (digit > left || clashes(sees, chosen, cell, digit)) {
                continue;
            }
            chosen[cell] = digit;
            if (walk(candidates, sees, chosen, cell + 1, left - digit, kept)) {
                kept[cell] |= rest & -rest;
                any = true;
            }
        }
        return any;
    }

    private static boolean clashes(boolean[][] sees, int[] chosen, int cell, int digit) {
        for (int earlier = 0; earlier < cell; earlier++) {
            if (sees[cell][earlier] && chosen[earlier] == digit) {
                return true;
            }
        }
        return false;
    }
}
