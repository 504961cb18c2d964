package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;

/** Entering a puzzle with the keyboard, as a player copying one from a newspaper does. */
@ExtendWith(BrowserExtension.class)
class EnteringPuzzleTest {
    @Test
    void a_puzzle_typed_by_keyboard_is_solved_by_logic_with_bold_givens_and_the_cycles_shown(Page page) {
        page.open();
        page.cell(1, 1).click();
        page.type(keysTyping(KnownPuzzles.MODERATE));
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);

        page.click("edit-givens");
        assertThat(page.text("edit-givens")).isEqualTo("Edit puzzle");
        page.choose("mode", "logic-only");
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        assertThat(page.messageKind()).isEqualTo("success");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE_SOLUTION);

        @SuppressWarnings("unchecked")
        List<Map<String, Object>> cells = (List<Map<String, Object>>)
                page.js("return [...document.querySelectorAll('#board .cell')].map((c) => ({"
                        + " given: c.classList.contains('given'), solved: c.classList.contains('solved'),"
                        + " weight: Number(getComputedStyle(c.querySelector('.digit')).fontWeight) }));");
        for (int i = 0; i < cells.size(); i++) {
            Map<String, Object> cell = cells.get(i);
            boolean given = KnownPuzzles.MODERATE.charAt(i) != '.';
            assertThat(cell.get("given")).as("cell %d is a given", i).isEqualTo(given);
            assertThat(cell.get("solved")).as("cell %d is solved", i).isEqualTo(!given);
            int weight = ((Number) cell.get("weight")).intValue();
            if (given) {
                assertThat(weight).as("weight of given cell %d", i).isGreaterThanOrEqualTo(600);
            } else {
                assertThat(weight).as("weight of solved cell %d", i).isLessThan(600);
            }
        }
        String cycles = page.find("#work [data-work=\"cycles\"] dd").getText();
        assertThat(Integer.parseInt(cycles)).isPositive();
    }

    @Test
    void a_key_that_is_no_digit_shows_invalid_number_at_the_cell(Page page) {
        page.open();
        WebElement cell = page.cell(4, 5);
        cell.click();
        page.type("x");

        WebElement alert = page.byId("cell-alert");
        assertThat(alert.isDisplayed()).isTrue();
        assertThat(alert.getText()).startsWith("Invalid number").contains("x");
        // The alert hangs just below the cell it is about, overlapping its column.
        Rectangle at = cell.getRect();
        Rectangle box = alert.getRect();
        assertThat(box.getY()).isBetween(at.getY() + at.getHeight() - 2, at.getY() + 2 * at.getHeight());
        assertThat(box.getX()).isLessThan(at.getX() + at.getWidth());
        assertThat(box.getX() + box.getWidth()).isGreaterThan(at.getX());
        assertThat(page.digits()).isEqualTo(".".repeat(81));
    }

    @Test
    void a_digit_repeated_in_a_row_marks_both_cells_and_names_them(Page page) {
        page.open();
        page.cell(3, 2).click();
        page.type("7", Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, "7");

        assertThat(page.cell(3, 2).getAttribute("class")).contains("conflict");
        assertThat(page.cell(3, 6).getAttribute("class")).contains("conflict");
        assertThat(page.findAll("#board .cell.conflict")).hasSize(2);
        assertThat(page.message()).contains("r3c2").contains("r3c6");
        assertThat(page.messageKind()).isEqualTo("error");

        page.type(Keys.BACK_SPACE);
        assertThat(page.findAll("#board .cell.conflict")).isEmpty();
    }

    @Test
    void a_puzzle_set_with_a_repeated_given_names_the_repeat_instead_of_wishing_luck(Page page) {
        page.open();
        page.cell(3, 2).click();
        page.type("7", Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, "7");

        page.click("edit-givens");
        assertThat(page.message())
                .startsWith("Puzzle set, but it has no solution: digit 7 appears twice in row 3: r3c2 and r3c6")
                .doesNotContain("good luck");
        assertThat(page.messageKind()).isEqualTo("error");

        page.click("edit-givens");
        page.cell(3, 6).click();
        page.type(Keys.BACK_SPACE);
        page.click("edit-givens");
        assertThat(page.message()).doesNotContain("appears twice");
    }

    @Test
    void a_puzzle_set_with_several_solutions_or_none_says_so_as_play_starts_until_it_is_edited(Page page) {
        page.open();
        page.cell(1, 1).click();
        page.type("5");
        assertThat(startPlaying(page))
                .as("one given: many solutions")
                .isEqualTo("More than one solution: none to check against. Solve shows two.");
        assertThat(page.messageKind()).isEqualTo("error");

        page.click("edit-givens");
        assertThat(page.message()).isEqualTo("Type the puzzle: digits entered now are givens.");
        // Row 1 holds 1 to 8 and r2c9 the 9 its last cell needs: no digit repeats, yet nothing fits r1c9.
        page.cell(1, 1).click();
        for (char digit = '1'; digit <= '8'; digit++) page.type(String.valueOf(digit), Keys.ARROW_RIGHT);
        page.type(Keys.ARROW_DOWN, "9");
        assertThat(startPlaying(page)).isEqualTo("No solution: r1c9 has no candidate left.");
        page.click("edit-givens");
        assertThat(page.message()).isEqualTo("Type the puzzle: digits entered now are givens.");

        page.open();
        page.cell(1, 1).click();
        page.type(keysTyping(KnownPuzzles.MODERATE));
        assertThat(startPlaying(page)).as("one solution").isEqualTo("Puzzle set: good luck!");
        assertThat(page.messageKind()).isEqualTo("info");
    }

    @Test
    void undo_while_playing_stops_at_the_puzzle_set_and_never_takes_back_a_given(Page page) {
        page.open();
        page.cell(1, 1).click();
        page.type("5", Keys.ARROW_RIGHT, "6");
        page.click("edit-givens");
        assertThat(page.text("edit-givens")).isEqualTo("Edit puzzle");
        page.cell(5, 5).click();
        page.type("1");
        for (int press = 0; press < 5 && page.byId("undo").isEnabled(); press++) page.click("undo");

        assertThat(page.byId("undo").isEnabled())
                .as("Undo once the digit played is taken back")
                .isFalse();
        assertThat(page.digits()).isEqualTo("56" + ".".repeat(79));
        assertThat(page.findAll("#board .cell.given")).hasSize(2);
    }

    /**
     * Presses Start playing and returns the status line once the page has heard whether the puzzle has one
     * solution (its answer to the request that asks it).
     */
    private static String startPlaying(Page page) {
        int asked = page.solveRequests();
        page.click("edit-givens");
        assertThat(page.text("edit-givens")).isEqualTo("Edit puzzle");
        page.untilSolveAnswered(asked);
        return page.message();
    }

    /**
     * The keys a player presses to copy a puzzle line in: a digit where there is a given, an arrow to
     * the next cell, and down at the end of a row (the right arrow wraps within the row). One slip is
     * typed and erased on the way.
     */
    private static CharSequence[] keysTyping(String line) {
        StringBuilder keys = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            char ch = line.charAt(cell);
            if (ch != '.') {
                keys.append(ch);
            } else if (cell == 2) {
                keys.append('9').append(Keys.BACK_SPACE);
            }
            keys.append(Keys.ARROW_RIGHT);
            if (cell % 9 == 8) keys.append(Keys.ARROW_DOWN);
        }
        return new CharSequence[] {keys};
    }
}
