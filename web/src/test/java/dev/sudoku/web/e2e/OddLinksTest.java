package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A link or a text naming a puzzle that cannot be played to one solution: the page says so as it opens it,
 * in the words Start playing and Check use, rather than wishing the player well.
 */
@ExtendWith(BrowserExtension.class)
class OddLinksTest {
    private static final String REPEATED = "44" + KnownPuzzles.MODERATE.substring(2);
    // Row 1 holds 1 to 8 and r2c9 the 9 its last cell needs: no digit repeats, yet nothing fits r1c9.
    private static final String NONE = "12345678." + "........9" + ".".repeat(63);
    private static final String MANY = "5" + ".".repeat(80);

    @Test
    void a_link_whose_givens_repeat_a_digit_says_it_has_no_solution_and_names_the_repeat(Page page) {
        page.open(page.origin() + "/#p=" + "44" + ".".repeat(79));
        assertThat(page.message())
                .isEqualTo("Puzzle opened from the link, but it has no solution: digit 4 appears twice in row 1:"
                        + " r1c1 and r1c2; digit 4 appears twice in box 1: r1c1 and r1c2.");
        assertThat(page.messageKind()).isEqualTo("error");
    }

    @Test
    void a_text_whose_givens_repeat_a_digit_says_it_has_no_solution_as_it_loads(Page page) {
        page.open();
        page.load(REPEATED);
        assertThat(page.message())
                .startsWith("Loaded a 9x9 puzzle with ")
                .contains("from the text box, but it has no solution: digit 4 appears twice in row 1: r1c1 and r1c2");
        assertThat(page.messageKind()).isEqualTo("error");
    }

    @Test
    void a_link_to_a_puzzle_with_several_solutions_or_none_says_so_as_it_opens(Page page) {
        assertThat(openLink(page, MANY)).isEqualTo("More than one solution: none to check against. Solve shows two.");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(openLink(page, NONE)).isEqualTo("No solution: r1c9 has no candidate left.");
        assertThat(openLink(page, KnownPuzzles.MODERATE)).isEqualTo("Puzzle opened from the link.");
    }

    /** Opens a link to the puzzle and returns the status line once the page has heard whether it has one solution. */
    private static String openLink(Page page, String line) {
        page.open(page.origin() + "/#p=" + line);
        page.untilSolveAnswered(0);
        return page.message();
    }
}
