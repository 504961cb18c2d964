package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.Optional;

/**
 * Exact 9x9 solver on per-digit band bitboards: propagate, then guess, with the state copied on a
 * preallocated stack.
 *
 * <pre>
 * The grid is cut into three bands of three rows. For every digit d (0..8 for digits 1..9) and band b
 * one int holds the cells of that band where d is still possible or placed: word 3*d + b, 27 in all.
 *
 *            columns:  0  1  2 | 3  4  5 | 6  7  8
 *                     ---------+---------+---------
 *   band 0   row 0  :  0  1  2 | 3  4  5 | 6  7  8     bit numbers inside the word:
 *            row 1  :  9 10 11 |12 13 14 |15 16 17     bit = 9 * (row % 3) + column
 *            row 2  : 18 19 20 |21 22 23 |24 25 26
 *                     ---------+---------+---------
 *   band 1   rows 3-5: the same bits 0..26 in word 3*d + 1      (bits 27..31 stay 0)
 *   band 2   rows 6-8: the same bits 0..26 in word 3*d + 2
 *
 *   cell index 0..80 (reading order) = 27 * band + bit
 *   triad = the 3 bits of one row inside one box, e.g. bits 12..14 = row 1 of the band, box 1
 *   column c of a band = bits c, c+9, c+18 = {@code 0x40201 << c}
 *
 *   state s[0..29]:  s[3*d + b] = cells of band b open to digit d
 *                    s[27 + b]  = cells of band b not yet placed
 * </pre>
 *
 * <p><b>Propagation</b> ({@link BandBoard#propagate()}) repeats until nothing changes: band words are
 * reduced through 512-entry tables (locked candidates between rows and boxes, pointing from boxes to
 * columns, hidden singles in rows and boxes), naked singles are found by bit-sliced counting across the
 * nine digit words of a band, and columns are compared across bands (claiming, hidden singles in columns).
 *
 * <p><b>Search</b> branches on a cell with two candidates when one exists (else on a cell with the
 * fewest), choosing the one with the most open peers, then the most two-candidate peers. It pushes a
 * copy of the 30-int state and tries the lowest digit; on failure it reloads the copy and tries the next
 * one. The last digit of a cell runs on the reloaded copy, which is then popped. A saved state is always
 * fully propagated, so after a reload every word counts as examined.
 *
 * <p><b>Statistics</b>: a guess is counted for every value tried at a cell while other values remain
 * untried there. The last value is forced by the failure of the others and costs nothing, so a
 * two-candidate cell whose branches are both explored counts one guess, and a puzzle solved by
 * propagation alone counts zero. Published guess counts of other fast solvers use this definition, so
 * guesses per puzzle compare directly. A node is one propagation run: the start, plus one per value
 * tried.
 *
 * <p>The working state lives in fields, so an instance is not thread-safe: use one per thread. {@link
 * #countSolutions} allocates nothing.
 */
public final class BandSolver implements ExactSolver {
    /** Ints per saved state on the stack (the state rounded up). */
    private static final int FRAME = 32;
    /** Each level places at least one more cell, so 81 levels always suffice. */
    private static final int MAX_DEPTH = 81;
    /** The clock is read once per 4096 nodes. */
    private static final int CLOCK_MASK = 4095;

    private static final int RAN_TO_END = 0;
    private static final int NODE_BUDGET = 1;
    private static final int TIME_BUDGET = 2;

    private final Geometry geometry = Geometry.of(BoxShape.CLASSIC);
    /** The live state (layout above) and its propagation. */
    private final BandBoard board = new BandBoard();
    /** Saved states, FRAME ints per level. */
    private final int[] stack = new int[MAX_DEPTH * FRAME];
    /** Per stack level: the cell guessed there (27 * band + bit). */
    private final int[] stackCell = new int[MAX_DEPTH];
    /** Per stack level: the digits (bit d) still to try there. */
    private final int[] stackDigits = new int[MAX_DEPTH];

    private final byte[] cells = new byte[81];
    private final byte[] solution = new byte[81];

    private long guesses;
    private long nodes;
    private int stoppedBy;
    /** The time the latest solve took, for its statistics. */
    private long lastNanos;

    @Override
    public String name() {
        return "band";
    }

    @Override
    public boolean supports(BoxShape shape) {
        return shape.boxRows() == 3 && shape.boxCols() == 3;
    }

