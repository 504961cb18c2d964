package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.json.LinkJson;
import dev.sudoku.api.json.StepJson;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Inference;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rule-set steps carry their chains' links in the JSON, with cells named by their place on the canvas. */
class RuleStepReportsTest {
    private static final RuleSet SAMURAI = Samurai.rules();
    /** The samurai's cell at a place of its 21 x 21 canvas (its cells are numbered without the blank corners). */
    private static int cell(int row, int column) {
        String name = "r" + row + "c" + column;
        return java.util.stream.IntStream.range(0, SAMURAI.cellCount())
                .filter(cell -> SAMURAI.name(cell).equals(name))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void a_chains_links_name_the_canvas_cells_in_order_with_their_strength() {
        // An X-chain on 4 in the bottom-right grid: r13c13=r13c19-r19c19=r19c13, so r16c13<>4 and so on.
        ChainNode a = ChainNode.of(cell(13, 13), 4);
        ChainNode b = ChainNode.of(cell(13, 19), 4);
        ChainNode c = ChainNode.of(cell(19, 19), 4);
        ChainNode d = ChainNode.of(cell(19, 13), 4);
        ChainStep step = new ChainStep(
                TechniqueId.X_CHAIN,
                List.of(new ChainLink(a, b, true), new ChainLink(b, c, false), new ChainLink(c, d, true)),
                List.of(),
                List.of(new Candidate(cell(16, 13), 4)),
                List.of());

        StepJson json = new RuleStepReports(SAMURAI).of(step);

        assertThat(json.links())
                .extracting(link -> link.from().cells().get(0)
                        + (link.strong() ? "=" : "-")
                        + link.to().cells().get(0))
                .containsExactly("r13c13=r13c19", "r13c19-r19c19", "r19c19=r19c13");
        assertThat(json.links()).extracting(link -> link.to().digit()).containsOnly("4");
        assertThat(json.eliminations()).containsExactly("r16c13<>4");
    }

    @Test
    void a_forcing_chains_branches_become_links_strong_where_a_digit_turns_true() {
        List<Inference> first = List.of(
                new Inference(cell(1, 1), 1, true),
                new Inference(cell(1, 4), 1, false),
                new Inference(cell(1, 4), 4, true));
        List<Inference> second = List.of(new Inference(cell(1, 1), 2, true), new Inference(cell(1, 2), 2, false));
        ForcingChainStep step = new ForcingChainStep(
                TechniqueId.MULTIPLE_FORCING_CHAIN,
                ForcingChainKind.CELL,
                5,
                List.of(first, second),
                List.of(),
                List.of(new Candidate(cell(1, 2), 4)),
                List.of());

        List<LinkJson> links = new RuleStepReports(SAMURAI).of(step).links();

        assertThat(links)
                .extracting(link -> link.from().digit()
                        + link.from().cells().get(0)
                        + (link.strong() ? "=" : "-")
                        + link.to().digit()
                        + link.to().cells().get(0))
                .containsExactly("1r1c1-1r1c4", "1r1c4=4r1c4", "2r1c1-2r1c2");
    }
}
