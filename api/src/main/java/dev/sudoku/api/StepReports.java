package dev.sudoku.api;

import dev.sudoku.api.json.StepJson;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;

/** Steps in JSON: id, name, the players' text, and placements and eliminations, digits in the grid's symbols. */
final class StepReports {
    private final StepText words;
    private final Symbols symbols;

    StepReports(int size, Symbols symbols) {
        this.words = new StepText(size);
        this.symbols = symbols;
    }

    StepJson of(Step step) {
        int size = symbols.size();
        return new StepJson(
                step.technique().name(),
                step.technique().displayName(),
                words.describe(step),
                step.placements().stream()
                        .map(p -> Cells.name(p.cell(), size) + "=" + symbols.textOf(p.digit()))
                        .toList(),
                step.eliminations().stream()
                        .map(e -> Cells.name(e.cell(), size) + "<>" + symbols.textOf(e.digit()))
                        .toList());
    }
}
