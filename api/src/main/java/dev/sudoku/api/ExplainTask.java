package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Explanation;
import dev.sudoku.logic.LogicalSolution;
import dev.sudoku.logic.StepListener;
import java.util.Optional;

/**
 * {@code explain}: the whole logical path of a puzzle, step by step, within the time budget. Statuses:
 * SOLVED (logic filled the grid), STUCK (logic ran out, the position reached is given), NONE or MULTIPLE
 * (the exact verdict; logic went as far as it could), INVALID, TIMEOUT. One per thread.
 */
public final class ExplainTask extends PuzzleTask {
    private final Explainer explainer;
    private final Optional<TimeLimit> limit;
    private final GridText text;
    private final ProgressListener progress;

    public ExplainTask(Catalogue catalogue, Optional<TimeLimit> limit, GridText text) {
        this(catalogue, limit, text, ProgressListener.NONE);
    }

    /** As above, telling {@code progress} of each step as the explanation goes. */
    public ExplainTask(Catalogue catalogue, Optional<TimeLimit> limit, GridText text, ProgressListener progress) {
        this.explainer = new Explainer(catalogue);
        this.limit = limit;
        this.text = text;
        this.progress = progress;
    }

    @Override
    public View view() {
        return View.EXPLAIN;
    }

    @Override
    Report runPuzzle(Origin origin, Grid puzzle) {
        long start = System.nanoTime();
        Report.Builder report = Reports.start(View.EXPLAIN, origin, puzzle, text);
        StepListener listener = (number, step) -> progress.stepsTaken(origin, number);
        // The explainer keeps what it reached when the budget ends, so the steps so far are reported.
        Explanation explanation = TimeLimit.within(limit, () -> explainer.explain(puzzle, listener));
        report.with(Field.MICROS, Reports.microsSince(start));
        if (explanation.solution().isEmpty()) {
            return explanation.timedOut()
                    ? report.status(ResultStatus.TIMEOUT)
                            .with(Field.ERROR, "the uniqueness check did not finish within " + budget())
                            .build()
                    : report.status(ResultStatus.INVALID)
                            .with(Field.ERROR, text.clash(puzzle, explanation.message()))
                            .build();
        }
        LogicalSolution solution = explanation.solution().get();
        Symbols symbols = text.symbols(puzzle.size());
        StepReports steps = new StepReports(symbols);
        report.with(Field.UNIQUENESS, explanation.uniquenessUsed())
                .with(Field.STEPS, solution.steps().stream().map(steps::of).toList())
                .with(Field.STEP_COUNT, solution.steps().size())
                .with(Field.COUNTS, Reports.counts(solution.steps()))
                .with(Field.CYCLES, explanation.cycles())
                .with(Field.GRID, text.line(solution.grid()))
                .with(
                        Field.CONTRADICTION,
                        explanation
                                .contradictionFound()
                                .map(c -> c.describe(symbols))
                                .orElse(null));
        if (!solution.solved()) {
            report.with(Field.CANDIDATES, Positions.candidateLine(solution.grid(), solution.candidateMasks()));
        }
        explanation.exactSolution().ifPresent(known -> report.with(Field.SOLUTION, text.line(known)));
        switch (explanation.status()) {
            case SOLVED -> report.with(Field.SOLUTIONS, 1L);
            case MULTIPLE -> report.with(Field.SOLUTIONS, 2L);
            case NONE -> report.with(Field.SOLUTIONS, 0L);
            default -> {}
        }
        if (solution.timedOut()) {
            return report.status(ResultStatus.TIMEOUT)
                    .with(
                            Field.ERROR,
                            "the explanation did not finish within " + budget() + " ("
                                    + solution.steps().size() + " steps found)")
                    .build();
        }
        return switch (explanation.status()) {
            case SOLVED -> solution.solved()
                    ? report.status(ResultStatus.SOLVED)
                            .with(Field.SOLUTION, text.line(solution.grid()))
                            .build()
                    : report.status(ResultStatus.STUCK)
                            .with(
                                    Field.ERROR,
                                    "logic stops after " + solution.steps().size() + " steps")
                            .build();
            case MULTIPLE -> report.status(ResultStatus.MULTIPLE)
                    .with(Field.ERROR, "more than one solution, so uniqueness techniques are off")
                    .build();
            case NONE -> report.status(ResultStatus.NONE)
                    .with(Field.ERROR, "no solution")
                    .build();
            default -> report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, text.clash(puzzle, explanation.message()))
                    .build();
        };
    }

    private String budget() {
        return limit.map(TimeLimit::toString).orElse("the time budget");
    }
}
