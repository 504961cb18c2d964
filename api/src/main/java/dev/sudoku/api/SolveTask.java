package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.classic.ClassicSolver;
import java.time.Duration;
import java.util.Objects;

/**
 * {@code solve}: the exact solver counts solutions up to the limit within the node and time budget.
 * Statuses: SOLVED, MULTIPLE, NONE, INVALID, TIMEOUT (a budget ran out before the answer was known).
 * One per thread (the solver keeps preallocated search state).
 */
public final class SolveTask extends PuzzleTask {
    private final ExactSolver solver;
    private final SolveLimits limits;
    private final GridText text;
    private final long detailNanos;
    /** Made on the first NONE of a task that gives details: the logic that names what runs out. */
    private ClassicSolver logic;

    public SolveTask(ExactSolver solver, SolveLimits limits, GridText text) {
        this(solver, limits, text, 0);
    }

    /**
     * A task that also gives the details a person reads, spending up to {@code detailNanos} on each: for a
     * puzzle with several solutions a second one (fields {@code solution2} and {@code differences}), for
     * one without a solution the cell or house that runs out first under simple logic (in {@code error}).
     * 0 gives none (batch runs of many such puzzles need not pay for them).
     */
    public SolveTask(ExactSolver solver, SolveLimits limits, GridText text, long detailNanos) {
        this.solver = Objects.requireNonNull(solver, "solver");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.text = Objects.requireNonNull(text, "text");
        if (detailNanos < 0) {
            throw new IllegalArgumentException("detailNanos must not be negative, got " + detailNanos);
        }
        this.detailNanos = detailNanos;
    }

    @Override
    public View view() {
        return View.SOLVE;
    }

    @Override
    Report runPuzzle(Origin origin, Grid puzzle) {
        if (!solver.supports(puzzle.shape())) {
            return Reports.start(View.SOLVE, origin, puzzle, text)
                    .with(Field.MODE, "exact")
                    .status(ResultStatus.INVALID)
                    .with(
                            Field.ERROR,
                            "solver '" + solver.name() + "' does not solve " + puzzle.size() + "x" + puzzle.size()
                                    + " grids with " + puzzle.shape() + " boxes")
                    .build();
        }
        return report(origin, puzzle, solver.solve(puzzle, limits));
    }

    /**
     * The solver's answer for a 9x9 puzzle as its 81 values (every solver solves 9x9), within the task's
     * limits, for a caller that writes a solved puzzle's solution itself (the command line's run of
     * plain-line files): null when it is solved, its solution in {@code solutionOut} (the band solver
     * allocating nothing then: see {@link ExactSolver#solveInto}); else the answer to give {@link #report}.
     */
    public SolveResult solveInto(byte[] cells81, byte[] solutionOut) {
        return solver.solveInto(cells81, limits, solutionOut);
    }

    /** The report on a puzzle for the answer {@link #solveInto} gave, as {@link #run} makes it. */
    public Report report(Origin origin, Grid puzzle, SolveResult result) {
        Report.Builder report = Reports.start(View.SOLVE, origin, puzzle, text).with(Field.MODE, "exact");
        report.with(Field.SOLUTION, result.solution().map(text::line).orElse(null))
                .with(Field.GUESSES, result.stats().guesses())
                .with(Field.MICROS, result.stats().micros());
        if (result.status() == Status.MULTIPLE) {
            withSecondSolution(report, puzzle, result);
        }
        String noneReason = result.status() == Status.NONE ? whyNone(puzzle) : "";
        String message = result.status() == Status.INVALID ? text.clash(puzzle, result.message()) : result.message();
        return ExactOutcome.finish(report, result.status(), result.solutionCount(), limits, message, noneReason);
    }

    private Report.Builder withSecondSolution(Report.Builder report, Grid puzzle, SolveResult result) {
        if (detailNanos == 0 || result.solution().isEmpty()) {
            return report;
        }
        Grid first = result.solution().get();
        SecondSolution.find(solver, puzzle, first, limits, detailNanos)
                .ifPresent(second -> report.with(Field.SOLUTION2, text.line(second))
                        .with(Field.DIFFERENCES, SecondSolution.differences(first, second)));
        return report;
    }

    /**
     * {@code ": r1c9 has no candidate left"} when the singles and the techniques without chains reach a
     * contradiction within the detail budget; empty otherwise (the exact solver knows there is no solution
     * but keeps no reason a person could follow).
     */
    private String whyNone(Grid puzzle) {
        if (detailNanos == 0) {
            return "";
        }
        if (logic == null) {
            logic = new ClassicSolver(Catalogue.se().withoutChaining().forUnprovenPuzzle());
        }
        try {
            return SearchBudget.within(Duration.ofNanos(detailNanos), () -> logic.logic(puzzle))
                    .contradiction()
                    .map(c -> ": " + c.describe(text.symbols(puzzle.size())))
                    .orElse("");
        } catch (SearchCancelledException e) {
            return "";
        }
    }
}
