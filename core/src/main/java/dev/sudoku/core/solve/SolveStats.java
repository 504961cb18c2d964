package dev.sudoku.core.solve;

/**
 * What a solve cost.
 *
 * @param guesses values tried at a branching point while other values there remained untried (the
 *     definition of the published fast solvers, so guesses per puzzle compare directly: a puzzle solved
 *     by propagation alone has 0, a fully explored two-candidate cell counts 1)
 * @param nodes search states visited
 * @param nanos wall time of the solve
 */
public record SolveStats(long guesses, long nodes, long nanos) {
    public static final SolveStats NONE = new SolveStats(0, 0, 0);

    public long micros() {
        return nanos / 1000;
    }
}
