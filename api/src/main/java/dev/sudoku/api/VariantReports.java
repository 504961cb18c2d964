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
 * The opening of the logic reports on variants (explain, rate): where the entry was read, its variant,
 * puzzle, regions and marks; and the exact verdict that must be one solution before logic runs, as the
 * classic commands check it.
 */
final class VariantReports {
    private VariantReports() {}

    /** What a logic command does with a puzzle of one solution: fills and finishes its report. */
    @FunctionalInterface
    interface Logic {
        Report finish(Report.Builder report, VariantPuzzle puzzle, long startNanos);
    }

    /**
     * Runs {@code logic} on the entry when it reads and has exactly one solution; else the INVALID,
     * MULTIPLE, NONE or TIMEOUT report says why not.
     */
    static Report run(View view, Origin origin, String variant, VariantEntry entry, Logic logic) {
        long start = System.nanoTime();
        if (entry instanceof VariantEntry.Malformed bad) {
            return unreadable(view, origin, variant, bad);
        }
        VariantPuzzle puzzle = ((VariantEntry.Puzzle) entry).puzzle();
        Report.Builder report = start(view, origin, variant, puzzle);
        Optional<Report> refused = refusal(report, puzzle);
        return refused.isPresent() ? refused.get() : logic.finish(report, puzzle, start);
    }

    /** The report of an entry that did not read: INVALID, naming its line and column. */
    private static Report unreadable(View view, Origin origin, String variant, VariantEntry.Malformed bad) {
        String where = "line " + bad.line() + (bad.column() > 0 ? ", column " + bad.column() : "");
        return Report.of(view)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .with(Field.VARIANT, variant)
                .status(ResultStatus.INVALID)
                .with(Field.ERROR, where + ": " + bad.message())
                .build();
    }

    /** A report of {@code view} with the puzzle's own fields filled. */
    private static Report.Builder start(View view, Origin origin, String variant, VariantPuzzle puzzle) {
        Report.Builder report = Report.of(view)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .with(Field.VARIANT, variant)
                .with(Field.PUZZLE, puzzle.line());
        return RuleFields.of(report, puzzle.rules());
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
