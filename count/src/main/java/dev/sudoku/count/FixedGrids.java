package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.util.Arrays;

/**
 * Counts the normalised grids (first row 0..N-1) that one cell map t turns into a relabelling of
 * themselves: grids G with a relabelling s such that G(t(x)) = s(G(x)) for every cell x. That is the
 * term one cell map brings to Burnside's sum (see {@link Burnside}).
 *
 * <p>The search fills a whole cycle of t at once: once G(x) = d, the cycle x, t(x), t^2(x), ... must hold
 * d, s(d), s^2(d), ..., so each step either follows s where it is already known or chooses s(d), and s is
 * built as the digits are placed. Row, column and box bitmasks reject a digit as soon as it repeats. Cycles
 * through the first row, whose digits are given, come first; then each next cycle is the one whose cells
 * see most cells already placed, so contradictions show early.
 *
 * <p>The count below a cycle boundary depends only on the state there: which cells are unfilled, the
 * relabelling as far as it is known, and each unfilled cell's free digits. A memo ({@link CompletionCounts})
 * keyed by that state returns the count when a later branch reaches the same state, as the band method
 * reuses the completions of equal column sets; the search then no longer visits every fixed grid. Where a
 * depth's states seldom repeat, its memo is switched off (see {@link #memoised}).
 *
 * <p>Cost: one visit per consistent partial assignment of whole cycles whose state is new. For most of the
 * 275 classes of 9x9 the search dies within the first few cycles (no grid is fixed). Measured on one core:
 * the classes whose cycles have three cells repeat their states so much that tens of millions of grids
 * take about a second; the largest non-identity count, 449,445,888 grids, 11 s; 155,492,352 grids of a
 * map that swaps two bands and two stacks, 16 s; the transpose's 30,258,432 grids, whose states seldom
 * repeat, 55 s, most of the time. Never use it for the identity: that count is every grid, which the
 * band method gives.
 */
final class FixedGrids {
    private static final int UNSET = -1;
    /**
     * The most constrained cycle is chosen only in the first quarter of the cycles. Measured on 9x9 classes:
     * choosing it everywhere kills the classes that fix no grid in a millisecond instead of seconds but
     * costs 40 to 60% on the classes that fix millions; a fixed order everywhere does the reverse; a quarter
     * beat both (a half or three eighths were no better) by 10 to 40% on the counting classes.
     */
    private static final int CHOSEN_SHARE_IN_EIGHTHS = 2;

    /** Bits per digit of the relabelling in the memo's key: digits up to 30, and one value for unset. */
    private static final int DIGIT_BITS = 5;

    /**
     * The memo is emptied at 4 million entries, about 400 MB with keys of nine words. Measured in one
     * unshared search: the class that fixes most grids stores 5.5 million counts, so a memo of its own
     * search is emptied once; each of the other classes with three-cell cycles stores under a million.
     */
    private static final int MEMO_ENTRIES = 1 << 22;

    /** Look-ups a depth makes before its hits are judged (see {@link #memoised}). */
    private static final int SAMPLE_LOOKUPS = 1 << 16;

    /** The last two cycles are searched, never looked up: little is left below them for a hit to save. */
    private static final int UNMEMOISED_LAST = 2;

    private final int n;
    private final int full;
    private final int[] rowOf;
    private final int[] colOf;
    private final int[] boxOf;
    private final int[][] cycles;
    private final int[] grid;
    private final int[] rowUsed;
    private final int[] colUsed;
    private final int[] boxUsed;
    /** The relabelling s as built so far: s[d], or UNSET. */
    private final int[] relabel;
    /** The digits that are already some s(d). */
    private int relabelled;

    /** The cells not filled yet, as a bitset: part of the memo's key. */
    private final long[] unfilled;

    private final CompletionCounts memo;
    /** Per cycle boundary: the memo's look-ups, and the grids its hits returned without a search. */
    private final long[] lookups;

    private final long[] savedGrids;
    private final CompletionKey key;

    /** The depth at which the search is shared out: branches reaching it are numbered in order. */
    private final int splitDepth;

    private final int part;
    private final int parts;
    private long arrivals;
    /** The search stops once it has found this many grids. */
    private final long limit;

    private long found;

