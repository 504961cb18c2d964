package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Explanation;
import dev.sudoku.logic.LogicalSolution;
import dev.sudoku.logic.SearchCancelledException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * {@code explain}: the whole logical path of a puzzle, step by step, within the time budget. Statuses:
 * SOLVED (logic filled the grid), STUCK (logic ran out, the position reached is given), NONE or MULTIPLE
 * (the exact verdict; logic went as far as it could), INVALID, TIMEOUT. One per thread.
 */
public final class ExplainTask implements EntryTask {
    private final Explainer explainer;
    private final Optional<TimeLimit> limit;
    private final GridText text;

    public ExplainTask(Catalogue catalogue, Optional<TimeLimit> limit, GridText text) {
        this.explainer = new Explainer(catalogue);
        this.limit = limit;
        this.text = text;
    }

    @Override
    public View view() {
        return View.EXPLAIN;
    }

    @Override
    public Report run(Origin origin, Entry entry) {
        if (entry instanceof Entry.Malformed bad) {
            return Reports.unreadable(View.EXPLAIN, origin, bad);
        }
        long start = System.nanoTime();
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        Report.Builder report = Reports.start(View.EXPLAIN, origin, puzzle, text);
        Explanation explanation;
        try {
            explanation =
                    limit.isEmpty() ? explainer.explain(puzzle) : limit.get().run(() -> explainer.explain(puzzle));
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return report.status(ResultStatus.TIMEOUT)
                    .with(Field.ERROR, "the explanation did not finish within " + limit.orElseThrow())
                    .with(Field.MICROS, Reports.microsSince(start))
                    .build();
        }
        report.with(Field.MICROS, Reports.microsSince(start));
        if (explanation.solution().isEmpty()) {
            return report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, explanation.message())
                    .build();
        }
        LogicalSolution solution = explanation.solution().get();
        StepReports steps = new StepReports(puzzle.size(), text.symbols(puzzle.size()));
        Map<String, Integer> counts = new LinkedHashMap<>();
        solution.counts().forEach((id, n) -> counts.put(id.name(), n));
        report.with(Field.UNIQUENESS, explanation.uniquenessUsed())
                .with(Field.STEPS, solution.steps().stream().map(steps::of).toList())
                .with(Field.STEP_COUNT, solution.steps().size())
                .with(Field.COUNTS, counts)
                .with(Field.CYCLES, explanation.cycles())
                .with(Field.GRID, text.line(solution.grid()))
                .with(Field.CONTRADICTION, explanation.contradiction().orElse(null));
        if (!solution.solved()) {
            report.with(Field.CANDIDATES, Positions.candidateLine(solution.grid(), solution.candidateMasks()));
        }
        return switch (explanation.status()) {
            case SOLVED -> solution.solved()
                    ? report.status(ResultStatus.SOLVED)
                            .with(Field.SOLUTIONS, 1L)
                            .with(Field.SOLUTION, text.line(solution.grid()))
                            .build()
                    : report.status(ResultStatus.STUCK)
                            .with(Field.SOLUTIONS, 1L)
                            .with(
                                    Field.ERROR,
                                    "logic stops after " + solution.steps().size() + " steps")
                            .build();
            case MULTIPLE -> report.status(ResultStatus.MULTIPLE)
                    .with(Field.SOLUTIONS, 2L)
                    .with(Field.ERROR, "more than one solution, so uniqueness techniques are off")
                    .build();
            case NONE -> report.status(ResultStatus.NONE)
                    .with(Field.SOLUTIONS, 0L)
                    .with(Field.ERROR, "no solution")
                    .build();
            default -> report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, explanation.message())
                    .build();
        };
    }
}
