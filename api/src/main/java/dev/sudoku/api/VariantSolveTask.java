package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.core.solve.SolveLimits;
import java.util.Objects;
import java.util.Set;

/**
 * {@code solve --variant}: the rule-set solver counts solutions up to the limit, as {@link SolveTask}
 * does for classic puzzles, with the same statuses (SOLVED, MULTIPLE, NONE, INVALID, TIMEOUT).
 */
public final class VariantSolveTask {
    private final RuleSolver solver = new RuleSolver();
    private final SolveLimits limits;
    private final String variant;

    public VariantSolveTask(Set<Variant> variants, SolveLimits limits) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.variant = Variant.label(variants);
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.read(View.SOLVE_VARIANT, origin, "exact", variant, entry, this::solve);
    }

    private Report solve(Report.Builder report, VariantPuzzle puzzle, long startNanos) {
        RuleSolveResult result = solver.solve(puzzle, limits);
        report.with(Field.SOLUTION, result.solution().map(VariantText::line).orElse(null))
                .with(Field.GUESSES, result.stats().guesses())
                .with(Field.MICROS, result.stats().micros());
        return ExactOutcome.finish(report, result.status(), result.solutionCount(), limits, result.message(), "");
    }
}
