package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.RuleSet;
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
 * for, from the givens or from a player's position. Statuses as {@code hint}: HINT; SOLVED when the grid is
 * already full; STUCK when no technique finds a step; MULTIPLE, NONE, INVALID, TIMEOUT from the exact
 * check; from a position also NONE when a placed digit is not the solution's, and INVALID when a given is
 * changed or the candidates have lost the solution.
 */
public final class VariantHintTask {
    private final RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
    private final String variant;
    private final int level;
    private final Optional<TimeLimit> limit;
    private final Optional<VariantHintCache> cache;

    public VariantHintTask(Set<Variant> variants, int level) {
        this(variants, level, Optional.empty());
    }

    /** As above; within {@code limit}, the exact check stops when it runs out (TIMEOUT). */
    public VariantHintTask(Set<Variant> variants, int level, Optional<TimeLimit> limit) {
        this(Variant.label(variants), level, limit, Optional.empty());
    }

    private VariantHintTask(String variant, int level, Optional<TimeLimit> limit, Optional<VariantHintCache> cache) {
        this.variant = variant;
        this.level = level;
        this.limit = limit;
        this.cache = cache;
    }

    /** The same task reading and keeping the next steps in {@code cache} (a server's, shared by its requests). */
    public VariantHintTask cachedIn(VariantHintCache cache) {
        return new VariantHintTask(variant, level, limit, Optional.of(cache));
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.run(
                View.HINT_VARIANT,
                origin,
                variant,
                entry,
                limit,
                "no hint found within ",
                (report, puzzle, solution, start) -> hint(report, puzzle, RuleGrid.fromPuzzle(puzzle), start));
    }

    /**
     * The hint from a player's position on {@code puzzle}: {@code values} the digits placed (givens
     * included, 0 where open), {@code candidates} each open cell's candidates (bit d-1 for digit d), both in
     * the rules' cell order. The candidates the rules rule out are left out, as the givens' grid leaves them.
     */
    public Report position(Origin origin, VariantPuzzle puzzle, int[] values, int[] candidates) {
        return VariantReports.run(
                View.HINT_VARIANT,
                origin,
                variant,
                new VariantEntry.Puzzle(puzzle, origin.line()),
                limit,
                "no hint found within ",
                (report, p, solution, start) -> fromPosition(report, p, solution, values, candidates, start));
    }

    private Report fromPosition(
            Report.Builder report, VariantPuzzle puzzle, int[] solution, int[] values, int[] candidates, long start) {
        RuleSet rules = puzzle.rules();
        report.with(Field.HINT_LEVEL, level);
        for (int cell = 0; cell < solution.length; cell++) {
            if (puzzle.given(cell) != 0 && values[cell] != puzzle.given(cell)) {
                String now = values[cell] == 0 ? "leaves it empty" : "holds " + values[cell];
                return report.status(ResultStatus.INVALID)
                        .with(
                                Field.ERROR,
                                rules.name(cell) + " is a given " + puzzle.given(cell) + "; the position " + now)
                        .build();
            }
        }
        for (int cell = 0; cell < solution.length; cell++) {
            if (values[cell] != 0 && values[cell] != solution[cell]) {
                return report.status(ResultStatus.NONE)
                        .with(Field.SOLUTIONS, 0L)
                        .with(Field.ERROR, "no solution: the placed digits admit none (" + rules.name(cell) + ")")
                        .build();
            }
        }
        RuleGrid grid = RuleGrid.ofPosition(puzzle, values, candidates);
        for (int cell = 0; cell < solution.length; cell++) {
            if (grid.value(cell) == 0 && (grid.candidates(cell) & (1 << (solution[cell] - 1))) == 0) {
                return report.status(ResultStatus.INVALID)
                        .with(
                                Field.ERROR,
                                "your candidates have lost the solution: " + rules.name(cell) + " no longer has "
                                        + RuleStepReports.digit(solution[cell]) + ", the digit of the solution")
                        .build();
            }
        }
        report.with(Field.CANDIDATES, VariantExplainTask.candidates(grid));
        return hint(report, puzzle, grid, start);
    }

    private Report hint(Report.Builder report, VariantPuzzle puzzle, RuleGrid grid, long start) {
        Optional<Step> step =
                cache.isPresent() ? cache.get().step(grid, () -> solver.nextStep(grid)) : solver.nextStep(grid);
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
