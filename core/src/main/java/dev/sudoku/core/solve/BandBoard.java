package dev.sudoku.core.solve;

import static dev.sudoku.core.solve.BandTables.BAND;
import static dev.sudoku.core.solve.BandTables.BAND_ALLOWED;
import static dev.sudoku.core.solve.BandTables.BAND_PEERS;
import static dev.sudoku.core.solve.BandTables.CLAIM_KEEP;
import static dev.sudoku.core.solve.BandTables.COLUMN_CELLS;
import static dev.sudoku.core.solve.BandTables.COLUMN_CLEAR;
import static dev.sudoku.core.solve.BandTables.COLUMN_KEEP;
import static dev.sudoku.core.solve.BandTables.ROW_BOXES;
import static dev.sudoku.core.solve.BandTables.ROW_SINGLE;
import static dev.sudoku.core.solve.BandTables.SELF_KEEP;

/**
 * The candidate state of {@link BandSolver} and its propagation: 27 band words (digit d, band b at index
 * 3*d + b) and 3 words of open cells, laid out as drawn in {@link BandSolver}'s class comment, plus the
 * deductions that run on them. Mutable and reused from puzzle to puzzle; one thread at a time.
 */
final class BandBoard {
    /** Ints of state a guess has to save: the 27 band words and the 3 open-cell words. */
    static final int STATE = 30;

    private static final int OPEN = 27;

    /** Word 3*d + b to its band b. */
    private static final int[] BAND_OF = new int[27];
    /** Word 3*d + b to the word of digit d in band (b + 1) % 3. */
    private static final int[] OTHER_BAND_1 = new int[27];
    /** Word 3*d + b to the word of digit d in band (b + 2) % 3. */
    private static final int[] OTHER_BAND_2 = new int[27];

    static {
        for (int word = 0; word < 27; word++) {
            int band = word % 3;
            BAND_OF[word] = band;
            OTHER_BAND_1[word] = word - band + (band + 1) % 3;
            OTHER_BAND_2[word] = word - band + (band + 2) % 3;
        }
    }

    /** The live state. */
    private final int[] s = new int[STATE];
    /** Each band word as it was when last examined; a word that differs must be examined again. */
    private final int[] seen = new int[27];
    /** Per band, the open cells with exactly two candidates, from the last naked-single count. */
    private final int[] pairs = new int[3];
    /** Set when propagation leaves cells open: the cell to branch on. */
    private int guessCell;

    /**
     * Loads the givens (81 values, 0 for empty); false when two of them clash.
     *
     * @throws IllegalArgumentException for a value outside 0..9
     */
    boolean load(byte[] givens) {
        final int[] s = this.s;
        for (int i = 0; i < STATE; i++) {
            s[i] = BAND;
        }
        for (int i = 0; i < 27; i++) {
            seen[i] = BAND;
        }
        for (int cell = 0; cell < 81; cell++) {
            int value = givens[cell];
            if (value != 0) {
                if (value < 0 || value > 9) {
                    throw new IllegalArgumentException("value " + value + " at cell " + cell + " is outside 0..9");
                }
                int band = cell / 27;
                if ((s[3 * (value - 1) + band] & (1 << (cell - 27 * band))) == 0) {
                    return false;
                }
                assign(value - 1, cell);
            }
        }
        return true;
    }

    /** Copies the state to {@code to[at..at+STATE)}. */
    void save(int[] to, int at) {
        System.arraycopy(s, 0, to, at, STATE);
    }

    /** Reloads a state saved after a successful {@link #propagate()}, so every word counts as examined. */
    void restore(int[] from, int at) {
        System.arraycopy(from, at, s, 0, STATE);
        System.arraycopy(s, 0, seen, 0, 27);
    }

    /** True when every cell is placed. */
    boolean solved() {
        return (s[OPEN] | s[OPEN + 1] | s[OPEN + 2]) == 0;
    }

    /** After a successful {@link #propagate()} that left cells open: the cell to branch on. */
    int guessCell() {
        return guessCell;
    }

    /** Places a digit still open at a cell: clears its peers, and the cell from the other digits. */
    void assign(int digit, int cell) {
        final int[] s = this.s;
        int band = cell / 27;
        int pos = cell - 27 * band;
        int bit = 1 << pos;
        int word = 3 * digit + band;
        int kept = s[word] & SELF_KEEP[pos];
        for (int w = band; w < 27; w += 3) {
            s[w] &= ~bit;
        }
        s[word] = kept;
        int clear = COLUMN_CLEAR[pos];
        s[OTHER_BAND_1[word]] &= clear;
        s[OTHER_BAND_2[word]] &= clear;
        s[OPEN + band] &= ~bit;
    }

    /** The digits (bit d) open at a cell. */
    int digitsAt(int cell) {
        int band = cell / 27;
        int pos = cell - 27 * band;
        int digits = 0;
        for (int d = 0; d < 9; d++) {
            digits |= (s[3 * d + band] >>> pos & 1) << d;
        }
        return digits;
    }

