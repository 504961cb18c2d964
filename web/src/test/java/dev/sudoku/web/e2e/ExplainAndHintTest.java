package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The solving path explained step by step, and hints asked one level at a time. */
@ExtendWith(BrowserExtension.class)
class ExplainAndHintTest {
    @Test
    void explaining_steps_through_the_path_drawing_each_step_and_its_chains(Page page) {
        page.open();
        page.load(KnownPuzzles.WITH_CHAINS);
        assertThat(page.clickAndWait("explain")).matches("\\d+ steps; the path solves the puzzle\\.");
        int total = page.findAll("#step-list .step-item").size();
        assertThat(total).isGreaterThan(20);

        assertThat(page.text("step-text")).startsWith("Step 1 of " + total + ":");
        assertThat(page.findAll("#board [data-role], #board .cand[data-role]")).isNotEmpty();
        String first = page.text("step-text");
        page.click("step-next");
        assertThat(page.text("step-text"))
                .startsWith("Step 2 of " + total + ":")
                .isNotEqualTo(first);
        assertThat(page.findAll("#board [data-role]")).isNotEmpty();
        page.click("step-prev");
        assertThat(page.text("step-text")).isEqualTo(first);

        page.byId("step-jump").sendKeys("12");
        page.click("step-go");
        assertThat(page.text("step-text")).startsWith("Step 12 of " + total + ":");
        assertThat(page.find(".step-item[data-step=\"12\"]").getAttribute("aria-current"))
                .isEqualTo("step");

        // Walk on to the first step drawn with a chain: its links are arrows over the board.
        int step = 12;
        while (page.findAll("#overlay path.link").isEmpty() && step < total) {
            page.click("step-next");
            step++;
        }
        assertThat(page.findAll("#overlay path.link"))
                .as("arrows of a chain step, up to step %d", step)
                .isNotEmpty();
        assertThat(page.findAll("#overlay path.link.strong")).isNotEmpty();
        assertThat(page.findAll("#overlay path.link.weak")).isNotEmpty();
        assertThat(page.findAll("#board .cand[data-role]")).isNotEmpty();

        page.click("step-close");
        assertThat(page.findAll("#overlay path.link")).isEmpty();
        assertThat(page.digits()).isEqualTo(KnownPuzzles.WITH_CHAINS);
    }

    @Test
    void hints_go_from_the_technique_to_where_to_the_whole_step_which_applies_to_the_board(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        String before = page.boardText();

        assertThat(page.clickAndWait("hint-1")).isEqualTo("Hint level 1.");
        String technique = page.text("hint-text");
        assertThat(technique).isNotBlank();
        assertThat(page.byId("hint-apply").isEnabled()).isFalse();

        assertThat(page.clickAndWait("hint-2")).isEqualTo("Hint level 2.");
        String where = page.text("hint-text");
        assertThat(where).isNotBlank().isNotEqualTo(technique);

        assertThat(page.clickAndWait("hint-3")).isEqualTo("Hint level 3.");
        assertThat(page.text("hint-text")).isNotBlank().isNotEqualTo(where);
        assertThat(page.findAll("#board [data-role], #board .cand[data-role]")).isNotEmpty();
        assertThat(page.byId("hint-apply").isEnabled()).isTrue();

        assertThat(page.clickAndWait("hint-apply")).isEqualTo("Hint applied.");
        assertThat(page.boardText()).isNotEqualTo(before);
        assertThat(page.findAll("#board [data-role]")).isEmpty();
    }

    @Test
    void once_a_hint_was_asked_a_position_the_player_pauses_on_is_asked_ahead_and_the_click_reads_that(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        askedAheadOnceAHintWasAsked(page, page::hintRequests);
    }

    /**
     * On the board the page shows, counting the page's hint requests with {@code requests}: nothing is asked
     * ahead before a hint; once one is asked and applied, the new position is asked about ahead, the next
     * Hint 1 reads that answer, and Hint 2 is the server's answer about the same step.
     */
    static void askedAheadOnceAHintWasAsked(Page page, IntSupplier requests) {
        // A pause longer than the page's before any hint was asked: a player who never asks costs nothing.
        page.js("return new Promise((done) => setTimeout(done, 2500));");
        assertThat(requests.getAsInt()).isZero();

        assertThat(page.clickAndWait("hint-3")).isEqualTo("Hint level 3.");
        assertThat(page.clickAndWait("hint-apply")).isEqualTo("Hint applied.");
        assertThat(requests.getAsInt()).isEqualTo(1);
        page.until("the new position asked about ahead", () -> requests.getAsInt() == 2);

        assertThat(page.clickAndWait("hint-1")).isEqualTo("Hint level 1.");
        assertThat(requests.getAsInt())
                .as("the click reads the answer asked ahead")
                .isEqualTo(2);
        String technique = page.text("hint-text");
        assertThat(technique).startsWith("Technique: ").contains(". Look in ");
        String name = technique.substring("Technique: ".length(), technique.indexOf(". Look in "));

        // Level 2 is the server's answer at the same position: the same step.
        assertThat(page.clickAndWait("hint-2")).isEqualTo("Hint level 2.");
        assertThat(requests.getAsInt()).isEqualTo(3);
        assertThat(page.text("hint-text")).startsWith(name + ": look at ");
    }

    @Test
    void a_hint_asked_while_an_explanation_is_shown_is_read_beside_the_players_own_board(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        String own = page.boardText();
        page.clickAndWait("explain");
        page.click("step-next");

        for (int level = 1; level <= 2; level++) {
            assertThat(page.clickAndWait("hint-" + level)).isEqualTo("Hint level " + level + ".");
            assertThat(page.text("hint-text"))
                    .as("the text of hint level %d", level)
                    .isNotBlank();
            assertThat(page.byId("explain-nav").isDisplayed()).isFalse();
            assertThat(page.boardText()).isEqualTo(own);
        }
    }

    @Test
    void check_marks_are_not_drawn_on_the_explanations_board_and_are_back_when_it_closes(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        // r1c3 holds 2 in the solution, and no 5 is near it: wrong, yet no repeat.
        page.cell(1, 3).click();
        page.type("5");
        assertThat(page.clickAndWait("check")).isEqualTo("1 wrong: r1c3.");
        assertThat(wrongCells(page)).isEqualTo("r1c3");

        page.clickAndWait("explain");
        assertThat(page.byId("explain-nav").isDisplayed()).isTrue();
        assertThat(wrongCells(page))
                .as("cells marked wrong on the explanation's board")
                .isEmpty();
        assertThat(page.cell(1, 3).getAttribute("aria-label")).doesNotContain("wrong");

        page.click("step-close");
        assertThat(wrongCells(page)).isEqualTo("r1c3");
    }

    /** The cells Check marks wrong, as "r1c3 r2c5". */
    private static String wrongCells(Page page) {
        return (String) page.js(
                "return [...document.querySelectorAll('#board .cell.wrong')].map((c) => c.dataset.cell).join(' ');");
    }
}
