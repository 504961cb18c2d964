package dev.sudoku.logic.forcing;

import dev.sudoku.logic.ThreadLocals;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * Threads lent to the chaining searches that a piece of work runs on the calling thread: a search for the
 * first step of a dynamic or nested producer then shares its cells out between the calling thread and up to
 * {@code helpers} tasks run by the executor ({@link SharedCellSearch}). The step found is the same; only the
 * wall time changes. For a server answering one hint or one explanation at a time on a machine of several
 * cores, where the hardest steps take a few tenths of a second on one.
 *
 * <pre>{@code
 * Hint hint = ChainHelpers.lend(pool, 1, () -> hinter.hint(values, grid));
 * }</pre>
 *
 * <p>The loan lives in a {@link ThreadLocal}, like {@link dev.sudoku.logic.SearchBudget}'s deadline, which
 * the helpers work under too. A helper task that starts after the search has ended does nothing, so a busy
 * executor only means the calling thread does the work alone; an executor that refuses a task, the same.
 */
public final class ChainHelpers {
    private static final ThreadLocal<Loan> CURRENT = new ThreadLocal<>();

    /** What is lent: where helper tasks run, and how many one search may start. */
    public record Loan(Executor executor, int helpers) {}

    private ChainHelpers() {}

    /**
     * Runs {@code work} on this thread, its chaining searches helped by up to {@code helpers} tasks on
     * {@code executor}; the previous loan, if any, is back in force afterwards.
     */
    public static <T> T lend(Executor executor, int helpers, Supplier<T> work) {
        Objects.requireNonNull(executor, "executor");
        Objects.requireNonNull(work, "work");
        if (helpers < 1) {
            throw new IllegalArgumentException("at least one helper is lent, not " + helpers);
        }
        return ThreadLocals.within(CURRENT, new Loan(executor, helpers), work);
    }

    /** The loan in force on this thread, if any. */
    public static Optional<Loan> current() {
        return Optional.ofNullable(CURRENT.get());
    }
}
