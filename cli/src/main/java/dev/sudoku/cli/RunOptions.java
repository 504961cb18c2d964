package dev.sudoku.cli;

import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.TimeLimit;
import java.util.Optional;
import picocli.CommandLine.Option;

/** The options of every command that works through entries: threads, time budget, progress. */
final class RunOptions {
    @Option(names = "--threads", paramLabel = "N", description = "Worker threads. Default: all cores.")
    Integer threads;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            description = "Budget of each entry, in seconds, or 'none'. An entry that does not finish in time is"
                    + " reported as TIMEOUT and the run goes on (explain keeps the steps reached; print leaves the"
                    + " puzzle out of its booklet). Default: ${DEFAULT-VALUE}.")
    String timeLimit = "60"; // picocli's default too: a field's initial value is its option's default

    @Option(
            names = "--no-progress",
            description = "Never draw the progress line (drawn on standard error when it is a terminal and a run"
                    + " lasts more than a second).")
    boolean noProgress;

    /** The worker threads: all cores unless given, at least one. */
    int threads() {
        return threads(threads);
    }

    /** A {@code --threads} value: all cores when absent; outside 1 to the runs' bound is a usage error. */
    static int threads(Integer threads) {
        if (threads == null) {
            return Math.min(Runtime.getRuntime().availableProcessors(), OrderedParallel.MAX_THREADS);
        }
        if (threads < 1 || threads > OrderedParallel.MAX_THREADS) {
            throw new UsageException("--threads must be from 1 to " + OrderedParallel.MAX_THREADS + ", not " + threads);
        }
        return threads;
    }

    /** The time budget of each entry, empty for none. */
    Optional<TimeLimit> timeLimit() {
        if (timeLimit.equalsIgnoreCase("none")) {
            return Optional.empty();
        }
        try {
            return Optional.of(TimeLimit.ofSeconds(Double.parseDouble(timeLimit)));
        } catch (IllegalArgumentException e) {
            throw badTimeLimit(timeLimit);
        }
    }

    /** The refusal of a {@code --time-limit} that is neither a budget nor {@code none}, for every command. */
    static UsageException badTimeLimit(String value) {
        return new UsageException("--time-limit must be a positive number of seconds up to " + TimeLimit.MAX_SECONDS
                + " or 'none', not '" + value + "'");
    }
}
