package dev.sudoku.api;

import dev.sudoku.logic.SearchBudget;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The time budget of one entry's work.
 *
 * @param duration how long the work may take
 */
public record TimeLimit(Duration duration) {
    /**
     * The longest limit, in seconds (about eleven days): every option that takes a time says this bound, and
     * any longer would overflow as nanoseconds once it is given in milliseconds.
     */
    public static final long MAX_SECONDS = 1_000_000;

    public TimeLimit {
        Objects.requireNonNull(duration, "duration");
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("a time limit must be positive, got " + duration);
        }
    }

    public static TimeLimit ofSeconds(double seconds) {
        if (!(seconds > 0) || seconds > MAX_SECONDS) {
            throw new IllegalArgumentException("a time limit is a positive number of seconds up to " + MAX_SECONDS
                    + ", got "
                    + BigDecimal.valueOf(seconds).toPlainString());
        }
        return new TimeLimit(Duration.ofNanos((long) (seconds * 1e9)));
    }

    /** Runs the work within the limit when there is one, else as it is. */
    public static <T> T within(Optional<TimeLimit> limit, Supplier<T> work) {
        return limit.isEmpty() ? work.get() : limit.get().run(work);
    }

    /** Runs the work within the budget; {@link dev.sudoku.logic.SearchCancelledException} when it runs out. */
    public <T> T run(Supplier<T> work) {
        return SearchBudget.within(duration, work);
    }

    /** As people read it, with a point whatever the locale: {@code 2 s}, {@code 0.25 s}. */
    @Override
    public String toString() {
        return BigDecimal.valueOf(duration.toNanos(), 9).stripTrailingZeros().toPlainString() + " s";
    }
}