    private FixedGrids(BoxShape shape, int[] image, int part, int parts, long limit) {
        if (parts < 1 || part < 0 || part >= parts || limit < 1) {
            throw new IllegalArgumentException("part " + part + " of " + parts + ", limit " + limit);
        }
        this.part = part;
        this.parts = parts;
        this.limit = limit;
        n = shape.size();
        full = (1 << n) - 1;
        int cells = n * n;
        rowOf = new int[cells];
        colOf = new int[cells];
        boxOf = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            rowOf[cell] = cell / n;
            colOf[cell] = cell % n;
            boxOf[cell] = rowOf[cell] / shape.boxRows() * (n / shape.boxCols()) + colOf[cell] / shape.boxCols();
        }
        cycles = CycleOrder.of(image, n, rowOf, colOf, boxOf);
        grid = new int[cells];
        Arrays.fill(grid, UNSET);
        unfilled = new long[(cells + 63) / 64];
        for (int cell = 0; cell < cells; cell++) {
            unfilled[cell >> 6] |= 1L << cell;
        }
        memo = new CompletionCounts(MEMO_ENTRIES);
        lookups = new long[cycles.length];
        savedGrids = new long[cycles.length];
        key = new CompletionKey(64 * unfilled.length + n * DIGIT_BITS + cells * n);
        rowUsed = new int[n];
        colUsed = new int[n];
        boxUsed = new int[n];
        relabel = new int[n];
        Arrays.fill(relabel, UNSET);
        for (int col = 0; col < n; col++) {
            place(col, col);
        }
        int given = 0;
        while (given < cycles.length && cycles[given][0] < n) {
            given++;
        }
        // Two chosen cycles in, a class that fixes millions of grids has dozens of branches to share.
        splitDepth = Math.min(given + 2, cycles.length);
    }

    /**
     * @param image the cell map: cell x goes to image[x], cells in reading order
     * @return the normalised grids the map turns into a relabelling of themselves
     */
    static long count(BoxShape shape, int[] image) {
        return count(shape, image, 0, 1, Long.MAX_VALUE);
    }

    /**
     * One share of the count, so that one cell map's search can run on several cores: the branches that
     * reach a fixed depth are numbered in the order the search meets them (the same in every share) and
     * this share explores those numbered {@code part} modulo {@code parts}. The shares add up to the count;
     * each repeats the few levels above the split.
     *
     * @param limit the search stops once it has found this many grids, returning at least the limit
     */
    static long count(BoxShape shape, int[] image, int part, int parts, long limit) {
        return new FixedGrids(shape, image, part, parts, limit).cycle(0);
    }

    /** Whether the map fixes any normalised grid up to relabelling; stops at the first. */
    static boolean fixesAny(BoxShape shape, int[] image) {
        return count(shape, image, 0, 1, 1) > 0;
    }

    /** Fills a k-th cycle and every later one: the given-first-row ones in order, then the most constrained. */
    private long cycle(int k) {
        if (k == splitDepth && arrivals++ % parts != part) {
            return 0;
        }
        if (k == cycles.length) {
            found++;
            return 1;
        }
        if (!memoised(k)) {
            return fill(k);
        }
        int length = writeKey();
        lookups[k]++;
        long known = memo.get(key.words(), length);
        if (known != CompletionCounts.ABSENT) {
            savedGrids[k] += known;
            found += known;
            return known;
        }
        // The buffer is rewritten by the look-ups below, so the key is kept aside until the count is known.
        long[] state = Arrays.copyOf(key.words(), length);
        long count = fill(k);
        if (found < limit) {
            // A search cut short by the limit has not counted every completion.
            memo.put(state, length, count);
        }
        return count;
    }

    /**
     * Whether cycle boundary k goes through the memo. Above the split the shares would not meet the same
     * states; the last cycles are cheaper to fill than to look up. Elsewhere a depth keeps its memo while its
     * hits have saved at least a grid per look-up, judged after a sample: where the states seldom repeat
     * (deep in the transpose's search, whose hits return a grid or two) a look-up costs more than it saves
     * and that depth is searched as before. Looking up everywhere made that class's search three times
     * slower on the same first three million grids.
     */
    private boolean memoised(int k) {
        return k > splitDepth
                && k < cycles.length - UNMEMOISED_LAST
                && (lookups[k] < SAMPLE_LOOKUPS || savedGrids[k] >= lookups[k]);
    }

    /**
     * The memo's key for the state at a cycle boundary: which cells are unfilled, the relabelling as known
     * so far, and each unfilled cell's free digits. The completions depend on nothing else (the filled
     * cells act only through the free digits, and the cells' houses are fixed), so equal keys have equal
     * counts, whatever filled the cells before.
     */
    private int writeKey() {
        key.clear();
        for (long word : unfilled) {
            key.appendWord(word);
        }
        for (int d = 0; d < n; d++) {
            key.append(relabel[d] == UNSET ? n : relabel[d], DIGIT_BITS);
        }
        for (int w = 0; w < unfilled.length; w++) {
            for (long cells = unfilled[w]; cells != 0; cells &= cells - 1) {
                key.append(free(w << 6 | Long.numberOfTrailingZeros(cells)), n);
            }
        }
        return key.length();
    }

    /** Fills cycle k, with the count of every completion below it. */
    private long fill(int k) {
        int start = cycles[k][0];
        if (grid[start] != UNSET) {
            return next(k, 1, grid[start]);
        }
        if (k < cycles.length * CHOSEN_SHARE_IN_EIGHTHS / 8 && !mostConstrainedFirst(k)) {
            return 0;
        }
        start = cycles[k][0];
        long count = 0;
        for (int free = free(start); free != 0 && found < limit; free &= free - 1) {
            int digit = Integer.numberOfTrailingZeros(free);
            place(start, digit);
            count += next(k, 1, digit);
            unplace(start, digit);
        }
        return count;
    }

    /**
     * Moves the unfilled cycle with fewest digits its first cell can start to position k; false when some
     * cycle has none, so the branch is dead. A start digit d fails when, following the known part of s,
     * some cell of the cycle cannot hold its digit.
     */
    private boolean mostConstrainedFirst(int k) {
        int best = k;
        int fewest = Integer.MAX_VALUE;
        for (int j = k; j < cycles.length && fewest > 1; j++) {
            int starts = starts(cycles[j], fewest);
            if (starts == 0) {
                return false;
            }
            if (starts < fewest) {
                fewest = starts;
                best = j;
            }
        }
        int[] chosen = cycles[best];
        cycles[best] = cycles[k];
        cycles[k] = chosen;
        return true;
    }

    /** The start digits of an unfilled cycle that survive as far as s is known, counted up to a limit. */
    private int starts(int[] cycle, int limit) {
        int starts = 0;
        for (int free = free(cycle[0]); free != 0 && starts < limit; free &= free - 1) {
            int d = Integer.numberOfTrailingZeros(free);
            int digit = d;
            boolean alive = true;
            for (int i = 1; i <= cycle.length && alive; i++) {
                digit = relabel[digit];
                if (digit == UNSET) {
                    break;
                }
                alive = i == cycle.length ? digit == d : (free(cycle[i]) >> digit & 1) != 0;
            }
            if (alive) {
                starts++;
            }
        }
        return starts;
    }

    /** Cell i - 1 of cycle k holds d; cell i (cell 0 again when i is the length) must hold s(d). */
    private long next(int k, int i, int d) {
        int[] cycle = cycles[k];
        int cell = cycle[i % cycle.length];
        int known = relabel[d];
        if (known != UNSET) {
            return follow(k, i, cell, known);
        }
        if (grid[cell] != UNSET) {
            // A given first-row cell, or the start of the cycle: it names s(d).
            int e = grid[cell];
            if ((relabelled >> e & 1) != 0) {
                return 0;
            }
            choose(d, e);
            long count = i == cycle.length ? cycle(k + 1) : next(k, i + 1, e);
            unchoose(d, e);
            return count;
        }
        long count = 0;
        for (int free = free(cell) & ~relabelled; free != 0 && found < limit; free &= free - 1) {
            int e = Integer.numberOfTrailingZeros(free);
            choose(d, e);
            place(cell, e);
            count += next(k, i + 1, e);
            unplace(cell, e);
            unchoose(d, e);
        }
        return count;
    }

    /** s(d) = e is known: the cell must hold e. */
    private long follow(int k, int i, int cell, int e) {
        if (grid[cell] != UNSET) {
            if (grid[cell] != e) {
                return 0;
            }
            return i == cycles[k].length ? cycle(k + 1) : next(k, i + 1, e);
        }
        if ((free(cell) >> e & 1) == 0) {
            return 0;
        }
        place(cell, e);
        long count = next(k, i + 1, e);
        unplace(cell, e);
        return count;
    }

    private int free(int cell) {
        return full & ~(rowUsed[rowOf[cell]] | colUsed[colOf[cell]] | boxUsed[boxOf[cell]]);
    }

    private void choose(int d, int e) {
        relabel[d] = e;
        relabelled |= 1 << e;
    }

    private void unchoose(int d, int e) {
        relabel[d] = UNSET;
        relabelled &= ~(1 << e);
    }

    private void place(int cell, int digit) {
        int bit = 1 << digit;
        rowUsed[rowOf[cell]] |= bit;
        colUsed[colOf[cell]] |= bit;
        boxUsed[boxOf[cell]] |= bit;
        grid[cell] = digit;
        unfilled[cell >> 6] &= ~(1L << cell);
    }

    private void unplace(int cell, int digit) {
        int bit = ~(1 << digit);
        rowUsed[rowOf[cell]] &= bit;
        colUsed[colOf[cell]] &= bit;
        boxUsed[boxOf[cell]] &= bit;
        grid[cell] = UNSET;
        unfilled[cell >> 6] |= 1L << cell;
    }
}
