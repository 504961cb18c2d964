package dev.sudoku.api;

import dev.sudoku.api.json.HighlightJson;
import dev.sudoku.api.json.LinkJson;
import dev.sudoku.api.json.StepJson;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Inference;
import dev.sudoku.logic.KrakenFishStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Steps in JSON: id, name, the players' text, placements and eliminations, the highlights with their roles
 * and a chain's links, cells named {@code r1c1} and digits in the grid's symbols.
 */
final class StepReports {
    private final StepText words;
    private final Symbols symbols;

    StepReports(Symbols symbols) {
        this.words = new StepText(symbols);
        this.symbols = symbols;
    }

    StepJson of(Step step) {
        return new StepJson(
                step.technique().name(),
                step.technique().displayName(),
                words.describe(step),
                step.placements().stream().map(words::placement).toList(),
                step.eliminations().stream().map(words::elimination).toList(),
                step.highlights().stream().map(this::highlight).toList(),
                links(step));
    }

    private HighlightJson highlight(Highlight highlight) {
        return new HighlightJson(
                cell(highlight.cell()),
                highlight.digit() == 0 ? null : symbols.textOf(highlight.digit()),
                highlight.role().name().toLowerCase(Locale.ROOT));
    }

    /**
     * A chain's links as stored; a forcing chain's branches as links between consecutive inferences, strong
     * where an inference turns a candidate on (it followed from the previous one being off or the only
     * place left), weak where it turns one off. A Kraken fish's chains one after the other.
     */
    private List<LinkJson> links(Step step) {
        if (step instanceof ChainStep chain) {
            return chain.links().stream()
                    .map(link -> new LinkJson(node(link.from()), node(link.to()), link.strong()))
                    .toList();
        }
        if (step instanceof KrakenFishStep kraken) {
            return kraken.chains().stream()
                    .flatMap(List::stream)
                    .map(link -> new LinkJson(node(link.from()), node(link.to()), link.strong()))
                    .toList();
        }
        if (step instanceof ForcingChainStep forcing) {
            List<LinkJson> links = new ArrayList<>();
            for (List<Inference> branch : forcing.branches()) {
                for (int i = 1; i < branch.size(); i++) {
                    Inference from = branch.get(i - 1);
                    Inference to = branch.get(i);
                    links.add(new LinkJson(node(from.cell(), from.digit()), node(to.cell(), to.digit()), to.on()));
                }
            }
            return links;
        }
        return List.of();
    }

    private LinkJson.Node node(ChainNode node) {
        return new LinkJson.Node(node.cells().stream().map(this::cell).toList(), symbols.textOf(node.digit()));
    }

    private LinkJson.Node node(int cell, int digit) {
        return new LinkJson.Node(List.of(cell(cell)), symbols.textOf(digit));
    }

    private String cell(int cell) {
        return Cells.name(cell, symbols.size());
    }
}