    /** Writes the placed digits (1..9) of a solved board. */
    void writeSolution(byte[] out) {
        for (int word = 0; word < 27; word++) {
            int bits = s[word];
            int base = 27 * BAND_OF[word];
            byte value = (byte) (word / 3 + 1);
            while (bits != 0) {
                out[base + Integer.numberOfTrailingZeros(bits)] = value;
                bits &= bits - 1; // clear lowest set bit
            }
        }
    }

    /**
     * Runs the deductions to a fixed point:
     *
     * <ol>
     *   <li>each band word narrowed since it was last examined is masked through {@link
     *       BandTables#BAND_ALLOWED} (locked candidates between rows and boxes, hidden singles in rows
     *       and boxes, rows or boxes left empty); a box whose digit is left in one column clears that
     *       column in the two other bands; rows left with one cell are placed, and the cell leaves the
     *       other digits' words;
     *   <li>naked singles are found by counting, per band, how many digit words hold each cell;
     *   <li>when no single is left, columns are compared across bands (claiming, hidden singles in
     *       columns, empty columns).
     * </ol>
     *
     * <p>False on a contradiction; otherwise every cell is placed or {@link #guessCell()} names the cell
     * to branch on.
     */
    boolean propagate() {
        final int[] s = this.s;
        while (true) {
            if (!reduceBands()) {
                return false;
            }
            if ((s[OPEN] | s[OPEN + 1] | s[OPEN + 2]) == 0) {
                return true;
            }
            int singles = nakedSingles();
            if (singles < 0) {
                return false;
            }
            if (singles > 0) {
                continue;
            }
            int claims = claimColumns();
            if (claims < 0) {
                return false;
            }
            if (claims == 0) {
                guessCell = chooseGuess();
                return true;
            }
        }
    }

    /**
     * Step 1 of {@link #propagate()}. Works in rounds until a round finds every word equal to its copy in
     * {@link #seen}; writers elsewhere just narrow words and never track what they changed. A round first
     * finds the words that differ, without a branch (about 14 of the 27 differ in a node, spread over some 4
     * rounds, so a test per word mispredicted often), then examines each; words it narrows go to the next
     * round. Clearing a row's placed cell from the other digits is done even when the row was placed long ago,
     * since a branch on "is it new" mispredicts more often than eight ANDs cost. False on a contradiction.
     */
    private boolean reduceBands() {
        final int[] s = this.s;
        final int[] seen = this.seen;
        while (true) {
            // Bit w set when word w differs from its copy: (x | -x) >>> 31 is 1 exactly when x is not 0.
            int changed = 0;
            for (int word = 0; word < 27; word++) {
                int difference = s[word] ^ seen[word];
                changed |= ((difference | -difference) >>> 31) << word;
            }
            if (changed == 0) {
                return true;
            }
            do {
                int word = Integer.numberOfTrailingZeros(changed);
                changed &= changed - 1; // clear lowest set bit
                int a = s[word];
                // Boxes reached by each row, 3 bits per row: the triad map of the digit in this band.
                int map = ROW_BOXES[a & 0x1FF] | ROW_BOXES[(a >>> 9) & 0x1FF] << 3 | ROW_BOXES[a >>> 18] << 6;
                a &= BAND_ALLOWED[map];
                if (a == 0) {
                    return false;
                }
                // OR the three rows onto one: the columns the digit still reaches in this band.
                int keep = COLUMN_KEEP[(a | a >>> 9 | a >>> 18) & 0x1FF];
                s[OTHER_BAND_1[word]] &= keep;
                s[OTHER_BAND_2[word]] &= keep;
                int band = BAND_OF[word];
                int placed = ROW_SINGLE[a & 0x1FF] | ROW_SINGLE[(a >>> 9) & 0x1FF] << 9 | ROW_SINGLE[a >>> 18] << 18;
                s[OPEN + band] &= ~placed;
                for (int w = band; w < 27; w += 3) {
                    s[w] &= ~placed;
                }
                s[word] = a;
                seen[word] = a;
            } while (changed != 0);
        }
    }

