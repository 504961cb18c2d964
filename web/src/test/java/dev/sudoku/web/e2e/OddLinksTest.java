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
        assertThat(openLink(page, MANY))
                .isEqualTo(
                        "Puzzle opened from the link. More than one solution: none to check against. Solve shows two.");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(openLink(page, NONE))
                .isEqualTo("Puzzle opened from the link. No solution: r1c9 has no candidate left.");
        assertThat(openLink(page, KnownPuzzles.MODERATE)).isEqualTo("Puzzle opened from the link.");
    }

    @Test
    void a_link_whose_box_does_not_fit_the_puzzle_says_so_and_opens_the_puzzle_in_its_own_boxes(Page page) {
        assertThat(openLink(page, KnownPuzzles.MODERATE + "&box=2x3"))
                .isEqualTo("Puzzle opened from the link. The link's box=2x3 was not used: 2x3 boxes hold 6 cells"
                        + " and a 9x9 puzzle's boxes hold 9, so it has 3x3 boxes.");
        assertThat(page.messageKind()).isEqualTo("info");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
        assertThat(page.byId("board").getAttribute("aria-label")).isEqualTo("Sudoku board, 9 by 9");
    }

    @Test
    void a_link_with_parts_not_used_to_a_puzzle_with_several_solutions_or_none_says_both_as_sentences(Page page) {
        assertThat(openLink(page, MANY + "&box=2x3"))
                .isEqualTo(
                        "Puzzle opened from the link. More than one solution: none to check against. Solve shows two."
                                + " The link's box=2x3 was not used: 2x3 boxes hold 6 cells and a 9x9 puzzle's boxes hold 9,"
                                + " so it has 3x3 boxes.");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(openLink(page, NONE + "&level=hard"))
                .isEqualTo("Puzzle opened from the link. No solution: r1c9 has no candidate left. The link's level=hard"
                        + " was not used: a link names a puzzle (p) and its boxes (box) only.");
        assertThat(page.messageKind()).isEqualTo("error");
    }

    @Test
    void a_link_whose_box_is_no_shape_or_with_a_parameter_links_do_not_have_names_each(Page page) {
        assertThat(openLink(page, KnownPuzzles.MODERATE + "&box=big&level=hard"))
                .isEqualTo("Puzzle opened from the link. The link's box=big was not used: a box is written rows x"
                        + " columns, such as 3x3, so the puzzle has 3x3 boxes. The link's level=hard was not used:"
                        + " a link names a puzzle (p) and its boxes (box) only.");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
    }

    @Test
    void a_link_naming_one_puzzle_in_its_query_and_another_in_its_fragment_says_which_it_opened(Page page) {
        page.open(page.origin() + "/?p=" + KnownPuzzles.WITH_CHAINS + "#p=" + KnownPuzzles.MODERATE + "&box=2x3");
        page.untilSolveAnswered(0);
        assertThat(page.message())
                .isEqualTo("Puzzle opened from the link. The link's box=2x3 was not used: 2x3 boxes hold 6 cells and a"
                        + " 9x9 puzzle's boxes hold 9, so it has 3x3 boxes. The link names two different puzzles: the"
                        + " one after # was opened, and the one after ? was ignored.");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
    }

    @Test
    void a_link_naming_the_same_puzzle_in_its_query_and_its_fragment_says_nothing_of_it(Page page) {
        // Written with other blanks, it is still the same puzzle.
        String zeros = KnownPuzzles.MODERATE.replace('.', '0');
        page.open(page.origin() + "/?p=" + zeros + "#p=" + KnownPuzzles.MODERATE);
        page.untilSolveAnswered(0);
        assertThat(page.message()).isEqualTo("Puzzle opened from the link.");
    }

    @Test
    void a_link_reloaded_over_the_game_it_opened_still_names_the_box_it_did_not_use(Page page) {
        openLink(page, KnownPuzzles.MODERATE + "&box=2x3");
        page.reload();
        assertThat(page.message())
                .isEqualTo("Puzzle opened from the link. The link's box=2x3 was not used: 2x3 boxes hold 6 cells"
                        + " and a 9x9 puzzle's boxes hold 9, so it has 3x3 boxes.");
    }

    @Test
    void a_link_to_a_puzzle_with_several_solutions_reloaded_over_its_game_says_so_again(Page page) {
        String many = "Puzzle opened from the link. More than one solution: none to check against. Solve shows two.";
        assertThat(openLink(page, MANY)).isEqualTo(many);
        page.reload();
        page.untilSolveAnswered(0);
        assertThat(page.message()).isEqualTo(many);
        assertThat(page.messageKind()).isEqualTo("error");
        page.cell(1, 2).click();
        page.type("3");
        page.reload();
        page.untilSolveAnswered(0);
        assertThat(page.message())
                .isEqualTo(
                        "Your game is back as you left it. More than one solution: none to check against. Solve shows"
                                + " two.");
    }

    @Test
    void a_link_with_boxes_but_no_puzzle_says_it_names_none_and_opens_the_empty_board(Page page) {
        page.open(page.origin() + "/#box=2x3");
        assertThat(page.message()).isEqualTo("Nothing opened from the link: it names no puzzle (p=).");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(page.digits()).isEqualTo(".".repeat(81));
    }

    /** Opens a link to the puzzle and returns the status line once the page has heard whether it has one solution. */
    private static String openLink(Page page, String line) {
        page.open(page.origin() + "/#p=" + line);
        page.untilSolveAnswered(0);
        return page.message();
    }
}
