package dev.sudoku.api;

import dev.sudoku.api.json.StepJson;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;

/** Steps in JSON: id, name, the players' text, and placements and eliminations, digits in the grid's symbols. */
final class StepReports {
    private final StepText words;

    StepReports(Symbols symbols) {
        this.words = new StepText(symbols);
    }

    StepJson of(Step step) {
        return new StepJson(
                step.technique().name(),
                step.technique().displayName(),
                words.describe(step),
                step.placements().stream().map(words::placement).toList(),
                step.eliminations().stream().map(words::elimination).toList());
    }
}
