package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The game in play survives a reload, or the tab closed and opened again: the puzzle, its size or rules, the
 * player's digits and pencil marks, the time, the rating line and a daily puzzle's title; a puzzle the address
 * names wins over it. A reload paints the kept game from its first frame, or no board until the game is back:
 * never an empty board or the bare puzzle first, and never a time of 00:00 before the kept one.
 */
@ExtendWith(BrowserExtension.class)
class KeptGameTest {
    private static final String KEPT = "Your game is back as you left it.";
    private static final String OPENED = "Puzzle opened from the link.";
    /** What a reload says over a kept puzzle nothing was played on yet: no game of the player's came back. */
    private static final String UNTOUCHED = "Your puzzle is back.";

    /**
     * Before every frame the browser paints (an animation frame callback runs just before it), notes the board
     * shown, as {@link Page#boardText()} reads it, unless it is hidden or has no cells, and, from the first frame
     * whose markup has the timer, the time and the title beside it with whether a board is shown; it looks until
     * a few frames after the page is ready.
     */
    private static final String FRAME_WATCH = "window.__frames = []; window.__heads = []; let after = 5;"
            + " const look = () => { const wrap = document.getElementById('board-wrap');"
            + " const cells = [...document.querySelectorAll('#board .cell')];"
            + " const shown = Boolean(wrap && cells.length && getComputedStyle(wrap).visibility !== 'hidden');"
            + " if (shown) window.__frames.push(cells.map((c) => (c.querySelector('.digit').textContent || '.') + ':'"
            + " + c.querySelector('.cands').textContent).join(' '));"
            + " const timer = document.getElementById('timer');"
            + " if (timer) window.__heads.push({ board: shown, time: timer.textContent,"
            + " title: document.getElementById('puzzle-title').textContent });"
            + " if (document.body?.dataset.ready !== 'true' || --after > 0) requestAnimationFrame(look); };"
            + " requestAnimationFrame(look);";

    /** Places 2 in r1c3 and 4 in r1c4, and the pencil marks 5 and 6 in r1c5 (all empty in MODERATE). */
    private static void play(Page page) {
        page.cell(1, 3).click();
        page.type("2");
        page.cell(1, 4).click();
        page.type("4");
        page.cell(1, 5).click();
        page.click("notes");
        page.cell(1, 5).click();
        page.type("5", "6");
        page.click("notes");
    }

    /** The page says the game came back, and the board (digits and shown candidates) is `board`. */
    private static void assertCameBack(Page page, String board) {
        assertThat(page.message()).isEqualTo(KEPT);
        assertThat(page.boardText()).isEqualTo(board);
    }

    /**
     * Reloads the page on a slow line ({@link Page#loadSlowly}) once the timer has passed 00:00, and asserts that every frame painted showed `board`, the
     * kept game, or no board at all; that no frame showed a time below the one shown before the reload (such as
     * 00:00), a blank time being allowed only without a board; and that every frame with a board showed the title
     * the page ends with.
     */
    private static void reloadAndAssertOnlyTheKeptGameIsPainted(Page page, String board) {
        page.until("a second on the timer", () -> !page.text("timer").equals("00:00"));
        String time = page.text("timer");
        page.loadSlowly(FRAME_WATCH, page::reload);
        @SuppressWarnings("unchecked")
        List<String> frames = (List<String>) page.until(
                "the frames watched",
                () -> page.js(
                        "return window.__frames && document.body.dataset.ready === 'true' ? window.__frames : null;"));
        assertThat(frames).as("frames painted with a board").isNotEmpty();
        assertThat(frames.stream().distinct().toList()).as("the boards painted").containsExactly(board);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> heads = (List<Map<String, Object>>) page.js("return window.__heads;");
        List<String> times =
                heads.stream().map(head -> (String) head.get("time")).distinct().toList();
        assertThat(times.stream().filter(shown -> !shown.isEmpty() && shown.compareTo(time) < 0))
                .as("the times painted below the kept %s, of %s", time, times)
                .isEmpty();
        List<Map<String, Object>> withBoard = heads.stream()
                .filter(head -> Boolean.TRUE.equals(head.get("board")))
                .toList();
        assertThat(withBoard).as("frames with a board, the timer's and title's").isNotEmpty();
        assertThat(withBoard.stream().map(head -> (String) head.get("time")))
                .as("the times painted with a board")
                .noneMatch(String::isEmpty);
        assertThat(withBoard.stream().map(head -> (String) head.get("title")).distinct())
                .as("the titles painted with a board")
                .containsExactly(page.text("puzzle-title"));
    }

