package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.WebElement;

/** Solving by logic and guessing draws the search as a tree under the board. */
@ExtendWith(BrowserExtension.class)
class GuessTreeTest {
    @Test
    void guessing_on_easter_monster_draws_a_tree_with_a_kept_path_and_contradictions(Page page) {
        solveEasterMonsterByGuessing(page);
        assertThat(page.digits()).doesNotContain(".");

        assertThat(page.byId("guess-tree").isDisplayed()).isTrue();
        // A large tree opens with its abandoned branches folded: the kept path and the start show.
        assertThat(outcomes(page))
                .hasSizeGreaterThan(2)
                .contains("start", "kept")
                .doesNotContain("contradiction");
        assertThat(page.findAll("#guess-tree g.node.folded")).isNotEmpty();
        assertThat(page.text("tree-counts")).contains("folded branches open on click");

        // Opening the folded branches shows where guesses ran into contradictions.
        while (!outcomes(page).contains("contradiction")) {
            List<WebElement> folded = page.findAll("#guess-tree g.node.folded");
            assertThat(folded).as("folded branches left to open").isNotEmpty();
            folded.get(0).click();
        }
        WebElement contradiction = page.find("#guess-tree g.node[data-outcome=\"contradiction\"]");
        assertThat(contradiction.getAttribute("aria-label")).contains("contradiction");
        assertThat(contradiction.getText()).contains("\u2717");
        assertThat(page.text("tree-counts")).matches("\\d+ guesses · \\d+ roll-backs · depth \\d+.*");
        assertThat(Integer.parseInt(
                        page.find("#work [data-work=\"guesses\"] dd").getText()))
                .isPositive();
    }

    @Test
    void every_line_of_a_guess_box_has_room_inside_its_border_the_folded_count_too(Page page) {
        solveEasterMonsterByGuessing(page);
        assertThat(page.find("#guess-tree g.node.folded").getText()).containsPattern("\\+\\d+ more");
        // The least room, in the drawing's units, any line of any box leaves between itself and the box's edges.
        Number room = (Number) page.js("return Math.min(...[...document.querySelectorAll('#guess-tree g.node')]"
                + ".flatMap((g) => { const box = g.querySelector('rect').getBBox();"
                + " return [...g.querySelectorAll('text')].map((t) => { const b = t.getBBox();"
                + " return Math.min(b.x - box.x, box.x + box.width - b.x - b.width,"
                + " b.y - box.y, box.y + box.height - b.y - b.height); }); }));");
        assertThat(room.doubleValue())
                .as("the least room around a line of a guess box")
                .isGreaterThanOrEqualTo(4.5);
    }

    @Test
    void the_print_view_leaves_out_the_guess_tree(Page page) {
        solveEasterMonsterByGuessing(page);
        assertThat(page.byId("guess-tree").isDisplayed()).isTrue();
        try {
            page.cdp("Emulation.setEmulatedMedia", Map.of("media", "print"));
            assertThat(page.byId("board").isDisplayed()).isTrue();
            assertThat(page.byId("guess-tree").isDisplayed())
                    .as("the guess tree in print")
                    .isFalse();
            assertThat(page.byId("tree-counts").isDisplayed()).isFalse();
            assertThat(page.byId("work").isDisplayed()).isFalse();
            assertThat(page.byId("step-bar-narrow").isDisplayed()).isFalse();
        } finally {
            page.cdp("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
        assertThat(page.byId("guess-tree").isDisplayed()).isTrue();
    }

    private static void solveEasterMonsterByGuessing(Page page) {
        page.open();
        page.load(KnownPuzzles.EASTER_MONSTER);
        page.choose("mode", "guess");
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
    }

    private static List<String> outcomes(Page page) {
        return page.findAll("#guess-tree g.node[data-guess]").stream()
                .map(node -> node.getAttribute("data-outcome"))
                .toList();
    }
}
