package dev.sudoku.api;

import dev.sudoku.api.json.LinkJson;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Inference;
import dev.sudoku.logic.KrakenFishStep;
import dev.sudoku.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A step's links in JSON, for classic and rule-set steps alike: a chain's links as stored; a forcing
 * chain's branches as links between consecutive inferences, strong where an inference turns a candidate
 * on (it followed from the previous one being off or the only place left), weak where it turns one off; a
 * Kraken fish's chains one after the other. Other steps have none.
 *
 * @param cellName how a cell is named ({@code r1c1} on a classic grid, its canvas place on a rule set)
 * @param digitText how a digit is written
 */
record StepLinks(IntFunction<String> cellName, IntFunction<String> digitText) {
    List<LinkJson> of(Step step) {
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
        return new LinkJson.Node(node.cells().stream().map(cellName::apply).toList(), digitText.apply(node.digit()));
    }

    private LinkJson.Node node(int cell, int digit) {
        return new LinkJson.Node(List.of(cellName.apply(cell)), digitText.apply(digit));
    }
}
