package dev.sudoku.core.solve;

/**
 * The node and time budget of one solve, shared by the search loops of this package.
 *
 * <p>Nodes are counted exactly; the clock is read only once every {@value #CLOCK_INTERVAL} nodes because
 * {@link System#nanoTime()} costs as much as visiting a small node, so a time budget may be overrun by up
 * to that many nodes.
 */
final class Budget {
    private static final int CLOCK_INTERVAL = 1024;

    private final long maxNodes;
    private final long maxNanos;
    private final long startNanos;
    private long nodes;
    private boolean outOfTime;

    Budget(SolveLimits limits, long startNanos) {
        this.maxNodes = limits.maxNodes();
        this.maxNanos = limits.maxNanos();
        this.startNanos = startNanos;
    }

    /**
     * Counts one more search node. Returns false, without counting it, when the node budget is used up or
     * the time budget has run out; the search must then stop.
     */
    boolean enterNode() {
        if (nodes >= maxNodes) {
            return false;
        }
        if (nodes % CLOCK_INTERVAL == CLOCK_INTERVAL - 1
                && maxNanos != Long.MAX_VALUE
                && System.nanoTime() - startNanos >= maxNanos) {
            outOfTime = true;
            return false;
        }
        nodes++;
        return true;
    }

    /** Nodes counted so far. */
    long nodes() {
        return nodes;
    }

    /** Wall time since the solve started. */
    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    /** Names the budget that stopped the search, for example {@code node budget of 1000000}. */
    String description() {
        return outOfTime ? "time budget of " + duration(maxNanos) : "node budget of " + maxNodes;
    }

    /** Whole milliseconds when exact (the usual case), otherwise the finest exact unit. */
    static String duration(long nanos) {
        if (nanos % 1_000_000 == 0) {
            return nanos / 1_000_000 + " ms";
        }
        if (nanos % 1_000 == 0) {
            return nanos / 1_000 + " us";
        }
        return nanos + " ns";
    }
}
