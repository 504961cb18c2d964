package dev.sudoku.core.rules;

/**
 * The sets of distinct digits 1..N by how many they are and what they add up to: the combinations a cage
 * of {@code k} empty cells may still hold when {@code s} of its sum is left. The killer propagation keeps,
 * of these, the sets its cells' candidates can still hold, and narrows the cells to their union.
 *
 * <p>Immutable. Building walks all 2^N digit sets once (512 for 9x9, 65,536 for 16x16), which is why
 * killer cages stop at 16x16.
 */
public final class CageSums {
    /** The largest N whose table is built: 2^16 sets. */
    static final int MAX_DIGITS = 16;

    private static final int[] NONE = new int[0];

    private final int digits;
    /** masks[k][s]: every set of k digits adding up to s, as masks (bit d-1 for digit d). */
    private final int[][][] masks;

    CageSums(int digits) {
        if (digits < 1 || digits > MAX_DIGITS) {
            throw new IllegalArgumentException("killer cages are played up to 16x16, not " + digits + "x" + digits);
        }
        this.digits = digits;
        int maxSum = digits * (digits + 1) / 2;
        int[][] counts = new int[digits + 1][maxSum + 1];
        for (int mask = 0; mask < 1 << digits; mask++) {
            counts[Integer.bitCount(mask)][sum(mask)]++;
        }
        masks = new int[digits + 1][maxSum + 1][];
        for (int k = 0; k <= digits; k++) {
            for (int s = 0; s <= maxSum; s++) {
                masks[k][s] = new int[counts[k][s]];
                counts[k][s] = 0;
            }
        }
        for (int mask = 0; mask < 1 << digits; mask++) {
            int k = Integer.bitCount(mask);
            int s = sum(mask);
            masks[k][s][counts[k][s]++] = mask;
        }
    }

    /** Every set of {@code count} distinct digits adding up to {@code sum}; empty when there is none. */
    int[] masks(int count, int sum) {
        if (count < 0 || count > digits || sum < 0 || sum >= masks[count].length) {
            return NONE;
        }
        return masks[count][sum];
    }

    /**
     * The digits of the sets of {@code count} distinct digits adding up to {@code sum} that lie wholly
     * within {@code within}, as one mask (bit d-1 for digit d); 0 when no such set exists. What a cage of
     * {@code count} empty cells whose candidates together are {@code within} may still hold.
     */
    public int union(int count, int sum, int within) {
        int union = 0;
        for (int set : masks(count, sum)) {
            if ((set & ~within) == 0) {
                union |= set;
            }
        }
        return union;
    }

    /** The smallest sum of {@code count} distinct digits: 1 + 2 + ... + count. */
    static int least(int count) {
        return count * (count + 1) / 2;
    }

    /** The largest sum of {@code count} distinct digits of 1..{@code digits}. */
    static int most(int count, int digits) {
        return count * (2 * digits - count + 1) / 2;
    }

    private static int sum(int mask) {
        int sum = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            sum += Integer.numberOfTrailingZeros(rest) + 1;
        }
        return sum;
    }
}