    @Override
    public SolveResult solve(Grid puzzle, SolveLimits limits) {
        if (!supports(puzzle.shape())) {
            throw new IllegalArgumentException(
                    "the band solver handles 9x9 grids with 3x3 boxes, not " + puzzle.shape());
        }
        puzzle.copyTo(cells);
        SolveResult other = solveInto(cells, limits, solution);
        return other != null ? other : SolveResult.counted(1, Grid.of(BoxShape.CLASSIC, solution), lastStats());
    }

    /** Allocates nothing when the puzzle has one solution within the limits: the run's counts stay in fields. */
    @Override
    public SolveResult solveInto(byte[] cells81, SolveLimits limits, byte[] solutionOut) {
        if (cells81.length != 81 || solutionOut.length != 81 || cells81 == solutionOut) {
            throw new IllegalArgumentException("a 9x9 puzzle's 81 values and another 81 for its solution");
        }
        long start = System.nanoTime();
        long maxNanos = limits.maxNanos();
        long count = run(
                cells81,
                limits.maxSolutions(),
                limits.maxNodes(),
                maxNanos != Long.MAX_VALUE,
                start + maxNanos,
                solutionOut);
        lastNanos = System.nanoTime() - start;
        if (count == 1 && stoppedBy == RAN_TO_END) {
            return null;
        }
        if (count == 0) {
            // Two givens repeating a digit in a house make loading fail at once (no solution, no budget
            // spent), so the givens are checked for the conflict to name only here, not before every
            // solve.
            Optional<Conflict> conflict = Conflicts.find(geometry, Grid.of(BoxShape.CLASSIC, cells81));
            if (conflict.isPresent()) {
                return SolveResult.invalid(conflict.get().message());
            }
        }
        Grid first = count > 0 ? Grid.of(BoxShape.CLASSIC, solutionOut) : null;
        if (stoppedBy == NODE_BUDGET) {
            return SolveResult.outOfBudget(count, first, lastStats(), "node budget of " + limits.maxNodes());
        }
        if (stoppedBy == TIME_BUDGET) {
            return SolveResult.outOfBudget(count, first, lastStats(), "time budget of " + maxNanos / 1_000_000 + " ms");
        }
        return SolveResult.counted(count, first, lastStats());
    }

    private SolveStats lastStats() {
        return new SolveStats(guesses, nodes, lastNanos);
    }

