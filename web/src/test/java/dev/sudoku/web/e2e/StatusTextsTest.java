package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the page says about the server's answers: plain words, each said once, and never stale. */
@ExtendWith(BrowserExtension.class)
class StatusTextsTest {
    /** Row 1 leaves r1c9 only the 9 that column 9 already holds. */
    static final String IMPOSSIBLE = "12345678." + "........9" + ".".repeat(63);

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
}
