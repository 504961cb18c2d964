package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;
import java.util.Optional;

/**
 * The opening every variant report shares (solve in each mode, explain, hint, rate): where the entry was
 * read, the mode, its variant, puzzle and rules beyond the givens, or why the entry did not read; and, for
 * the logic commands, the exact verdict that must be one solution before logic runs, as the classic
 * commands check it.
 */
final class VariantReports {
    private VariantReports() {}

    /** What a command does with a puzzle that reads: fills and finishes its report. */
    @FunctionalInterface
    interface Logic {
        Report finish(Report.Builder report, VariantPuzzle puzzle, long startNanos);
    }

    /**
     * Runs {@code logic} on the entry when it reads and has exactly one solution; else the INVALID,
     * MULTIPLE, NONE or TIMEOUT report says why not. For views without a mode.
     */
    static Report run(View view, Origin origin, String variant, VariantEntry entry, Logic logic) {
        return read(view, origin, null, variant, entry, (report, puzzle, start) -> {
            Optional<Report> refused = refusal(report, puzzle);
            return refused.isPresent() ? refused.get() : logic.finish(report, puzzle, start);
        });
    }

    /**
     * Runs {@code work} on the entry when it reads, with the report begun (the puzzle's fields filled);
     * else the INVALID report names the line and column at fault.
     *
     * @param mode the {@code mode} word, or null for a view without one
     */
    static Report read(View view, Origin origin, String mode, String variant, VariantEntry entry, Logic work) {
        long start = System.nanoTime();
        Report.Builder report =
                Report.of(view).with(Field.FILE, origin.source()).with(Field.LINE, origin.lineOrNull());
        if (mode != null) {
            report.with(Field.MODE, mode);
        }
        report.with(Field.VARIANT, variant);
        if (entry instanceof VariantEntry.Malformed bad) {
            // The line at fault, which for a killer's sums or a jigsaw's map is not the entry's first.
            return report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, bad.located())
                    .build();
        }
        VariantPuzzle puzzle = ((VariantEntry.Puzzle) entry).puzzle();
        return work.finish(RuleFields.of(report.with(Field.PUZZLE, puzzle.line()), puzzle.rules()), puzzle, start);
    }

    /**
     * The finished report when the puzzle has not exactly one solution (MULTIPLE, NONE, INVALID,
     * TIMEOUT); empty when it has one and logic may run.
     */
    private static Optional<Report> refusal(Report.Builder report, VariantPuzzle puzzle) {
        RuleSolveResult exact = new RuleSolver().solve(puzzle, SolveLimits.UNIQUENESS);
        if (exact.status() == Status.SOLVED) {
            return Optional.empty();
        }
        return Optional.of(ExactOutcome.finish(
                report, exact.status(), exact.solutionCount(), SolveLimits.UNIQUENESS, exact.message(), ""));
    }
}
