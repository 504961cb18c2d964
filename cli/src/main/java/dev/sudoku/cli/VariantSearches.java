package dev.sudoku.cli;

import dev.sudoku.api.VariantSearchOptions;
import dev.sudoku.api.VariantSearchTask;

/**
 * {@code solve --variant V --logic-only | --search guess|bivalue}: the options made into the task that
 * solves each entry.
 */
final class VariantSearches {
    private VariantSearches() {}

    static VariantSolveRun.Task task(VariantSearchOptions options) {
        return new VariantSolveRun.Task(
                new VariantSearchTask(options).view(),
                options.mode().word(),
                () -> new VariantSearchTask(options)::run,
                true);
    }
}
