package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the page paints before its panels' scripts have come (before {@code body[data-ready]}) is what the ready
 * page shows: every control painted is painted by the ready page too, at the same place, with the same words and
 * state, so none shows that the ready page hides (the bivalue search's Depth outside that mode) and nothing moves
 * when the page becomes ready, the time beside its note of a resumed game included; from the first board drawn
 * ({@code body[data-drawn]}) none is missing either (the digit pad). Before that board the controls below the bar
 * are out of sight, since the markup cannot know a kept game's state.
 */
@ExtendWith(BrowserExtension.class)
class FirstPaintTest {
    /**
     * Before every frame the browser paints (an animation frame callback runs just before it), from the first one
     * whose markup is whole until a few frames after the page is ready, notes each part of the page (the bar at
     * the top, the board's area, each panel by its heading) as the controls in it a person can see (buttons,
     * selectors, fields), each with its place on the page and size, its state and what it reads, and the time's
     * place apart; places are the page's, not the window's, since a reload may restore a scroll offset while the
     * page loads and that is the browser's doing, not the layout's;
     * with whether the first board was drawn and whether the page was ready, and the board's cells as they read.
     */
    private static final String PAINT_WATCH = "window.__paints = []; let after = 5;"
            + " const place = (r) => [r.x + scrollX, r.y + scrollY, r.width, r.height].map(Math.round).join(' ');"
            + " const seen = (el) => { const r = el.getBoundingClientRect();"
            + " return el.checkVisibility({ visibilityProperty: true }) && r.width > 0 && r.height > 0; };"
            + " const describe = (el) => place(el.getBoundingClientRect()) + (el.disabled ? ' disabled' : '')"
            + " + (el.getAttribute('aria-pressed') === 'true' ? ' pressed' : '') + ' ' + (el.tagName === 'SELECT'"
            + " ? el.selectedOptions[0]?.textContent : el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el.value"
            + " : el.textContent.trim());"
            + " const parts = () => [['bar', document.querySelector('header.bar')],"
            + " ['board', document.querySelector('.board-area')], ...[...document.querySelectorAll('.panel')]"
            + " .map((panel) => [panel.querySelector('h2').textContent, panel])];"
            + " const look = () => { if (document.readyState !== 'loading') {"
            + " const controls = {}; for (const [name, part] of parts()) { controls[name] = {};"
            + " for (const el of part.querySelectorAll('button, select, input, textarea, .file-button'))"
            + " if (seen(el)) controls[name][el.id ? '#' + el.id : el.className + ' ' + el.textContent.trim()]"
            + " = describe(el); }"
            + " window.__paints.push({ drawn: document.body.dataset.drawn === 'true',"
            + " ready: document.body.dataset.ready === 'true', controls,"
            + " cells: [...document.querySelectorAll('#board .cell')].map((cell) => cell.textContent),"
            + " timer: place(document.getElementById('timer').getBoundingClientRect()) }); }"
            + " if (document.body?.dataset.ready !== 'true' || --after > 0) requestAnimationFrame(look); };"
            + " requestAnimationFrame(look);";

    /** The frames noted by {@link #PAINT_WATCH}, once it has noted the ready page. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> paints(Page page) {
        return (List<Map<String, Object>>) page.until(
                "the frames watched",
                () -> page.js("const p = window.__paints; return p && p.length && p[p.length - 1].ready"
                        + " && document.body.dataset.ready === 'true' ? p : null;"));
    }

    private static List<Map<String, Object>> beforeReady(List<Map<String, Object>> paints) {
        return paints.stream()
                .filter(paint -> !Boolean.TRUE.equals(paint.get("ready")))
                .toList();
    }

    /** The page ready, as the last frame watched shows it. */
    private static Map<String, Object> ready(List<Map<String, Object>> paints) {
        return paints.get(paints.size() - 1);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, String>> controls(Map<String, Object> paint) {
        return (Map<String, Map<String, String>>) paint.get("controls");
    }

    /**
     * Every control painted before the page was ready is painted so by the ready page; from the first board
     * drawn, every control of the ready page is painted.
     */
    private static void assertEveryFrameBeforeReadyShowsTheControlsOfTheReadyPage(List<Map<String, Object>> paints) {
        Map<String, Map<String, String>> ready = controls(ready(paints));
        List<Map<String, Object>> before = beforeReady(paints);
        for (Map<String, Map<String, String>> painted :
                before.stream().map(FirstPaintTest::controls).distinct().toList()) {
            painted.forEach((part, shown) -> assertThat(ready.get(part))
                    .as("the controls of %s painted before the page was ready, against the ready page's", part)
                    .containsAllEntriesOf(shown));
        }
        List<Map<String, Object>> drawn = before.stream()
                .filter(paint -> Boolean.TRUE.equals(paint.get("drawn")))
                .toList();
        assertThat(drawn)
                .as("frames painted with the first board before the page was ready")
                .isNotEmpty();
        assertThat(drawn.stream().map(FirstPaintTest::controls).distinct())
                .as("the controls painted with the first board before the page was ready, part by part")
                .allSatisfy(painted -> assertThat(painted).isEqualTo(ready));
    }

    /** A daily Easy puzzle with a digit placed, left with a few seconds on its timer. */
    private static void keepADailyGame(Page page) {
        page.open();
        page.choose("level", "easy");
        assertThat(page.clickAndWait("daily")).startsWith("Daily puzzle ");
        String digits = page.digits();
        int empty = digits.indexOf('.');
        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type("1");
        page.until("a second on the timer", () -> !page.text("timer").equals("00:00"));
    }

    @Test
    void a_fresh_page_paints_before_it_is_ready_the_controls_the_ready_page_shows(Page page) {
        page.open();
        page.loadSlowly(PAINT_WATCH, page::open);

        assertEveryFrameBeforeReadyShowsTheControlsOfTheReadyPage(paints(page));
        assertThat(page.byId("depth").isDisplayed())
                .as("the depth outside the bivalue search")
                .isFalse();
    }

    @Test
    void a_kept_game_reloaded_paints_before_it_is_ready_the_controls_the_ready_page_shows(Page page) {
        keepADailyGame(page);
        page.loadSlowly(PAINT_WATCH, page::reload);

        List<Map<String, Object>> paints = paints(page);
        assertEveryFrameBeforeReadyShowsTheControlsOfTheReadyPage(paints);
        Map<String, Map<String, String>> ready = controls(ready(paints));
        assertThat(ready.get("Puzzle").get("#level")).as("the Level menu").endsWith(" easy");
        assertThat(ready.get("board").get("#edit-givens"))
                .as("the game is played")
                .endsWith(" Edit puzzle");
    }

    @Test
    void a_kept_6x6_game_reloaded_is_drawn_at_its_size_before_the_page_is_ready(Page page) {
        page.open();
        page.choose("size", "6");
        page.until("an empty 6x6 board", () -> page.message().startsWith("Empty 6x6"));
        page.load(KnownPuzzles.SIX);
        int empty = KnownPuzzles.SIX.indexOf('.');
        page.cell(empty / 6 + 1, empty % 6 + 1).click();
        page.type("1");
        page.loadSlowly(PAINT_WATCH, page::reload);

        List<Map<String, Object>> paints = paints(page);
        assertEveryFrameFromTheFirstBoardShowsTheCellsAndControlsOfTheReadyPage(paints, 6);
        assertThat(page.message()).isEqualTo("Your game is back as you left it.");
    }

    @Test
    void a_link_to_a_16x16_puzzle_is_drawn_at_its_size_before_the_page_is_ready(Page page) {
        page.open();
        page.loadSlowly(PAINT_WATCH, () -> page.open(page.origin() + "/#p=" + KnownPuzzles.SIXTEEN));

        List<Map<String, Object>> paints = paints(page);
        assertEveryFrameFromTheFirstBoardShowsTheCellsAndControlsOfTheReadyPage(paints, 16);
        assertThat(page.message()).isEqualTo("Puzzle opened from the link.");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.SIXTEEN);
    }

    /**
     * From the first board drawn, every frame painted before the page was ready shows the ready page: its
     * controls, and its board of {@code size} by {@code size} cells reading the same. (Before that board the bar's
     * Size menu reads the markup's 9x9: the board's modules are not there yet to know the size.)
     */
    private static void assertEveryFrameFromTheFirstBoardShowsTheCellsAndControlsOfTheReadyPage(
            List<Map<String, Object>> paints, int size) {
        Map<String, Object> ready = ready(paints);
        assertThat((List<?>) ready.get("cells")).as("the ready page's cells").hasSize(size * size);
        List<Map<String, Object>> drawn = beforeReady(paints).stream()
                .filter(paint -> Boolean.TRUE.equals(paint.get("drawn")))
                .toList();
        assertThat(drawn)
                .as("frames painted with the first board before the page was ready")
                .isNotEmpty();
        assertThat(drawn.stream().map(paint -> paint.get("cells")).distinct())
                .as("the cells painted with the first board before the page was ready")
                .containsExactly(ready.get("cells"));
        assertThat(drawn.stream().map(FirstPaintTest::controls).distinct())
                .as("the controls painted with the first board before the page was ready, part by part")
                .containsExactly(controls(ready));
    }

    @Test
    void the_time_stays_in_place_when_the_note_of_a_resumed_game_appears_beside_it(Page page) {
        keepADailyGame(page);
        page.loadSlowly(PAINT_WATCH, page::reload);

        List<Map<String, Object>> paints = paints(page);
        assertThat(page.text("progress")).startsWith("Resumed at ");
        Object timer = ready(paints).get("timer");
        assertThat(beforeReady(paints))
                .as("frames painted before the page was ready")
                .isNotEmpty();
        assertThat(beforeReady(paints).stream().map(paint -> paint.get("timer")).distinct())
                .as("the time's place and size before the page was ready, against %s once ready", timer)
                .containsExactly(timer);
    }
}
