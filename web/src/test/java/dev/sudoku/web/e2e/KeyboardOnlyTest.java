package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/** The page played from the keyboard alone: the focus stays where the player left it. */
@ExtendWith(BrowserExtension.class)
class KeyboardOnlyTest {
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
