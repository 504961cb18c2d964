package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;

/** An exact solver's outcome in report words: the status, the count of solutions and the reason. */
final class ExactOutcome {
    private ExactOutcome() {}

    /**
     * Finishes {@code report} with the outcome; {@code noneReason} follows "no solution" (empty, or ": "
     * and why), {@code message} is the solver's reason for INVALID and UNKNOWN.
     */
    static Report finish(
            Report.Builder report,
            Status status,
            long solutions,
            SolveLimits limits,
            String message,
            String noneReason) {
        return switch (status) {
            case SOLVED -> report.status(ResultStatus.SOLVED)
                    .with(Field.SOLUTIONS, 1L)
                    .build();
            case MULTIPLE -> report.status(ResultStatus.MULTIPLE)
                    .with(Field.SOLUTIONS, solutions)
                    .with(
                            Field.ERROR,
                            solutions >= limits.maxSolutions()
                                    ? "at least " + solutions + " solutions"
                                    : solutions + " solutions")
                    .build();
            case NONE -> report.status(ResultStatus.NONE)
                    .with(Field.SOLUTIONS, 0L)
                    .with(Field.ERROR, "no solution" + noneReason)
                    .build();
            case INVALID -> report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, message)
                    .build();
            case UNKNOWN -> report.status(ResultStatus.TIMEOUT)
                    .with(Field.ERROR, message)
                    .build();
        };
    }
}
