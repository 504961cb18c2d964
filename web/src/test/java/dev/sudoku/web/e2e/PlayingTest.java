package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/** Playing a puzzle: a generated one, moves taken back and forth, a link to it, a printed page. */
@ExtendWith(BrowserExtension.class)
class PlayingTest {
    @Test
    void a_move_on_a_generated_puzzle_is_undone_and_redone(Page page) {
        page.open();
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle");
        String puzzle = page.digits();
        assertThat(puzzle).contains(".").matches("[1-9.]{81}");
        assertThat(page.findAll("#board .cell.given")).hasSizeGreaterThanOrEqualTo(17);

        int empty = puzzle.indexOf('.');
        WebElement cell = page.cell(empty / 9 + 1, empty % 9 + 1);
        cell.click();
        page.type("5");
        assertThat(page.digits().charAt(empty)).isEqualTo('5');
        assertThat(cell.getAttribute("class")).contains("placed");

        page.click("undo");
        assertThat(page.digits()).isEqualTo(puzzle);
        assertThat(cell.getAttribute("class")).doesNotContain("placed");
        assertThat(page.byId("undo").isEnabled()).isFalse();

        page.click("redo");
        assertThat(page.digits().charAt(empty)).isEqualTo('5');
        assertThat(page.byId("redo").isEnabled()).isFalse();
    }

    @Test
    void digits_typed_after_clicking_a_control_under_the_board_go_to_the_selected_cell(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        WebElement cell = page.cell(1, 3);
        cell.click();
        page.click("notes");
        page.type("1", "2");
        assertThat(cell.findElement(org.openqa.selenium.By.cssSelector(".cands"))
                        .getText())
                .as("marks typed with Notes just clicked")
                .contains("1")
                .contains("2");
        page.click("notes");
        page.type("4");
        assertThat(page.digits().charAt(2)).isEqualTo('4');
        page.click("check");
        page.type(Keys.BACK_SPACE);
        assertThat(page.digits().charAt(2)).isEqualTo('.');
        // An arrow takes the player back into the board, one cell on.
        page.type(Keys.ARROW_RIGHT);
        assertThat(page.js("return document.activeElement.dataset.cell")).isEqualTo("r1c4");
    }

    @Test
    void a_digit_placed_is_crossed_off_the_marks_of_its_peers_and_undo_brings_them_back(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.click("notes");
        // r1c9 shares the row with r1c3, r2c2 the box; r2c4 shares no house with it.
        marks(page, 1, 9, "1", "2");
        marks(page, 2, 2, "2", "4");
        marks(page, 2, 4, "2");
        page.click("notes");
        page.cell(1, 3).click();
        page.type("2");

        assertThat(page.digits().charAt(2)).isEqualTo('2');
        assertThat(marksOf(page, 1, 9)).as("r1c9, in the row").isEqualTo("1");
        assertThat(marksOf(page, 2, 2)).as("r2c2, in the box").isEqualTo("4");
        assertThat(marksOf(page, 2, 4)).as("r2c4, no peer").isEqualTo("2");
        page.click("undo");
        assertThat(page.digits().charAt(2)).isEqualTo('.');
        assertThat(marksOf(page, 1, 9)).isEqualTo("12");
        assertThat(marksOf(page, 2, 2)).isEqualTo("24");
    }

    @Test
    void a_digit_placed_in_all_its_cells_is_dimmed_on_the_pad_until_one_is_erased(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        int last = -1;
        for (int cell = 0; cell < 81; cell++) {
            if (KnownPuzzles.MODERATE.charAt(cell) == '.' && KnownPuzzles.MODERATE_SOLUTION.charAt(cell) == '8') {
                assertThat(page.find(".pad-digit[data-digit='8']").getAttribute("class"))
                        .as("8 before its last cell")
                        .doesNotContain("done");
                page.cell(cell / 9 + 1, cell % 9 + 1).click();
                page.type("8");
                last = cell;
            }
        }

        WebElement eight = page.find(".pad-digit[data-digit='8']");
        assertThat(eight.getAttribute("class")).contains("done");
        assertThat(eight.getAttribute("aria-label")).isEqualTo("digit 8, all placed");
        assertThat(page.find(".pad-digit[data-digit='7']").getAttribute("class"))
                .doesNotContain("done");
        page.cell(last / 9 + 1, last % 9 + 1).click();
        page.type(Keys.BACK_SPACE);
        assertThat(eight.getAttribute("class")).doesNotContain("done");
        assertThat(eight.getAttribute("aria-label")).isEqualTo("digit 8");
    }

    /** Types the digits into the cell as pencil marks (Notes on). */
    private static void marks(Page page, int row, int col, String... digits) {
        page.cell(row, col).click();
        page.type(digits);
    }

    /** The cell's pencil marks as shown, digits only. */
    private static String marksOf(Page page, int row, int col) {
        return page.cell(row, col)
                .findElement(org.openqa.selenium.By.cssSelector(".cands"))
                .getText()
                .replaceAll("\\D", "");
    }

