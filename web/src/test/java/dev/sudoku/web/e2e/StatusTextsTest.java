package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the page says about the server's answers: plain words, each said once, and never stale. */
@ExtendWith(BrowserExtension.class)
class StatusTextsTest {
    /** Row 1 leaves r1c9 only the 9 that column 9 already holds. */
    static final String IMPOSSIBLE = "12345678." + "........9" + ".".repeat(63);

    /** Three givens: a great many solutions. */
    static final String SEVERAL_SOLUTIONS = "12......." + "..3......" + ".".repeat(63);

    @Test
    void a_puzzle_without_a_solution_says_so_once(Page page) {
        page.open();
        page.load(IMPOSSIBLE);
        String said = page.clickAndWait("solve");
        assertThat(said).startsWith("No solution: ").containsIgnoringCase("r1c9");
        assertThat(said.toLowerCase(java.util.Locale.ROOT).split("no solution", -1))
                .as("\"no solution\" said once in: %s", said)
                .hasSize(2);
    }

    @Test
    void an_explanation_without_a_step_says_why_in_a_sentence_naming_the_cell_where_a_puzzle_breaks(Page page) {
        page.open();
        page.load(IMPOSSIBLE);
        assertThat(page.clickAndWait("explain")).startsWith("No solution: ").contains("r1c9");
        page.load(SEVERAL_SOLUTIONS);
        assertThat(page.clickAndWait("explain"))
                .isEqualTo("No step found: more than one solution, so uniqueness techniques are off.");
        assertThat(page.messageKind()).isEqualTo("error");
    }

    @Test
    void check_and_reveal_on_a_puzzle_with_several_solutions_promise_no_second_solution_they_do_not_show(Page page) {
        page.open();
        page.load(SEVERAL_SOLUTIONS);
        for (String button : new String[] {"check", "reveal"}) {
            String said = page.clickAndWait(button);
            assertThat(said).as("the answer to %s", button).startsWith("More than one solution");
            assertThat(page.byId("second").isDisplayed()).isFalse();
            assertThat(said)
                    .as("the answer to %s, with no second board drawn", button)
                    .doesNotContain(" shown");
            assertThat(page.digits()).isEqualTo(SEVERAL_SOLUTIONS);
        }
        assertThat(page.clickAndWait("solve")).startsWith("More than one solution");
        assertThat(page.byId("second").isDisplayed()).isTrue();
    }

    @Test
    void a_server_out_of_reach_is_said_without_advising_a_reload_and_the_next_try_works(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.click("auto");
        String board = page.boardText();
        try {
            offline(page, true);
            String said = page.clickAndWait("solve");
            assertThat(said)
                    .startsWith("The server cannot be reached: your board stays here.")
                    .doesNotContain("reload");
            assertThat(page.messageKind()).isEqualTo("error");
            assertThat(page.boardText()).isEqualTo(board);
        } finally {
            offline(page, false);
        }
        assertThat(page.clickAndWait("hint-1")).doesNotContain("cannot be reached");
        assertThat(page.text("hint-text")).isNotBlank();
    }

