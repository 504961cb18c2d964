package dev.sudoku.logic;

import java.util.function.Supplier;

/** A thread-local value in force for one piece of work, as the per-thread settings of the searches use. */
public final class ThreadLocals {
    private ThreadLocals() {}

    /**
     * Runs {@code work} with {@code local} set to {@code value} on this thread, and puts back what was there
     * before (nothing, or the outer value) however the work ends.
     */
    public static <T, R> R within(ThreadLocal<T> local, T value, Supplier<R> work) {
        T outer = local.get();
        local.set(value);
        try {
            return work.get();
        } finally {
            if (outer == null) {
                local.remove();
            } else {
                local.set(outer);
            }
        }
    }
}