    @Test
    void digits_and_pencil_marks_come_back_after_a_reload(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        play(page);
        String board = page.boardText();
        assertThat(board).startsWith("3: 7: 2: 4: .:56 ");

        reloadAndAssertOnlyTheKeptGameIsPainted(page, board);
        assertCameBack(page, board);
        assertThat(page.findAll("#board .cell.given"))
                .hasSize(KnownPuzzles.MODERATE.replace(".", "").length());
        assertThat(page.cell(1, 3).getAttribute("class")).contains("placed").doesNotContain("given");
        assertThat(page.text("timer")).isNotEqualTo("00:00");
        assertThat(page.byId("undo").isEnabled()).as("undo history is not kept").isFalse();

        page.revisit(page.origin() + "/");
        assertThat(page.boardText()).as("the tab closed and opened again").isEqualTo(board);
    }

    @Test
    void a_reloaded_link_keeps_the_digits_played_on_its_puzzle(Page page) {
        page.open(page.origin() + "/?p=" + KnownPuzzles.MODERATE);
        play(page);
        String board = page.boardText();

        reloadAndAssertOnlyTheKeptGameIsPainted(page, board);
        assertCameBack(page, board);
    }

    @Test
    void a_link_opened_again_over_its_untouched_puzzle_says_the_puzzle_was_opened_not_that_a_game_came_back(Page page) {
        String link = page.origin() + "/#p=" + KnownPuzzles.MODERATE;
        page.open(link);
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        page.reload();
        assertThat(page.message()).isEqualTo(OPENED);

        page.revisit(link);
        assertThat(page.message()).isEqualTo(OPENED);
        assertThat(page.digits()).isEqualTo(KnownPuzzles.MODERATE);
    }

    @Test
    void a_puzzle_in_the_address_wins_over_the_kept_game_and_replaces_it(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        play(page);

        String other = KnownPuzzles.EASTER_MONSTER;
        page.revisit(page.origin() + "/#p=" + other);
        assertThat(page.message()).isEqualTo(OPENED);
        assertThat(page.digits()).isEqualTo(other);
        page.cell(1, 2).click();
        page.type("7");
        String board = page.boardText();

        page.revisit(page.origin() + "/");
        assertCameBack(page, board);
    }

    @Test
    void a_link_whose_puzzle_does_not_read_says_so_and_leaves_the_kept_game_in_play(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        play(page);
        String board = page.boardText();

        page.revisit(page.origin() + "/#p=12345");
        assertThat(page.message()).startsWith("Nothing opened from the link: Not a puzzle: a line of 5 characters");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(page.boardText()).isEqualTo(board);
    }

    @Test
    void a_link_whose_puzzle_does_not_read_on_a_first_visit_says_so_over_an_empty_board(Page page) {
        page.open(page.origin() + "/?p=not-a-puzzle");
        assertThat(page.message()).startsWith("Nothing opened from the link: Not a puzzle:");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(page.digits()).isEqualTo(".".repeat(81));
    }

    @Test
    void a_six_by_six_comes_back_at_its_size(Page page) {
        page.open();
        page.load(KnownPuzzles.SIX);
        page.cell(1, 1).click();
        page.type("2");
        String board = page.boardText();

        reloadAndAssertOnlyTheKeptGameIsPainted(page, board);
        assertCameBack(page, board);
        assertThat(page.findAll("#board .cell")).hasSize(36);
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("6");
    }

