package dev.sudoku.cli;

import dev.sudoku.api.TimeLimit;

/** {@code sudoku batch --time-limit}: the budget of each puzzle, checked once for every job and engine. */
final class BatchTimeLimit {
    private BatchTimeLimit() {}

    /** The budget in seconds, 0 for {@code none}; anything else that is not a valid budget is a usage error. */
    static double seconds(String timeLimit) {
        if (timeLimit.equalsIgnoreCase("none")) {
            return 0;
        }
        try {
            double seconds = Double.parseDouble(timeLimit);
            // The budget every job's workers use, so its range is checked here once for all of them.
            TimeLimit.ofSeconds(seconds);
            return seconds;
        } catch (IllegalArgumentException e) {
            throw RunOptions.badTimeLimit(timeLimit);
        }
    }
}
