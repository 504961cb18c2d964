package dev.sudoku.cli;

import dev.sudoku.api.TimeLimit;
import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.ShapeChoice;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import picocli.CommandLine.Option;

/** The options of the commands that make puzzles ({@code generate}, {@code bank fill}): how many, what shape. */
final class MakingOptions {
    @Option(names = "--count", defaultValue = "1", paramLabel = "N", description = "How many puzzles (default 1).")
    long count;

    @Option(names = "--size", paramLabel = "N", description = "Grid side (default 9, or from --box).")
    Integer size;

    @Option(names = "--box", paramLabel = "RxC", description = "Box shape; default from the side.")
    String box;

    @Option(
            names = "--seed",
            paramLabel = "S",
            description = "Seed of the run, 0 to 2^53-1 (default: random, printed in JSON). It picks the solution"
                    + " grids, not the level: the same seed at two levels gives puzzles of the same grids; give"
                    + " each level its own seed.")
    Long seed;

    @Option(
            names = "--time-limit",
            defaultValue = "60",
            paramLabel = "SECONDS",
            description = "Budget of each puzzle (default 60); the run stops at the first puzzle not found in time.")
    double timeLimit;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads. Default: all cores.")
    Integer threads;

    /** Refuses a count below one, a seed the HTTP API would refuse, or a time limit that is not positive. */
    void check() {
        if (count < 1) {
            throw new UsageException("--count must be at least 1, not " + count);
        }
        if (seed != null && (seed < 0 || seed > Seeds.MASK)) {
            // The HTTP API takes the same range, so a run of the command line can be repeated in the page.
            throw new UsageException("--seed must be a whole number from 0 to " + Seeds.MASK + ", not " + seed);
        }
        // Below a nanosecond a budget is no time at all (a Duration of zero), refused as zero is.
        if (!(timeLimit >= 1e-9) || timeLimit > TimeLimit.MAX_SECONDS) {
            throw new UsageException("--time-limit must be a positive number of seconds up to " + TimeLimit.MAX_SECONDS
                    + ", not " + seconds(timeLimit));
        }
    }

    /** Whether --size or --box was given. */
    boolean shapeGiven() {
        return size != null || box != null;
    }

    /** The shape from --size and --box (9x9 when neither); an IllegalArgumentException says what is wrong. */
    BoxShape shape() {
        return ShapeChoice.of(
                size == null ? OptionalInt.empty() : OptionalInt.of(BoxOption.side(size)),
                Optional.ofNullable(box).map(BoxOption::read),
                "--size",
                "--box");
    }

    /** The run's seed: --seed, else a random one. */
    long seed() {
        return seed != null ? seed : new SecureRandom().nextLong() & Seeds.MASK;
    }

    Duration timeLimit() {
        return Duration.ofNanos((long) (timeLimit * 1e9));
    }

    int threads() {
        return RunOptions.threads(threads);
    }

    /** Seconds as they were most likely typed: {@code 0}, not {@code 0.0}. */
    private static String seconds(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? String.valueOf((long) value)
                : String.valueOf(value);
    }
}