    @Test
    void a_variant_comes_back_with_its_rules_and_regions(Page page) {
        page.open();
        assertThat(VariantPlayTest.chooseAndWait(page, "jigsaw")).startsWith("New jigsaw puzzle");
        String puzzle = page.digits();
        int empty = puzzle.indexOf('.');
        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type("1");
        String board = page.boardText();
        var regions = VariantPlayTest.regionsByBorders(page, 9);
        String rating = VariantPlayTest.shownRating(page);

        reloadAndAssertOnlyTheKeptGameIsPainted(page, board);
        assertCameBack(page, board);
        assertThat(page.text("rating")).isEqualTo(rating);
        assertThat(page.find("body").getAttribute("data-variant")).isEqualTo("jigsaw");
        assertThat(page.byId("variant").getAttribute("value")).isEqualTo("jigsaw");
        assertThat(VariantPlayTest.regionsByBorders(page, 9)).isEqualTo(regions);
    }

    @Test
    void a_variant_left_while_its_rating_was_on_its_way_is_rated_after_the_reload(Page page)
            throws java.io.IOException {
        page.open();
        // This page's rating requests never answer: the rating is still on its way when the page is reloaded.
        page.js("const fetchNow = window.fetch; window.fetch = (path, init) =>"
                + " String(path).endsWith('/api/variant/rate') ? new Promise(() => {}) : fetchNow(path, init);");
        assertThat(VariantPlayTest.chooseAndWait(page, "jigsaw")).startsWith("New jigsaw puzzle");
        assertThat(page.text("rating")).isEqualTo("Rating\u2026");

        // The reloaded page asks for the rating as it starts: what it is answered is recorded from its first script.
        page.withFirstScript(VariantPlayTest.RECORD_RATINGS, page::reload);
        assertThat(page.message()).isEqualTo(UNTOUCHED);
        assertThat(VariantPlayTest.shownRating(page)).isEqualTo(VariantPlayTest.expectedJigsawRating(page));
    }

    @Test
    void a_daily_puzzles_title_comes_back_with_it(Page page) {
        page.open();
        page.choose("level", "easy");
        String title = page.clickAndWait("daily").replaceFirst("\\.$", "");
        assertThat(title).startsWith("Daily puzzle ");
        assertThat(page.text("puzzle-title")).isEqualTo(title);
        String board = page.boardText();

        reloadAndAssertOnlyTheKeptGameIsPainted(page, board);
        assertThat(page.message()).isEqualTo(UNTOUCHED);
        assertThat(page.boardText()).isEqualTo(board);
        assertThat(page.text("puzzle-title")).isEqualTo(title);
    }

    @Test
    void the_level_chosen_comes_back_with_the_game_and_stays_chosen(Page page) {
        page.open();
        page.choose("level", "easy");
        assertThat(page.clickAndWait("daily")).startsWith("Daily puzzle ");

        page.reload();
        assertThat(page.message()).isEqualTo(UNTOUCHED);
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("easy");
        // Chosen, not merely shown: a new puzzle is drawn at it from the bank.
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle: ER ").contains(" · Easy · ");
    }

    @Test
    void a_game_kept_without_a_chosen_level_opens_with_the_sizes_own(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        play(page);

        page.reload();
        assertThat(page.message()).isEqualTo(KEPT);
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("moderate");
    }

    @Test
    void the_rating_line_of_a_new_puzzle_comes_back_with_it(Page page) {
        page.open();
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle");
        String rating = page.text("rating");
        assertThat(rating).contains("ER ");
        page.reload();
        assertThat(page.message()).isEqualTo(UNTOUCHED);
        assertThat(page.text("rating")).isEqualTo(rating);
    }

    @Test
    void a_corrupt_or_old_kept_game_is_ignored(Page page) {
        String cutShort = "{\"version\":1,\"side\":9,\"digits\":9,\"values\":[";
        String tooShort = "{\"version\":1,\"side\":9,\"digits\":9,\"box\":\"3x3\",\"values\":[1],\"origin\":[1],"
                + "\"marks\":[0],\"ms\":0,\"editing\":false}";
        for (String stored : new String[] {cutShort, tooShort, "{\"version\":0,\"board\":\"4....\"}", "not json"}) {
            // Stored before the page's scripts run, as a browser holds it when the page opens.
            page.withFirstScript("localStorage.setItem('sudoku.game', " + quoted(stored) + ");", page::open);
            assertThat(page.digits()).as(stored).isEqualTo(".".repeat(81));
            assertThat(page.message()).as(stored).startsWith("Type a puzzle");
        }
    }

    /** A JavaScript string literal of {@code text}. */
    private static String quoted(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
