package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Boards other than 9x9: chosen from the size menu, filled from a pasted line, solved. */
@ExtendWith(BrowserExtension.class)
class OtherSizesTest {
    @Test
    void a_6x6_puzzle_is_entered_and_solved_with_the_digits_1_to_6(Page page) {
        page.open();
        switchSize(page, 6);
        page.load(KnownPuzzles.SIX);
        assertThat(page.digits()).isEqualTo(KnownPuzzles.SIX);
        assertThat(page.find(".keys").getText()).doesNotContain("past 9");

        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        assertThat(page.digits()).matches("[1-6]{36}").isEqualTo(KnownPuzzles.SIX_SOLUTION);
    }

    @Test
    void a_16x16_puzzle_is_entered_and_solved_with_letters_past_9(Page page) {
        page.open();
        switchSize(page, 16);
        page.load(KnownPuzzles.SIXTEEN);
        assertThat(page.digits()).isEqualTo(KnownPuzzles.SIXTEEN);

        assertThat(page.text("keys-letters")).isEqualTo("(A\u2013G past 9)");

        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        assertThat(page.digits()).matches("[1-9A-G]{256}").contains("A", "G").isEqualTo(KnownPuzzles.SIXTEEN_SOLUTION);
    }

    @Test
    void a_16x16_position_is_not_asked_about_ahead_even_after_a_hint(Page page) {
        page.open();
        switchSize(page, 16);
        page.load(KnownPuzzles.SIXTEEN);
        assertThat(page.clickAndWait("hint-3")).isEqualTo("Hint level 3.");
        assertThat(page.clickAndWait("hint-apply")).isEqualTo("Hint applied.");

        // Longer than the pause after which a 9x9 position is asked about ahead.
        page.js("return new Promise((done) => setTimeout(done, 2500));");
        assertThat(page.hintRequests()).isEqualTo(1);
    }

    @Test
    void the_invalid_number_alert_goes_when_solve_fills_the_board(Page page) {
        page.open();
        switchSize(page, 6);
        page.load(KnownPuzzles.SIX);
        int empty = KnownPuzzles.SIX.indexOf('.');
        page.cell(empty / 6 + 1, empty % 6 + 1).click();
        page.type("9");
        assertThat(page.byId("cell-alert").isDisplayed()).isTrue();
        assertThat(page.text("cell-alert")).isEqualTo("Invalid number: 9 (use 1-6)");

        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        assertThat(page.byId("cell-alert").isDisplayed())
                .as("the alert after Solve")
                .isFalse();
    }

    @Test
    void a_size_chosen_while_the_page_still_loads_gives_a_board_of_that_size(Page page) {
        page.openActingEarly("const size = document.getElementById('size');"
                + " size.value = '6'; size.dispatchEvent(new Event('change', { bubbles: true }));");
        page.until("an empty 6x6 board", () -> page.findAll("#board .cell").size() == 36);
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("6");
        assertThat(page.findAll("#pad .pad-digit")).hasSize(6);
    }

    @Test
    void nine_chosen_while_a_linked_6x6_puzzle_still_loads_gives_an_empty_9x9_board(Page page) {
        page.openActingEarly(
                page.origin() + "/#p=" + KnownPuzzles.SIX,
                "const size = document.getElementById('size');"
                        + " size.value = '9'; size.dispatchEvent(new Event('change', { bubbles: true }));");
        page.until("an empty 9x9 board", () -> page.findAll("#board .cell").size() == 81);
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("9");
        assertThat(page.digits()).isEqualTo(".".repeat(81));
    }

    @Test
    void the_text_box_keeps_a_puzzle_of_the_size_chosen_and_is_cleared_of_any_other_text_saying_why(Page page) {
        page.open();
        page.byId("puzzle-text").sendKeys(KnownPuzzles.MODERATE);
        switchSize(page, 6);
        assertThat(page.message())
                .isEqualTo("Empty 6x6 board: type the puzzle, or paste one. The text box was cleared: it held a 9x9"
                        + " puzzle, not a 6x6 one.");
        assertThat(page.byId("puzzle-text").getAttribute("value")).isEmpty();
        assertThat(page.byId("puzzle-text").getAttribute("placeholder"))
                .as("the grey example fits the size")
                .isEqualTo("36 cells in one line (. or 0 for a blank), or 6 rows of 6");

        page.byId("puzzle-text").sendKeys(KnownPuzzles.SIX);
        switchSize(page, 4);
        assertThat(page.message())
                .isEqualTo("Empty 4x4 board: type the puzzle, or paste one. The text box was cleared: it held a 6x6"
                        + " puzzle, not a 4x4 one.");

        page.byId("puzzle-text").sendKeys("1.3");
        switchSize(page, 6);
        assertThat(page.message())
                .isEqualTo("Empty 6x6 board: type the puzzle, or paste one. The text box was cleared: it held no 6x6"
                        + " puzzle.");
        assertThat(page.byId("puzzle-text").getAttribute("value")).isEmpty();

        // A puzzle typed before its size is chosen stays, ready for Load.
        switchSize(page, 9);
        assertThat(page.byId("puzzle-text").getAttribute("placeholder")).hasSize(81);
        page.byId("puzzle-text").sendKeys(KnownPuzzles.SIX);
        switchSize(page, 6);
        assertThat(page.message()).isEqualTo("Empty 6x6 board: type the puzzle, or paste one.");
        assertThat(page.byId("puzzle-text").getAttribute("value")).isEqualTo(KnownPuzzles.SIX);
    }

    private static void switchSize(Page page, int size) {
        page.choose("size", String.valueOf(size));
        page.until("an empty " + size + "x" + size + " board", () -> page.message()
                .startsWith("Empty " + size + "x" + size));
        assertThat(page.findAll("#board .cell")).hasSize(size * size);
        assertThat(page.cell(size, size).getAttribute("data-cell")).isEqualTo("r" + size + "c" + size);
    }
}
