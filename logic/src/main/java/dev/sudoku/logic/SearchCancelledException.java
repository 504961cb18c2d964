package dev.sudoku.logic;

/**
 * A search stopped by {@link SearchBudget#check()}: its time budget ran out, its thread was interrupted
 * (whose interrupt flag is then still set), or its result is no longer wanted. The work it interrupted left nothing behind: searches keep
 * their state in the call, so the same object may be used again at once.
 */
public final class SearchCancelledException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean interrupted;
    private final boolean abandoned;

    private SearchCancelledException(String message, boolean interrupted, boolean abandoned) {
        super(message);
        this.interrupted = interrupted;
        this.abandoned = abandoned;
    }

    static SearchCancelledException onInterrupt() {
        return new SearchCancelledException("the search was cancelled: its thread was interrupted", true, false);
    }

    static SearchCancelledException onAbandon() {
        return new SearchCancelledException("the search was stopped: its result is no longer wanted", false, true);
    }

    static SearchCancelledException outOfTime(long budgetNanos) {
        return new SearchCancelledException(
                budgetNanos < 0
                        ? "the time budget of the search ran out"
                        : "the time budget of " + duration(budgetNanos) + " ran out",
                false,
                false);
    }

    /** True when the thread was interrupted. */
    public boolean interrupted() {
        return interrupted;
    }

    /** True when the result was no longer wanted ({@link SearchBudget#untilAbandoned}). */
    public boolean abandoned() {
        return abandoned;
    }

    /** Whole milliseconds when at least one, else microseconds. */
    private static String duration(long nanos) {
        return nanos >= 1_000_000 ? nanos / 1_000_000 + " ms" : nanos / 1_000 + " us";
    }
}