    /**
     * Counts solutions up to {@code limit} without checking the givens first and without allocating: the
     * entry point for benchmarks and bulk work.
     *
     * @param cells81 81 values in reading order, 0 for empty and 1..9 for givens; not modified
     * @param limit stop after this many solutions (2 proves uniqueness)
     * @param solutionOut receives the first solution (values 1..9) when the count is positive; may be null
     * @return solutions found, at most {@code limit}; 0 also when two givens repeat a digit in a house
     * @throws IllegalArgumentException when {@code limit} is below 1 or a value is outside 0..9
     */
    public int countSolutions(byte[] cells81, int limit, byte[] solutionOut) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, got " + limit);
        }
        return (int) run(cells81, limit, Long.MAX_VALUE, false, 0, solutionOut);
    }

    /** Guesses made by the latest solve on this instance (definition in the class comment). */
    public long lastGuesses() {
        return guesses;
    }

    /** Nodes visited by the latest solve on this instance. */
    public long lastNodes() {
        return nodes;
    }

    private long run(byte[] givens, long limit, long maxNodes, boolean timed, long deadline, byte[] out) {
        guesses = 0;
        nodes = 0;
        stoppedBy = RAN_TO_END;
        final BandBoard board = this.board;
        final int[] stack = this.stack;
        if (!board.load(givens)) {
            return 0;
        }
        long count = 0;
        int depth = 0;
        while (true) {
            if (nodes >= maxNodes) {
                stoppedBy = NODE_BUDGET;
                return count;
            }
            nodes++;
            if (timed && (nodes & CLOCK_MASK) == 0 && System.nanoTime() - deadline > 0) {
                stoppedBy = TIME_BUDGET;
                return count;
            }
            if (board.propagate()) {
                if (board.solved()) {
                    if (count == 0 && out != null) {
                        board.writeSolution(out);
                    }
                    if (++count >= limit) {
                        return count;
                    }
                } else {
                    int cell = board.guessCell();
                    int digits = board.digitsAt(cell);
                    board.save(stack, depth * FRAME);
                    stackCell[depth] = cell;
                    stackDigits[depth] = digits & (digits - 1); // all but the lowest
                    depth++;
                    guesses++;
                    board.assign(Integer.numberOfTrailingZeros(digits), cell);
                    continue;
                }
            }
            // Backtrack to the deepest level with a digit left to try.
            if (depth == 0) {
                return count;
            }
            int top = depth - 1;
            int digits = stackDigits[top];
            board.restore(stack, top * FRAME);
            if ((digits & (digits - 1)) == 0) {
                depth = top;
            } else {
                stackDigits[top] = digits & (digits - 1);
                guesses++;
            }
            board.assign(Integer.numberOfTrailingZeros(digits), stackCell[top]);
        }
    }

    /*
     * Alternatives tried. Figures: thread CPU time, one thread, limit 2, best of 3-4 runs, on the first
     * 10,000 puzzles of forum_hardest_1905_11plus ("hard"), magictour_top1465 ("top") and the 17-clue
     * set, on a shared 2-core machine where repeated runs differ by up to 10%.
     *
     * - Branching cell. First two-candidate cell in reading order: 145 guesses/puzzle on hard, 8.4k/s.
     *   Last one: 131. First one in the band with the most two-candidate cells: 119; in the band with
     *   the most open cells: 116; with the fewest: 171. Most open peers: 82.9 (11.8k/s against 8.4k/s,
     *   top 10.4 guesses, 17-clue 0.69); ties broken by two-candidate peers, kept: 81.4 (top 9.8,
     *   17-clue 0.66). Counting box peers twice: 88; line peers twice: 95. Adding three-candidate
     *   peers at any weight: 82.7 to 86. Counting the peer candidates of both digits: 82.9 guesses but
     *   9.4k/s, the extra reads cost more than they save.
     * - Branching on a digit's configuration in a band (which box each of its three rows uses, six at
     *   most: tdoku's branching variable) instead of on a cell, whole hardest-1905 file: preferring a
     *   word with two configurations left to a two-candidate cell, 155 guesses/puzzle against 80.4 and
     *   half the speed; any word with the fewest configurations, 163; as tdoku chooses, the band with
     *   the fewest configurations over its nine digits, then its digit with the fewest, 98.4 (88.1
     *   when only a digit with two is taken, else a cell), 12k/s; only where no cell has two
     *   candidates left, 79.0 guesses at the same speed (15.1k-15.4k/s against 14.8k-15.5k/s in
     *   alternating runs), too little to keep. The configurations of a two-candidate cell's digits
     *   in its band as a last tie-break of the cell choice: 80.0 guesses, and slower for the counting;
     *   as a weight either way: 80.8-83.4.
     * - Column claiming across bands (step 3). Without it: 167 instead of 145 guesses (first-cell
     *   branching) and 7.7k/s instead of 8.5k/s on hard, 227k/s instead of 273k/s on 17-clue. Running it
     *   on every pass instead of only when singles run dry: same guesses, no faster.
     * - A full permutation table per stack (the column twin of BAND_ALLOWED): exactly the same guesses,
     *   since pointing plus claiming already reach every consequence of a 3x3 matching; only slower.
     * - Triad counting across digits (a row or column triad holds exactly three digits: when three are
     *   certain there, the others leave it; when only three can be there, each must be): 81.4 to 79.6
     *   guesses on hard, too little for a pass over 81 triads. Measured again with the counts bit-sliced
     *   over the nine digits, three bands to a word: at the root only, 17-clue puzzles solved without a
     *   guess go from 76.0% to 78.7%, tdoku's own figure (all 1,299 puzzles tdoku solved without a guess
     *   and this solver did not), at the same speed; at every node, 78.1 guesses on hard.
     * - Triad counting at every node together with tdoku's branching (the band or stack with the fewest
     *   configurations over its digits, then its digit with the fewest, each configuration tried in
     *   turn): 61.7 guesses on hard, 8.87 on top1465, 0.56 on 17-clue, tdoku's own counts (61.6, 8.94,
     *   0.57). So the gap in guesses is these two together; either alone does little or harm (the
     *   branching without the counting: 83-98). But a node then cost about 0.9 us against 0.67:
     *   counting the triads and the configurations (from each word's triad map and columns, a stack's
     *   configurations through a 512-entry table) took a quarter of the samples, and in four alternating
     *   pairs the whole was 0.96-0.97x on hard (17.6k-18.0k/s against 18.3k-18.6k/s), 0.89-0.92x on
     *   top1465 and 0.94-1.01x on 17-clue. Counting the triads once per node instead of to a fixed
     *   point: 67.4 guesses, no faster; keeping each word's triad map and columns up to date in step 1
     *   and saving them with a guess: slower (15.0k-15.4k/s); both only in the first 4 levels of the
     *   search: 67.1 guesses, 17.3k-17.4k/s (10 levels: 61.75, nearly every node). What it would need
     *   is cheaper bookkeeping still, such as tdoku's: the configurations held as state and narrowed as
     *   words change, instead of derived from every word at every node.
     * - That bookkeeping, tdoku's way, with the same counting and branching: per digit, its
     *   configurations in each band and in each stack (6 bits each, 18 ints more saved on a guess, 48
     *   in all), narrowed in step 1 only for the words it examines (the band's through a 512-entry table
     *   of the triad map step 1 already builds, the three stacks' through a 3x512 table of the word's
     *   columns: two loads and two ANDs a word); the count reads possible and certain triads from a
     *   64-entry table per band or stack, rows and columns bit-sliced in one long. Same guesses (61.74 /
     *   8.87 / 0.56; 123.8 nodes a hard puzzle against 161.1), a node 0.55-0.58 us against 0.43-0.44
     *   (nodes per thread-CPU second over the whole hard file), so the whole is even: 13.9k-14.6k/s
     *   against 14.1k-14.4k/s. In seven alternating pairs of `bench --runs 3` (load average 5-9 on the
     *   two cores): hard 0.75-1.33x (median 0.99x), top1465 0.81-1.09x (median 0.91x, slower in six),
     *   17-clue 0.84-1.45x (median 1.00x). Step 1 holds 63% of the samples (JFR, first form), the
     *   count 11%: the count at every fixed point and the larger saves eat what the fewer nodes save.
     *   Not kept.
     * - Finding the words to examine. A dirty mask filled by every writer, with a branch-free "changed"
     *   test per write, walked in rounds (the words narrowed in a round form the next one): 13.3k/s on
     *   hard, 80k/s on top, 300k/s on 17-clue. The same mask walked one word at a time: about 5% slower.
     *   The kept scan with unconditional clearing: 13.6k-14.3k/s, 87k/s, 340k-350k/s. The scan with a
     *   branch to clear placed cells only when new: no faster than the dirty mask. One test per digit
     *   (three words at once) before testing words: 11.8k/s against 14.1k/s. The 27 words as 27
     *   inlined calls with constant indices: 11.3k/s against 13.8k/s. A loop over digits calling one
     *   inlined method per band with the band constant: within the noise (hard 13.6k/s against 13.8k/s,
     *   17-clue 372k/s against 365k/s), so the plain loop stays. Examining the three bands of one digit
     *   until they settle before the next digit: slower by 12%. Kept since: the scan in rounds, each first
     *   finding the words that differ from their copies as a mask without a branch, then examining those
     *   (counted on hard: 3.8 passes over the 27 words a node, 13.7 words examined, so the old per-word
     *   test mispredicted often): in three alternating pairs of bench, hard 16.96k-17.25k/s against
     *   15.71k-15.79k/s, top1465 105.7k-106.0k/s against 96.2k-98.5k/s, 17-clue 412k-415k/s against
     *   363k-391k/s; the same guesses and nodes. One round over the words followed by the naked singles,
     *   instead of step 1 to its fixed point first (a contradiction found by the count sooner): 0.88x.
     *   Each round's mask taken only over the words the round before may have changed (partners, and the
     *   band's nine when a cell was newly placed), sparing the last round's full scan: 0.84-0.96x.
     * - Failed-literal probing (each two-candidate cell's digits tried, one whose propagation fails ruled
     *   out) in the first levels of the search: first level only 76.0 guesses on hard and 0.89x the
     *   speed; two levels 56.7 guesses, 0.64x; every level 14.0 guesses, 0.44x.
     * - Strong links of a two-candidate cell's digits (row, box or column with two places) in the choice
     *   of the branching cell, first or as a tie-break, either sign: 81.7 to 121.8 guesses, never fewer.
     * - With the dirty mask: one 512-entry table giving both the boxes and the lone cell of a row, read
     *   before the mask, with the word examined again when the mask narrows it: 11.7k/s against 13.3k/s
     *   on hard, 250k/s against 300k/s on 17-clue. Masking the top row with 0x1FF so the JIT may drop a
     *   bounds check: 12.3k/s against 13.2k/s.
     */
}