    @Test
    void on_a_phone_the_answer_to_a_button_low_on_the_page_is_in_view_where_it_was_pressed(Page page) {
        page.open();
        ScreenshotsTest.viewport(page, 390, 844, true);
        try {
            // The bank holds no 4x4 puzzle: the daily puzzle's answer is an error, and the page stays put.
            page.choose("size", "4");
            // The 4x4 board comes with its layout from the server and then takes the focus, which scrolls it
            // into view: the page is scrolled down only once it is there.
            page.until("an empty 4x4 board", () -> page.message().startsWith("Empty 4x4"));
            page.js("document.getElementById('daily').scrollIntoView({block: 'center'});");
            assertThat(inView(page, "board")).as("the board scrolled away").isFalse();

            assertThat(page.clickAndWait("daily")).isNotBlank();
            assertThat(page.messageKind()).isEqualTo("error");
            assertThat(inView(page, "daily")).as("the button still in view").isTrue();
            assertThat(inView(page, "message")).as("the status line in view").isTrue();
        } finally {
            page.cdp("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
        }
    }

    /** Whether the element is wholly within the window. */
    private static boolean inView(Page page, String id) {
        return (Boolean) page.js(
                "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                        + " return r.top >= 0 && r.bottom <= innerHeight && r.height > 0;",
                id);
    }

    /**
     * The server's routes cut off from the browser (or restored), as when the server stops: a request fails
     * as a fetch to a closed port does. Chromium's offline emulation leaves the loopback address reachable.
     */
    private static void offline(Page page, boolean off) {
        page.cdp("Network.enable", java.util.Map.of());
        page.cdp(
                "Network.setBlockedURLs",
                java.util.Map.of("urls", off ? java.util.List.of("*/api/*") : java.util.List.of()));
    }

    @Test
    void a_hint_on_a_solved_board_says_it_needs_none(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        page.clickAndWait("hint-1");
        assertThat(page.text("hint-text")).isEqualTo("The puzzle is solved: no hint needed.");
    }

    @Test
    void text_that_does_not_read_names_every_blank_the_reader_takes(Page page) {
        page.open();
        page.byId("puzzle-text").sendKeys("12?");
        assertThat(page.clickAndWait("load-text")).contains("(blanks as . 0 _ x * or space)");
        page.load(KnownPuzzles.MODERATE.replace('.', 'x'));
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
    }

    @Test
    void a_hint_text_goes_when_an_explanation_shows_another_position(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.clickAndWait("hint-3");
        assertThat(page.text("hint-text")).isNotEmpty();
        page.clickAndWait("explain");
        assertThat(page.text("step-text")).startsWith("Step 1 of");
        assertThat(page.text("hint-text"))
                .as("the hint text during an explanation")
                .isEmpty();
    }

    @Test
    void solved_goes_when_undo_takes_the_board_back_to_its_givens(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        page.click("undo");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
        assertThat(page.message()).isEmpty();
    }

    @Test
    void a_step_number_outside_the_explanation_is_refused_saying_the_range(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.clickAndWait("explain");
        int total = page.findAll("#step-list .step-item").size();
        page.click("step-next");
        String shown = page.text("step-text");
        assertThat(shown).startsWith("Step 2 of " + total);
        for (String typed : new String[] {"0", "999", String.valueOf(total + 1)}) {
            page.byId("step-jump").clear();
            page.byId("step-jump").sendKeys(typed);
            page.click("step-go");
            assertThat(page.message()).as("step %s", typed).isEqualTo("Step: a number from 1 to " + total + ".");
            assertThat(page.text("step-text")).as("step %s", typed).isEqualTo(shown);
        }
        page.byId("step-jump").clear();
        page.byId("step-jump").sendKeys(String.valueOf(total));
        page.click("step-go");
        assertThat(page.text("step-text")).startsWith("Step " + total + " of " + total);
    }

    @Test
    void the_depth_is_shown_in_bivalue_mode_only_and_refused_outside_1_to_8(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        assertThat(page.byId("depth").isDisplayed()).isFalse();
        page.choose("mode", "logic-only");
        assertThat(page.byId("depth").isDisplayed()).isFalse();
        page.choose("mode", "bivalue");
        assertThat(page.byId("depth").isDisplayed()).isTrue();
        for (String typed : new String[] {"0", "9", "", "-1"}) {
            page.byId("depth").clear();
            page.byId("depth").sendKeys(typed);
            assertThat(page.clickAndWait("solve"))
                    .as("depth '%s'", typed)
                    .isEqualTo("Depth: a whole number from 1 to 8.");
        }
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
        page.byId("depth").clear();
        page.byId("depth").sendKeys("2");
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
    }
}