    @Test
    void a_digit_placed_twice_in_a_house_is_named_in_a_sentence_on_the_status_line(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.cell(1, 3).click();
        page.type("7");
        assertThat(page.message())
                .isEqualTo(
                        "Digit 7 appears twice in row 1: r1c2 and r1c3; digit 7 appears twice in box 1: r1c2 and r1c3.");
        assertThat(page.messageKind()).isEqualTo("error");
    }

    @Test
    void a_shared_link_opens_the_same_givens_in_a_new_page(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.cell(1, 3).click();
        page.type("2"); // a move of the player's: not part of the puzzle, so not in the link
        page.click("share");
        String link = page.until("the link", () -> page.find("#share-link a").getAttribute("href"));
        assertThat(link).startsWith(page.origin()).endsWith("#p=" + KnownPuzzles.MODERATE);

        page.open(link);
        assertThat(page.message()).isEqualTo("Puzzle opened from the link.");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
        assertThat(page.findAll("#board .cell.given"))
                .hasSize(KnownPuzzles.MODERATE.replace(".", "").length());
    }

    @Test
    void the_print_view_shows_the_board_without_the_controls(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.cell(1, 1).click();
        page.type(Keys.ARROW_RIGHT, Keys.ARROW_LEFT);
        assertThat(page.cell(1, 1).getCssValue("outline-style"))
                .as("the focused cell's ring")
                .isEqualTo("solid");
        try {
            page.cdp("Emulation.setEmulatedMedia", Map.of("media", "print"));
            assertThat(page.byId("board").isDisplayed()).isTrue();
            assertThat(page.cell(1, 1).getText()).isEqualTo("3");
            for (String control : new String[] {
                "solve", "edit-givens", "undo", "explain", "hint-1", "generate", "share", "print", "size"
            }) {
                assertThat(page.byId(control).isDisplayed())
                        .as("#%s in print", control)
                        .isFalse();
            }
            assertThat(page.byId("pad").isDisplayed()).isFalse();
            assertThat(page.byId("message").isDisplayed()).isFalse();
            assertThat(page.cell(1, 1).getCssValue("outline-style"))
                    .as("the focused cell's ring in print")
                    .isEqualTo("none");
        } finally {
            page.cdp("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
        assertThat(page.byId("solve").isDisplayed()).isTrue();
    }

    @Test
    void on_a_phone_every_pad_button_is_at_least_44_px_square(Page page) {
        page.cdp(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        try {
            for (String size : new String[] {"9", "6", "16"}) {
                openEmptyBoard(page, size);
                for (WebElement button : page.findAll("#pad button")) {
                    assertThat(button.getRect().getWidth())
                            .as("width at %s", size)
                            .isGreaterThanOrEqualTo(44);
                    assertThat(button.getRect().getHeight())
                            .as("height at %s", size)
                            .isGreaterThanOrEqualTo(44);
                }
                assertThat(page.byId("pad").getRect().getWidth()).isLessThanOrEqualTo(390);
            }
        } finally {
            page.cdp("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    @Test
    void with_text_at_200_percent_on_a_phone_nothing_reaches_past_the_window_and_the_pad_keeps_44_px_buttons(
            Page page) {
        page.cdp(
                "Emulation.setDeviceMetricsOverride",
                Map.of("width", 390, "height", 844, "deviceScaleFactor", 1, "mobile", true));
        // The browser's own text size setting (Chromium's default font sizes), at twice the usual 16 px.
        page.cdp("Page.setFontSizes", Map.of("fontSizes", Map.of("standard", 32, "fixed", 26)));
        try {
            for (String size : new String[] {"9", "16"}) {
                openEmptyBoard(page, size);
                @SuppressWarnings("unchecked")
                List<String> past = (List<String>) page.js("const width = document.documentElement.clientWidth;"
                        + " return [...document.querySelectorAll('body *')].filter((e) => {"
                        + " const box = e.getBoundingClientRect(); return box.width > 0 && box.right > width + 0.5; })"
                        + ".map((e) => (e.id || e.className || e.tagName) + ' ends at '"
                        + " + Math.round(e.getBoundingClientRect().right));");
                assertThat(past)
                        .as("what reaches past the 390 px window at %s", size)
                        .isEmpty();
                for (WebElement button : page.findAll("#pad button")) {
                    assertThat(button.getRect().getWidth())
                            .as("width at %s", size)
                            .isGreaterThanOrEqualTo(44);
                }
            }
        } finally {
            page.cdp("Page.setFontSizes", Map.of("fontSizes", Map.of("standard", 16, "fixed", 13)));
            page.cdp("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    /** Opens the page fresh with an empty board of the size, its digit pad drawn. */
    private static void openEmptyBoard(Page page, String size) {
        page.open();
        if (size.equals("9")) return;
        page.choose("size", size);
        page.until("the pad of " + size, () -> page.findAll("#pad .pad-digit").size() == Integer.parseInt(size));
    }
}
