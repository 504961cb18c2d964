package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleHintText;
import dev.sudoku.logic.rules.RuleLogicalSolver;
import java.util.Optional;
import java.util.Set;

/**
 * {@code hint --variant}: the next step of a variant puzzle with one solution, at the level of help asked
 * for. Statuses as {@code hint}: HINT; SOLVED when the grid is already full; STUCK when no technique
 * finds a step; MULTIPLE, NONE, INVALID, TIMEOUT from the exact check.
 */
public final class VariantHintTask {
    private final RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
    private final String variant;
    private final int level;

    public VariantHintTask(Set<Variant> variants, int level) {
        this.variant = Variant.label(variants);
        this.level = level;
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.run(View.HINT_VARIANT, origin, variant, entry, this::hint);
    }

    private Report hint(Report.Builder report, VariantPuzzle puzzle, long start) {
        RuleGrid grid = RuleGrid.fromPuzzle(puzzle);
        Optional<Step> step = solver.nextStep(grid);
        report.with(Field.SOLUTIONS, 1L).with(Field.HINT_LEVEL, level).with(Field.MICROS, Reports.microsSince(start));
        if (step.isPresent()) {
            report.with(Field.TECHNIQUE, step.get().technique().name())
                    .with(Field.HINT, RuleHintText.describe(step.get(), puzzle.rules(), level));
            if (level == 3) {
                report.with(Field.STEP, new RuleStepReports(puzzle.rules()).of(step.get()));
            }
            return report.status(ResultStatus.HINT).build();
        }
        if (grid.isSolved()) {
            return report.status(ResultStatus.SOLVED).build();
        }
        return report.status(ResultStatus.STUCK)
                .with(Field.CANDIDATES, VariantExplainTask.candidates(grid))
                .with(Field.ERROR, "no technique finds a step")
                .build();
    }
}
