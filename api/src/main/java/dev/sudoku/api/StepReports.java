package dev.sudoku.api;

import dev.sudoku.api.json.HighlightJson;
import dev.sudoku.api.json.StepJson;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import java.util.Locale;

/**
 * Steps in JSON: id, name, the players' text, placements and eliminations, the highlights with their roles
 * and a chain's links, cells named {@code r1c1} and digits in the grid's symbols.
 */
final class StepReports {
    private final StepText words;
    private final Symbols symbols;
    private final StepLinks links;

    StepReports(Symbols symbols) {
        this.words = new StepText(symbols);
        this.symbols = symbols;
        this.links = new StepLinks(this::cell, symbols::textOf);
    }

    StepJson of(Step step) {
        return new StepJson(
                step.technique().name(),
                step.technique().displayName(),
                words.describe(step),
                step.placements().stream().map(words::placement).toList(),
                step.eliminations().stream().map(words::elimination).toList(),
                step.highlights().stream().map(this::highlight).toList(),
                links.of(step));
    }

    private HighlightJson highlight(Highlight highlight) {
        return new HighlightJson(
                cell(highlight.cell()),
                highlight.digit() == 0 ? null : symbols.textOf(highlight.digit()),
                highlight.role().name().toLowerCase(Locale.ROOT));
    }

    private String cell(int cell) {
        return Cells.name(cell, symbols.size());
    }
}
