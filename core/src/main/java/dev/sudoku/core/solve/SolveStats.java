package dev.sudoku.core.solve;

/**
 * What a solve cost.
 *
 * @param guesses branches taken at a cell or digit with more than one choice, counting every
 *     alternative tried after the first (tdoku's definition: a puzzle solved by propagation alone has 0)
 * @param nodes search states visited
 * @param nanos wall time of the solve
 */
public record SolveStats(long guesses, long nodes, long nanos) {
    public static final SolveStats NONE = new SolveStats(0, 0, 0);

    public long micros() {
        return nanos / 1000;
    }
}
