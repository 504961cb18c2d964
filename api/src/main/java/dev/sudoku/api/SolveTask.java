package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import java.util.Objects;

/**
 * {@code solve}: the exact solver counts solutions up to the limit within the node and time budget.
 * Statuses: SOLVED, MULTIPLE, NONE, INVALID, TIMEOUT (a budget ran out before the answer was known).
 * One per thread (the solver keeps preallocated search state).
 */
public final class SolveTask implements EntryTask {
    private final ExactSolver solver;
    private final SolveLimits limits;
    private final GridText text;

    public SolveTask(ExactSolver solver, SolveLimits limits, GridText text) {
        this.solver = Objects.requireNonNull(solver, "solver");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.text = Objects.requireNonNull(text, "text");
    }

    @Override
    public View view() {
        return View.SOLVE;
    }

    @Override
    public Report run(Origin origin, Entry entry) {
        if (entry instanceof Entry.Malformed bad) {
            return Reports.unreadable(View.SOLVE, origin, bad);
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        Report.Builder report = Reports.start(View.SOLVE, origin, puzzle, text).with(Field.MODE, "exact");
        if (!solver.supports(puzzle.shape())) {
            return report.status(ResultStatus.INVALID)
                    .with(
                            Field.ERROR,
                            "solver '" + solver.name() + "' does not solve " + puzzle.size() + "x" + puzzle.size()
                                    + " grids with " + puzzle.shape() + " boxes")
                    .build();
        }
        SolveResult result = solver.solve(puzzle, limits);
        report.with(Field.SOLUTION, result.solution().map(text::line).orElse(null))
                .with(Field.GUESSES, result.stats().guesses())
                .with(Field.MICROS, result.stats().micros());
        return switch (result.status()) {
            case SOLVED -> report.status(ResultStatus.SOLVED)
                    .with(Field.SOLUTIONS, 1L)
                    .build();
            case MULTIPLE -> report.status(ResultStatus.MULTIPLE)
                    .with(Field.SOLUTIONS, result.solutionCount())
                    .with(
                            Field.ERROR,
                            result.solutionCount() >= limits.maxSolutions()
                                    ? "at least " + result.solutionCount() + " solutions"
                                    : result.solutionCount() + " solutions")
                    .build();
            case NONE -> report.status(ResultStatus.NONE)
                    .with(Field.SOLUTIONS, 0L)
                    .with(Field.ERROR, "no solution")
                    .build();
            case INVALID -> report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, result.message())
                    .build();
            case UNKNOWN -> report.status(ResultStatus.TIMEOUT)
                    .with(Field.ERROR, result.message())
                    .build();
        };
    }
}
