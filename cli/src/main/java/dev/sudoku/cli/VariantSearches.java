package dev.sudoku.cli;

import dev.sudoku.api.VariantSearchOptions;
import dev.sudoku.api.VariantSearchTask;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.rulesearch.RuleSearchSolver;
import java.util.Set;

/** {@code solve --variant V --search guess|bivalue}: the options made into the task that solves each entry. */
final class VariantSearches {
    private VariantSearches() {}

    /** @throws UsageException when the search modes do not read every rule of the variants */
    static VariantSolveRun.Task task(VariantSearchOptions options) {
        Set<Variant> variants = options.variants();
        if (!RuleSearchSolver.supports(variants)) {
            throw new UsageException("--search does not apply to --variant " + Variant.label(variants)
                    + " yet: the search modes read houses and odd/even marks only");
        }
        VariantSearchTask task = new VariantSearchTask(options);
        return new VariantSolveRun.Task(task.view(), options.mode().word(), task::run);
    }
}
