package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleCycles;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleLogicalSolver;
import dev.sudoku.logic.rules.RulePath;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code explain --variant}: the logical path of a variant puzzle with one solution, step by step, over
 * the rule-set techniques. Statuses as {@code explain}: SOLVED (logic filled the grid), STUCK (the
 * position reached and its candidates are given), MULTIPLE, NONE, INVALID, TIMEOUT (within a time
 * limit, the budget is checked before each step).
 */
public final class VariantExplainTask {
    private final RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
    private final String variant;
    private final Optional<TimeLimit> limit;

    public VariantExplainTask(Set<Variant> variants) {
        this(variants, Optional.empty());
    }

    public VariantExplainTask(Set<Variant> variants, Optional<TimeLimit> limit) {
        this.variant = Variant.label(variants);
        this.limit = limit;
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.run(
                View.EXPLAIN_VARIANT,
                origin,
                variant,
                entry,
                limit,
                "the explanation did not finish within ",
                this::explain);
    }

    private Report explain(Report.Builder report, VariantPuzzle puzzle, int[] solution, long start) {
        List<Step> taken = new ArrayList<>();
        RuleGrid reached = RuleGrid.fromPuzzle(puzzle);
        Optional<RulePath> walked = path(reached, taken);
        RuleStepReports steps = new RuleStepReports(puzzle.rules());
        report.with(Field.SOLUTIONS, 1L)
                .with(Field.STEP_COUNT, taken.size())
                .with(Field.STEPS, taken.stream().map(steps::of).toList())
                // In the techniques' order, as a classic explanation counts them, not in the order of first use.
                .with(Field.COUNTS, Reports.counts(taken))
                .with(Field.CYCLES, RuleCycles.count(RuleGrid.fromPuzzle(puzzle), taken))
                .with(Field.MICROS, Reports.microsSince(start));
        if (walked.isEmpty()) {
            // The position the steps so far reached, as a classic explanation out of time gives it.
            return report.status(ResultStatus.TIMEOUT)
                    .with(Field.GRID, VariantText.line(reached.values()))
                    .with(Field.CANDIDATES, candidates(reached))
                    .with(
                            Field.ERROR,
                            "the explanation did not finish within " + limit.orElseThrow() + " (" + taken.size()
                                    + " steps found)")
                    .build();
        }
        RulePath path = walked.get();
        String grid = VariantText.line(path.grid().values());
        report.with(Field.GRID, grid);
        if (path.solved()) {
            return report.status(ResultStatus.SOLVED).with(Field.SOLUTION, grid).build();
        }
        return report.status(ResultStatus.STUCK)
                .with(Field.CANDIDATES, candidates(path.grid()))
                .with(Field.ERROR, "logic stops after " + path.steps().size() + " steps")
                .build();
    }

    /**
     * The solver's path ({@link RuleLogicalSolver#solve}), step by step so that the time budget is checked
     * before each step: one step is a bounded scan of the techniques, the whole path may be a few hundred.
     * Empty when the budget runs out; {@code steps} then holds the steps taken so far, and {@code grid} (the
     * puzzle's grid, worked on in place) the position they reached.
     */
    private Optional<RulePath> path(RuleGrid grid, List<Step> steps) {
        try {
            while (!grid.isSolved()) {
                SearchBudget.check();
                Optional<Step> step = solver.nextStep(grid);
                if (step.isEmpty() || !grid.apply(step.get())) {
                    break;
                }
                steps.add(step.get());
            }
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return Optional.empty();
        }
        return Optional.of(new RulePath(steps, grid));
    }

    /**
     * Every cell's candidates as the classic candidate line writes them, N characters a cell: a digit's
     * symbol where it is a candidate (a filled cell shows only its value), {@code .} elsewhere.
     */
    static String candidates(RuleGrid grid) {
        return Positions.candidateLine(
                grid.values(), grid.candidateMasks(), grid.rules().digits());
    }
}
