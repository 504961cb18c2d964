package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * The page played from the keyboard alone: the board is one stop of the tab order (arrows move inside it), and
 * the focus stays where the player left it.
 */
@ExtendWith(BrowserExtension.class)
class KeyboardOnlyTest {
    @Test
    void tab_enters_the_board_at_its_selected_cell_and_the_next_tab_leaves_it_in_every_state(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.cell(5, 5).click();
        assertTabPassesOverTheBoard(page, "r5c5", "a puzzle being played");

        page.click("edit-givens");
        assertThat(page.byId("edit-givens").getAttribute("aria-pressed")).isEqualTo("true");
        assertTabPassesOverTheBoard(page, "r5c5", "the puzzle being edited");
        page.click("edit-givens");

        page.clickAndWait("explain");
        assertThat(page.byId("step-text").isDisplayed()).isTrue();
        page.cell(2, 3).click();
        page.type(Keys.ARROW_DOWN);
        assertTabPassesOverTheBoard(page, "r3c3", "a step of an explanation shown");
    }

    /** From the control before the board, Tab lands on one cell; the next Tab goes past the board, Shift+Tab back. */
    private static void assertTabPassesOverTheBoard(Page page, String cell, String state) {
        // Pause, beside the timer, while a puzzle is played; the Rules menu before it otherwise.
        page.js("const pause = document.getElementById('pause');"
                + " (pause.disabled ? document.getElementById('variant') : pause).focus();");
        page.type(Keys.TAB);
        assertThat(focusedCell(page))
                .as("the cell Tab enters the board at, %s", state)
                .isEqualTo(cell);
        page.type(Keys.TAB);
        assertThat(focusedCell(page))
                .as("a cell after the second Tab, %s", state)
                .isEmpty();
        assertThat(page.js("return document.activeElement.closest('#pad') !== null;"))
                .as("the digit pad after the board, %s", state)
                .isEqualTo(true);
        page.typeWithShift(Keys.TAB);
        assertThat(focusedCell(page))
                .as("the cell Shift+Tab comes back to, %s", state)
                .isEqualTo(cell);
    }

    private static String focusedCell(Page page) {
        return (String) page.js("const cell = document.activeElement.closest('#board [data-cell]');"
                + " return cell ? cell.dataset.cell : '';");
    }

    @Test
    void on_a_phone_a_control_the_focus_reaches_is_not_hidden_under_the_status_line(Page page) {
        page.open(page.origin() + "/#p=" + KnownPuzzles.MODERATE);
        ScreenshotsTest.viewport(page, 390, 844, true);
        try {
            assertThat(page.message()).isEqualTo("Puzzle opened from the link.");
            // Explain at the top of the window, where the status line stays, and the focus brought back up to it.
            page.js("scrollBy(0, document.getElementById('explain').getBoundingClientRect().top - 5);"
                    + " document.getElementById('hint-1').focus({preventScroll: true});");
            page.typeWithShift(Keys.TAB);
            assertThat(page.js("return document.activeElement.id;")).isEqualTo("explain");
            Number gap = (Number) page.js("return document.getElementById('explain').getBoundingClientRect().top"
                    + " - document.getElementById('message').getBoundingClientRect().bottom;");
            assertThat(gap.doubleValue())
                    .as("the focused button's top below the status line")
                    .isNotNegative();
        } finally {
            page.cdp("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
        }
    }

    @Test
    void a_button_pressed_with_enter_has_the_focus_again_once_its_answer_has_come(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        for (String button : new String[] {"explain", "solve"}) {
            page.js("document.getElementById(arguments[0]).focus();", button);
            page.js("const line = document.getElementById('message'); line.textContent = '';");
            page.type(Keys.ENTER);
            page.until("the answer to " + button, () -> {
                String said = page.message();
                return !said.isEmpty()
                        && !said.endsWith("\u2026")
                        && page.byId(button).isEnabled();
            });
            assertThat(page.js("return document.activeElement.id;"))
                    .as("the focus after %s", button)
                    .isEqualTo(button);
        }
    }

    @Test
    void leaving_an_explanation_with_enter_puts_the_focus_on_the_board(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        for (String button : new String[] {"step-apply", "step-close"}) {
            page.clickAndWait("explain");
            page.js("document.getElementById(arguments[0]).focus();", button);
            page.type(Keys.ENTER);
            assertThat(page.byId("step-text").isDisplayed()).isFalse();
            assertThat(page.js("return document.activeElement.closest('#board') !== null;"))
                    .as("the focus on the board after %s", button)
                    .isEqualTo(true);
        }
    }

    @Test
    void undo_or_redo_pressed_with_enter_until_it_disables_hands_the_focus_to_the_other(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        int empty = KnownPuzzles.MODERATE.indexOf('.');
        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type("1", "2");
        String played = page.digits();
        page.js("document.getElementById('undo').focus();");
        for (String[] pair : new String[][] {{"undo", "redo"}, {"redo", "undo"}}) {
            for (int press = 0; press < 5 && page.byId(pair[0]).isEnabled(); press++) page.type(Keys.ENTER);
            assertThat(page.byId(pair[0]).isEnabled()).as("%s used up", pair[0]).isFalse();
            assertThat(page.js("return document.activeElement.id;"))
                    .as("the focus once %s is used up", pair[0])
                    .isEqualTo(pair[1]);
        }
        assertThat(page.digits()).as("every move undone and redone").isEqualTo(played);
    }
}
