package dev.sudoku.logic;

/**
 * A search stopped by {@link SearchBudget#check()}: its time budget ran out, or its thread was interrupted
 * (whose interrupt flag is then still set). The work it interrupted left nothing behind: searches keep
 * their state in the call, so the same object may be used again at once.
 */
public final class SearchCancelledException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean interrupted;

    private SearchCancelledException(String message, boolean interrupted) {
        super(message);
        this.interrupted = interrupted;
    }

    static SearchCancelledException onInterrupt() {
        return new SearchCancelledException("the search was cancelled: its thread was interrupted", true);
    }

    static SearchCancelledException outOfTime(long budgetNanos) {
        return new SearchCancelledException(
                budgetNanos < 0
                        ? "the time budget of the search ran out"
                        : "the time budget of " + duration(budgetNanos) + " ran out",
                false);
    }

    /** True when the thread was interrupted, false when the time budget ran out. */
    public boolean interrupted() {
        return interrupted;
    }

    /** Whole milliseconds when at least one, else microseconds. */
    private static String duration(long nanos) {
        return nanos >= 1_000_000 ? nanos / 1_000_000 + " ms" : nanos / 1_000 + " us";
    }
}