    /**
     * Step 2: bit-sliced counting over the nine digit words of a band. After adding word x, "one" holds
     * the cells seen in at least one word, "two" in at least two, "three" in at least three. Open cells
     * outside "one" have no candidate; open cells outside "two" have one, and are placed here. Returns the
     * number placed, or -1 on a contradiction; also records the two-candidate cells for the guess.
     */
    private int nakedSingles() {
        final int[] s = this.s;
        int placedCount = 0;
        for (int band = 0; band < 3; band++) {
            int open = s[OPEN + band];
            pairs[band] = 0;
            if (open == 0) {
                continue;
            }
            int one = 0;
            int two = 0;
            int three = 0;
            for (int w = band; w < 27; w += 3) {
                int x = s[w];
                three |= two & x;
                two |= one & x;
                one |= x;
            }
            if ((open & ~one) != 0) {
                return -1;
            }
            int singles = open & ~two;
            pairs[band] = open & two & ~three;
            if (singles == 0) {
                continue;
            }
            // The digit of each single, bit by bit: plane k is the union of the words of digits with bit k.
            int p0 = s[3 + band] | s[9 + band] | s[15 + band] | s[21 + band];
            int p1 = s[6 + band] | s[9 + band] | s[18 + band] | s[21 + band];
            int p2 = s[12 + band] | s[15 + band] | s[18 + band] | s[21 + band];
            int p3 = s[24 + band];
            while (singles != 0) {
                int pos = Integer.numberOfTrailingZeros(singles);
                singles &= singles - 1; // clear lowest set bit
                int digit = (p0 >>> pos & 1) | (p1 >>> pos & 1) << 1 | (p2 >>> pos & 1) << 2 | (p3 >>> pos & 1) << 3;
                int word = 3 * digit + band;
                // An earlier single of this batch may have taken this cell's only candidate.
                if ((s[word] >>> pos & 1) == 0) {
                    return -1;
                }
                s[word] &= SELF_KEEP[pos];
                int clear = COLUMN_CLEAR[pos];
                s[OTHER_BAND_1[word]] &= clear;
                s[OTHER_BAND_2[word]] &= clear;
                s[OPEN + band] &= ~(1 << pos);
                placedCount++;
            }
        }
        return placedCount;
    }

    /**
     * Step 3: per digit, OR each band's rows into its 9 columns. A column open in no band is a
     * contradiction; a column open in one band only must hold the digit there, so its box in that band
     * keeps that column alone. Returns the number of words narrowed, or -1 on a contradiction.
     */
    private int claimColumns() {
        final int[] s = this.s;
        int narrowed = 0;
        for (int base = 0; base < 27; base += 3) {
            int a0 = s[base];
            int a1 = s[base + 1];
            int a2 = s[base + 2];
            int c0 = (a0 | a0 >>> 9 | a0 >>> 18) & 0x1FF;
            int c1 = (a1 | a1 >>> 9 | a1 >>> 18) & 0x1FF;
            int c2 = (a2 | a2 >>> 9 | a2 >>> 18) & 0x1FF;
            if ((c0 | c1 | c2) != 0x1FF) {
                return -1;
            }
            int n0 = a0 & CLAIM_KEEP[c0 & ~(c1 | c2)];
            int n1 = a1 & CLAIM_KEEP[c1 & ~(c0 | c2)];
            int n2 = a2 & CLAIM_KEEP[c2 & ~(c0 | c1)];
            s[base] = n0;
            s[base + 1] = n1;
            s[base + 2] = n2;
            narrowed |= (n0 ^ a0) | (n1 ^ a1) | (n2 ^ a2);
        }
        return narrowed;
    }

    /**
     * The cell to branch on: among the two-candidate cells, the one with the most open peers (placing
     * either digit then narrows the most cells), ties going to the most two-candidate peers (which a
     * placement may turn into singles). Without two-candidate cells, an open cell with the fewest
     * candidates.
     */
    private int chooseGuess() {
        final int[] s = this.s;
        final int[] pairs = this.pairs;
        int best = -1;
        int bestScore = -1;
        for (int band = 0; band < 3; band++) {
            int here = pairs[band];
            int open = s[OPEN + band];
            int open1 = s[OPEN + (band + 1) % 3];
            int open2 = s[OPEN + (band + 2) % 3];
            int pairs1 = pairs[(band + 1) % 3];
            int pairs2 = pairs[(band + 2) % 3];
            for (int q = here; q != 0; q &= q - 1) {
                int pos = Integer.numberOfTrailingZeros(q);
                int peers = BAND_PEERS[pos];
                int column = COLUMN_CELLS[pos];
                // The other two bands' column bits are counted in one word, the second shifted by one bit.
                int openPeers =
                        Integer.bitCount(open & peers) + Integer.bitCount((open1 & column) | (open2 & column) << 1);
                int pairPeers =
                        Integer.bitCount(here & peers) + Integer.bitCount((pairs1 & column) | (pairs2 & column) << 1);
                // A cell has 20 peers, so weighting by 32 makes the pair count a pure tie-break.
                int score = 32 * openPeers + pairPeers;
                if (score > bestScore) {
                    bestScore = score;
                    best = 27 * band + pos;
                }
            }
        }
        return best >= 0 ? best : fewestCandidates();
    }

    /** The open cell with the fewest candidates; used only when no cell has exactly two. */
    private int fewestCandidates() {
        int best = -1;
        int bestCount = 10;
        for (int band = 0; band < 3; band++) {
            for (int open = s[OPEN + band]; open != 0; open &= open - 1) {
                int cell = 27 * band + Integer.numberOfTrailingZeros(open);
                int count = Integer.bitCount(digitsAt(cell));
                if (count < bestCount) {
                    bestCount = count;
                    best = cell;
                }
            }
        }
        return best;
    }
}
