package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * Pause: the board is covered, the time holds and nothing on the board or in the panels takes input until
 * Resume; a new board lets the pause go, and there is no pause while the puzzle is typed in or once it is
 * solved.
 */
@ExtendWith(BrowserExtension.class)
class PauseTest {
    private static final String PARTS_TAKING_INPUT =
            "return [...document.querySelectorAll('#board, #pad, .play-row, .side')].filter((p) => !p.inert).length;";

    @Test
    void a_paused_game_is_out_of_sight_holds_its_time_and_takes_no_move_until_resumed(Page page)
            throws InterruptedException {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.until("a second on the timer", () -> page.timerSeconds() >= 1);
        int empty = KnownPuzzles.MODERATE.indexOf('.');
        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type("4");
        String placed = page.digits();
        assertThat(placed.charAt(empty)).isEqualTo('4');

        page.click("pause");
        page.until("the cover on the board", () -> page.byId("pause-cover").isDisplayed());
        assertThat(page.byId("board").isDisplayed())
                .as("the board under the cover")
                .isFalse();
        assertThat(page.byId("pause").getAttribute("aria-pressed")).isEqualTo("true");
        assertThat(page.js(PARTS_TAKING_INPUT))
                .as("parts of the page taking input")
                .isEqualTo(0L);
        // The display ticks twice a second: read it after a tick that came once the time was held.
        Thread.sleep(1000);
        int held = page.timerSeconds();
        // Keys a player might press meanwhile: a digit, an arrow, Undo (of the 4).
        page.type("5", Keys.ARROW_RIGHT);
        page.typeWithControl("z");
        Thread.sleep(2500);
        assertThat(page.timerSeconds()).as("the time after 2.5 s paused").isEqualTo(held);
        assertThat(page.digits())
                .as("the board after keys pressed while paused")
                .isEqualTo(placed);

        page.click("resume");
        assertThat(page.byId("pause-cover").isDisplayed()).isFalse();
        assertThat(page.byId("board").isDisplayed()).isTrue();
        assertThat(page.byId("pause").getAttribute("aria-pressed")).isEqualTo("false");
        assertThat(page.js(PARTS_TAKING_INPUT)).isEqualTo(4L);
        page.type("5");
        assertThat(page.digits().charAt(empty))
                .as("a digit typed after Resume, on the cell selected before the pause")
                .isEqualTo('5');
        page.until("the time going on", () -> page.timerSeconds() > held);
    }

    @Test
    void a_new_board_ends_the_pause_and_there_is_none_while_typing_a_puzzle_in_or_once_solved(Page page) {
        page.open();
        assertThat(page.byId("pause").isEnabled())
                .as("Pause on the empty board being typed in")
                .isFalse();
        page.load(KnownPuzzles.MODERATE);
        page.until("Pause offered in play", () -> page.byId("pause").isEnabled());

        page.click("pause");
        page.until("the cover on the board", () -> page.byId("pause-cover").isDisplayed());
        page.click("pause");
        assertThat(page.byId("pause-cover").isDisplayed())
                .as("the cover after Pause pressed again")
                .isFalse();
        page.click("pause");
        page.until("the cover on the board", () -> page.byId("pause-cover").isDisplayed());
        page.choose("size", "6");
        page.until("the cover gone with the board left", () -> !page.byId("pause-cover")
                .isDisplayed());
        assertThat(page.byId("board").isDisplayed()).isTrue();
        assertThat(page.byId("pause").getAttribute("aria-pressed")).isEqualTo("false");

        page.load(KnownPuzzles.MODERATE);
        page.clickAndWait("reveal");
        page.until(
                "no Pause once the puzzle is solved", () -> !page.byId("pause").isEnabled());
    }

    @Test
    void a_position_paused_on_is_not_asked_about_ahead(Page page) throws InterruptedException {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        assertThat(page.clickAndWait("hint-3")).isEqualTo("Hint level 3.");
        assertThat(page.clickAndWait("hint-apply")).isEqualTo("Hint applied.");
        page.until("the new position asked about ahead", () -> page.hintRequests() == 2);
        // Paused and resumed once first, so the pause below comes at once, not after its script is fetched.
        page.click("pause");
        // The cover comes with the pause script, fetched on this first press.
        page.until("the cover on the board", () -> page.byId("pause-cover").isDisplayed());
        page.click("resume");

        int empty = page.digits().indexOf('.');
        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type(String.valueOf(KnownPuzzles.MODERATE_SOLUTION.charAt(empty)));
        page.click("pause");
        // Longer than the pause after which a position is asked about ahead.
        Thread.sleep(2500);
        assertThat(page.hintRequests())
                .as("hint requests, the last position paused on")
                .isEqualTo(2);
    }
}
