package dev.sudoku.core.solve;

/**
 * How far a solve may go.
 *
 * @param maxSolutions stop after finding this many solutions (2 proves uniqueness; 1 finds any solution)
 * @param maxNodes stop with {@link Status#UNKNOWN} after this many search nodes (guesses and forced moves)
 * @param maxNanos stop with {@link Status#UNKNOWN} after this much wall time
 */
public record SolveLimits(long maxSolutions, long maxNodes, long maxNanos) {
    /** Prove uniqueness, no budget. */
    public static final SolveLimits UNIQUENESS = new SolveLimits(2, Long.MAX_VALUE, Long.MAX_VALUE);

    public SolveLimits {
        if (maxSolutions < 1) {
            throw new IllegalArgumentException("maxSolutions must be at least 1, got " + maxSolutions);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("maxNodes must be positive, got " + maxNodes);
        }
        if (maxNanos < 1) {
            throw new IllegalArgumentException("maxNanos must be positive, got " + maxNanos);
        }
    }

    /** Count solutions up to {@code max}, no budget. */
    public static SolveLimits countUpTo(long max) {
        return new SolveLimits(max, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    public SolveLimits withMaxNodes(long nodes) {
        return new SolveLimits(maxSolutions, nodes, maxNanos);
    }

    public SolveLimits withMaxNanos(long nanos) {
        return new SolveLimits(maxSolutions, maxNodes, nanos);
    }

    /** True when neither budget is set. */
    public boolean unbounded() {
        return maxNodes == Long.MAX_VALUE && maxNanos == Long.MAX_VALUE;
    }
}
