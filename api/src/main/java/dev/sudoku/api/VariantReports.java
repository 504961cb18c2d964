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
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import java.util.Optional;

/**
 * The opening of the logic reports on variants (explain, hint, rate): where the entry was read, its
 * variant, puzzle, regions and marks; and the exact verdict that must be one solution before logic runs, as
 * the classic commands check it. With a time limit, the exact check stops when it runs out (TIMEOUT), and
 * the logic runs within what is left of it.
 */
final class VariantReports {
    private VariantReports() {}

    /** What a logic command does with a puzzle of one solution: fills and finishes its report. */
    @FunctionalInterface
    interface Logic {
        /** Finishes the report of {@code puzzle}, whose one solution is {@code solution}. */
        Report finish(Report.Builder report, VariantPuzzle puzzle, int[] solution, long startNanos);
    }

    /**
     * Runs {@code logic} on the entry when it reads and has exactly one solution; else the INVALID,
     * MULTIPLE, NONE or TIMEOUT report says why not.
     */
    static Report run(View view, Origin origin, String variant, VariantEntry entry, Logic logic) {
        return run(view, origin, variant, entry, Optional.empty(), logic);
    }

    /** As above, within {@code limit}: TIMEOUT when the exact check or the logic runs out of it. */
    static Report run(
            View view, Origin origin, String variant, VariantEntry entry, Optional<TimeLimit> limit, Logic logic) {
        long start = System.nanoTime();
        if (entry instanceof VariantEntry.Malformed bad) {
            return unreadable(view, origin, variant, bad);
        }
        VariantPuzzle puzzle = ((VariantEntry.Puzzle) entry).puzzle();
        Report.Builder report = start(view, origin, variant, puzzle);
        SolveLimits exact = limit.map(time ->
                        SolveLimits.UNIQUENESS.withMaxNanos(time.duration().toNanos()))
                .orElse(SolveLimits.UNIQUENESS);
        RuleSolveResult verdict = new RuleSolver().solve(puzzle, exact);
        if (verdict.status() != Status.SOLVED) {
            String message = verdict.status() == Status.UNKNOWN && limit.isPresent()
                    ? "the uniqueness check did not finish within " + limit.get()
                    : verdict.message();
            return ExactOutcome.finish(report, verdict.status(), verdict.solutionCount(), exact, message, "");
        }
        int[] solution = verdict.solution().orElseThrow();
        long deadline = start + limit.map(time -> time.duration().toNanos()).orElse(0L);
        try {
            return limit.isEmpty()
                    ? logic.finish(report, puzzle, solution, start)
                    : SearchBudget.until(deadline, () -> logic.finish(report, puzzle, solution, start));
        } catch (SearchCancelledException e) {
            return report.status(ResultStatus.TIMEOUT)
                    .with(Field.MICROS, Reports.microsSince(start))
                    .with(Field.ERROR, "logic did not finish within " + limit.get())
                    .build();
        }
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
}
