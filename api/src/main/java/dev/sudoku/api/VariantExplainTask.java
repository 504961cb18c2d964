package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleLogicalSolver;
import dev.sudoku.logic.rules.RulePath;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * {@code explain --variant}: the logical path of a variant puzzle with one solution, step by step, over
 * the rule-set techniques. Statuses as {@code explain}: SOLVED (logic filled the grid), STUCK (the
 * position reached and its candidates are given), MULTIPLE, NONE, INVALID, TIMEOUT.
 */
public final class VariantExplainTask {
    private final RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
    private final String variant;

    public VariantExplainTask(Set<Variant> variants) {
        this.variant = Variant.label(variants);
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.run(View.EXPLAIN_VARIANT, origin, variant, entry, this::explain);
    }

    private Report explain(Report.Builder report, VariantPuzzle puzzle, long start) {
        RulePath path = solver.solve(puzzle);
        RuleStepReports steps = new RuleStepReports(puzzle.rules());
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Step step : path.steps()) {
            counts.merge(step.technique().name(), 1, Integer::sum);
        }
        String grid = VariantText.line(path.grid().values());
        report.with(Field.SOLUTIONS, 1L)
                .with(Field.GRID, grid)
                .with(Field.STEP_COUNT, path.steps().size())
                .with(Field.STEPS, path.steps().stream().map(steps::of).toList())
                .with(Field.COUNTS, counts)
                .with(Field.MICROS, Reports.microsSince(start));
        if (path.solved()) {
            return report.status(ResultStatus.SOLVED).with(Field.SOLUTION, grid).build();
        }
        return report.status(ResultStatus.STUCK)
                .with(Field.CANDIDATES, candidates(path.grid()))
                .with(Field.ERROR, "logic stops after " + path.steps().size() + " steps")
                .build();
    }

    /**
     * Every cell's candidates as the classic candidate line writes them, N characters a cell: a digit's
     * symbol where it is a candidate (a filled cell shows only its value), {@code .} elsewhere.
     */
    static String candidates(RuleGrid grid) {
        int[] values = new int[grid.cellCount()];
        int[] masks = new int[grid.cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            values[cell] = grid.value(cell);
            masks[cell] = grid.candidates(cell);
        }
        return Positions.candidateLine(values, masks, grid.rules().digits());
    }
}
