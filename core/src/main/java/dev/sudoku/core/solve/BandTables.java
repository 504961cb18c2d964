package dev.sudoku.core.solve;

/**
 * Lookup tables for {@link BandSolver}: everything that turns one digit's 27-bit band word into the
 * consequences of the Sudoku rules inside that band.
 *
 * <p>A band word holds three rows of nine bits (bit {@code 9 * row + column}); a row is three
 * triads of three bits, one triad per box. Each table is indexed by a 9-bit value, so all of them
 * together take a few kilobytes and stay in the first-level cache.
 */
final class BandTables {
    /** All 27 cells of a band. */
    static final int BAND = 0x7FF_FFFF;

    /** Bits 0, 9 and 18: column 0 in each of the three rows of a band; shift left by the column. */
    static final int COLUMN = 0x40201;

    /** A 9-bit row to the 3-bit set of boxes where it has a bit (bit k: box k of the band). */
    static final int[] ROW_BOXES = new int[512];

    /**
     * Row/box restriction of one digit in one band. Index: a 9-bit "triad map" where bits {@code 3r..3r+2}
     * are {@code ROW_BOXES} of row r. The digit occupies one cell per row and one per box of the band, so
     * the rows are matched to the boxes by one of the six permutations of three. Value: the cells of
     * every triad (row r, box k) used by some permutation that fits the map, or 0 when none fits.
     * Masking the word with it performs pointing and claiming between rows and boxes of the band, and
     * finds rows and boxes left without a place for the digit.
     */
    static final int[] BAND_ALLOWED = new int[512];

    /**
     * Box-to-column pointing. Index: the 9 columns where the digit still has a cell in a band. Value: a
     * band mask for the two other bands without each column that is the only one left in its box (the
     * digit of that box is in that column, so no other band may hold it there).
     */
    static final int[] COLUMN_KEEP = new int[512];

    /** A 9-bit row to itself when exactly one bit is set (the digit is placed there), else 0. */
    static final int[] ROW_SINGLE = new int[512];

    /**
     * Column-to-box claiming. Index: the columns where the digit can only be in this band. Value: a band
     * mask that, in each box holding such a column, keeps only those columns.
     */
    static final int[] CLAIM_KEEP = new int[512];

    /** Position 0..26 in a band to a mask keeping that cell and clearing its row, box and column peers. */
    static final int[] SELF_KEEP = new int[27];

    /** Position 0..26 in a band to a mask clearing its column, for the two other bands. */
    static final int[] COLUMN_CLEAR = new int[27];

    /** Position 0..26 to the other cells of its row, box and column inside its band. */
    static final int[] BAND_PEERS = new int[27];

    /** Position 0..26 to its column in a band (three bits). */
    static final int[] COLUMN_CELLS = new int[27];

    /** The six ways to give each row of a band its own box: PERMUTATIONS[p][row] = box. */
    private static final int[][] PERMUTATIONS = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

    static {
        for (int row = 0; row < 512; row++) {
            int boxes = 0;
            for (int box = 0; box < 3; box++) {
                if ((row >>> (3 * box) & 7) != 0) {
                    boxes |= 1 << box;
                }
            }
            ROW_BOXES[row] = boxes;
            ROW_SINGLE[row] = Integer.bitCount(row) == 1 ? row : 0;
        }
        for (int map = 0; map < 512; map++) {
            int allowed = 0;
            for (int[] perm : PERMUTATIONS) {
                boolean fits = true;
                int cells = 0;
                for (int row = 0; row < 3; row++) {
                    fits &= (map >>> (3 * row + perm[row]) & 1) != 0;
                    cells |= 7 << (9 * row + 3 * perm[row]);
                }
                if (fits) {
                    allowed |= cells;
                }
            }
            BAND_ALLOWED[map] = allowed;
        }
        for (int columns = 0; columns < 512; columns++) {
            int keep = BAND;
            int claim = BAND;
            for (int box = 0; box < 3; box++) {
                int inBox = columns >>> (3 * box) & 7;
                if (Integer.bitCount(inBox) == 1) {
                    keep &= ~(COLUMN << (3 * box + Integer.numberOfTrailingZeros(inBox)));
                }
                if (inBox != 0) {
                    int boxCells = (7 * COLUMN) << (3 * box);
                    int kept = 0;
                    for (int c = 0; c < 3; c++) {
                        if ((inBox >>> c & 1) != 0) {
                            kept |= COLUMN << (3 * box + c);
                        }
                    }
                    claim &= ~boxCells | kept;
                }
            }
            COLUMN_KEEP[columns] = keep;
            CLAIM_KEEP[columns] = claim;
        }
        for (int pos = 0; pos < 27; pos++) {
            int row = pos / 9;
            int col = pos % 9;
            int box = col / 3;
            int peers = (0x1FF << (9 * row)) | (COLUMN << col) | ((7 * COLUMN) << (3 * box));
            SELF_KEEP[pos] = ~peers | (1 << pos);
            COLUMN_CLEAR[pos] = ~(COLUMN << col);
            BAND_PEERS[pos] = peers & ~(1 << pos);
            COLUMN_CELLS[pos] = COLUMN << col;
        }
    }

    private BandTables() {}
}
