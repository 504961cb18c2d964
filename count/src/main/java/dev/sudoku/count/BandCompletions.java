package dev.sudoku.count;

import dev.sudoku.core.BoxShape;

/**
 * The number of ways to complete a grid below a first band, knowing only the first band's column sets
 * (the order of digits inside a column does not matter to what can go below it).
 *
 * <p>The bands below are chosen as column sets too: each column of a middle band takes R of the digits
 * its column still lacks, disjoint from the other columns of its stack (so its boxes are full), and the
 * band can be laid out in {@link RowArrangements#count} ways. The last band has no choice left: each
 * column gets exactly the digits it still lacks, and those are box-valid by themselves, since after all
 * bands but one each digit is missing from exactly one column of each stack. So the count is the sum over
 * the middle bands' column sets of the product of every band's arrangements.
 *
 * <p>For 9x9 there is one middle band and each stack splits in 56 ways (a digit lies in one column of the
 * first band and goes to one of the two others; the three columns must each get three), so 56^3 = 175,616
 * middle bands, each costing two arrangement counts; swapping the last two bands pairs them up, so half
 * are visited.
 */
final class BandCompletions {
    private final BoxShape shape;
    private final int size;
    private final int rows;
    private final int columnsPerStack;
    private final int bands;

    BandCompletions(BoxShape shape) {
        this.shape = shape;
        this.size = shape.size();
        this.rows = shape.boxRows();
        this.columnsPerStack = shape.boxCols();
        this.bands = size / rows;
    }

    /** The completions below a first band with these column sets. */
    long below(int[] firstBand) {
        return below(firstBand, new ArrangementCache(shape));
    }

    /** The same, with a cache of arrangement counts that the caller's thread may reuse. */
    long below(int[] firstBand, ArrangementCache cache) {
        int[] missing = new int[size];
        for (int c = 0; c < size; c++) {
            missing[c] = ((1 << size) - 1) & ~firstBand[c];
        }
        return bands(missing, bands - 1, cache);
    }

    private long bands(int[] missing, int bandsLeft, ArrangementCache cache) {
        if (bandsLeft == 1) {
            return cache.count(missing);
        }
        return column(missing, new int[size], 0, 0, bandsLeft, cache);
    }

    private long column(int[] missing, int[] band, int col, int stackTaken, int bandsLeft, ArrangementCache cache) {
        if (col == size) {
            long arrangements = cache.count(band);
            if (arrangements == 0) {
                return 0;
            }
            int[] rest = new int[size];
            for (int c = 0; c < size; c++) {
                rest[c] = missing[c] & ~band[c];
            }
            return Math.multiplyExact(arrangements, bands(rest, bandsLeft - 1, cache));
        }
        int taken = col % columnsPerStack == 0 ? 0 : stackTaken;
        int free = missing[col] & ~taken;
        // With two bands left, this one and the last can be swapped: the swap maps each choice to another
        // with the same product and fixes none (the two bands are disjoint). So only the choices whose
        // first column holds the smaller set are followed, and counted twice: half the work.
        boolean halved = col == 0 && bandsLeft == 2;
        long total = 0;
        for (int sub = free; sub != 0; sub = (sub - 1) & free) {
            if (Integer.bitCount(sub) == rows && (!halved || sub < (missing[0] & ~sub))) {
                band[col] = sub;
                total = Math.addExact(total, column(missing, band, col + 1, taken | sub, bandsLeft, cache));
            }
        }
        return halved ? Math.multiplyExact(total, 2) : total;
    }
}
