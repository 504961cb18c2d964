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
 * The opening every variant report shares (solve in each mode, explain, hint, rate): where the entry was
 * read, the mode, its variant, puzzle and rules beyond the givens, or why the entry did not read; and, for
 * the logic commands, the exact verdict that must be one solution before logic runs, as the classic
 * commands check it. With a time limit, the exact check stops when it runs out (TIMEOUT), and the logic
 * runs within what is left of it.
 */
final class VariantReports {
    private VariantReports() {}

    /** What a command does with a puzzle that reads: fills and finishes its report. */
    @FunctionalInterface
    interface Work {
        Report finish(Report.Builder report, VariantPuzzle puzzle, long startNanos);
    }

    /** What a logic command does with a puzzle of one solution: fills and finishes its report. */
    @FunctionalInterface
    interface Logic {
        /** Finishes the report of {@code puzzle}, whose one solution is {@code solution}. */
        Report finish(Report.Builder report, VariantPuzzle puzzle, int[] solution, long startNanos);
    }

    /**
     * Runs {@code logic} on the entry when it reads and has exactly one solution; else the INVALID,
     * MULTIPLE, NONE or TIMEOUT report says why not. For views without a mode.
     */
    static Report run(View view, Origin origin, String variant, VariantEntry entry, Logic logic) {
        return run(view, origin, variant, entry, Optional.empty(), "logic did not finish within ", logic);
    }

    /**
     * As above, within {@code limit}: TIMEOUT when the exact check or the logic runs out of it, the logic's
     * error being {@code outOfTime} and the limit, in the words of the classic command
     * ({@code the rating did not finish within 2 s}).
     */
    static Report run(
            View view,
            Origin origin,
            String variant,
            VariantEntry entry,
            Optional<TimeLimit> limit,
            String outOfTime,
            Logic logic) {
        return read(view, origin, null, variant, entry, (report, puzzle, start) -> {
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
                // An interrupted run is not a budget run out: it stops the run, as the classic rating does.
                if (e.interrupted()) {
                    throw e;
                }
                return report.status(ResultStatus.TIMEOUT)
                        .with(Field.MICROS, Reports.microsSince(start))
                        .with(Field.ERROR, outOfTime + limit.get())
                        .build();
            }
        });
    }

    /**
     * Runs {@code work} on the entry when it reads, with the report begun (the puzzle's fields filled);
     * else the INVALID report names the line and column at fault.
     *
     * @param mode the {@code mode} word, or null for a view without one
     */
    static Report read(View view, Origin origin, String mode, String variant, VariantEntry entry, Work work) {
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
}
