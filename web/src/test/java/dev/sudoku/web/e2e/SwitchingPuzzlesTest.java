package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A switch of puzzle (rules, size, a new puzzle) while answers are on their way: the answers about the
 * puzzle left are never shown, and the Size and Rules selectors name the board on screen.
 */
@ExtendWith(BrowserExtension.class)
class SwitchingPuzzlesTest {
    private static final Duration GENERATION = Duration.ofSeconds(90);

    /**
     * Holds the page's requests to paths matching {@code pattern} until {@link #release} is called, as a slow
     * server would; {@code window.settled} counts the held requests that have answered or failed since.
     */
    private static void holdRequests(Page page, String pattern) {
        page.js(
                "window.held = []; window.settled = 0; const fetchNow = window.fetch; const held = new RegExp(arguments[0]);"
                        + " window.fetch = (path, init) => held.test(String(path))"
                        + " ? new Promise((answer) => window.held.push(() => answer(fetchNow(path, init))))"
                        + "     .finally(() => setTimeout(() => window.settled++, 200))"
                        + " : fetchNow(path, init);",
                pattern);
    }

    private static void release(Page page, int count) {
        page.until(
                "the held requests were made",
                () -> ((Number) page.js("return window.held.length;")).intValue() >= count);
        page.js("window.held.forEach((answer) => answer());");
        page.until(
                "the held requests settled",
                GENERATION,
                () -> ((Number) page.js("return window.settled;")).intValue() >= count);
    }

    @Test
    void an_explanation_and_a_hint_asked_before_the_rules_change_are_not_shown_on_the_new_board(Page page) {
        page.open();
        assertThat(VariantPlayTest.chooseAndWait(page, "consecutive")).startsWith("New consecutive puzzle");
        holdRequests(page, "/api/variant/(explain|hint)$");
        page.click("explain");
        page.click("hint-2");
        assertThat(VariantPlayTest.chooseAndWait(page, "x")).startsWith("New X puzzle");
        String xBoard = page.boardText();
        release(page, 2);

        assertThat(page.find("body").getAttribute("data-variant")).isEqualTo("x");
        assertThat(page.byId("board-wrap").getAttribute("data-view")).isEqualTo("play");
        assertThat(page.findAll("#step-list li")).isEmpty();
        assertThat(page.message()).startsWith("New X puzzle");
        assertThat(page.boardText())
                .as("the X board, without the consecutive steps' candidates")
                .isEqualTo(xBoard);
        assertThat(page.text("hint-text")).isEmpty();
    }

    @Test
    void a_new_puzzle_of_another_size_drops_a_solve_asked_about_the_board_before(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        holdRequests(page, "/api/solve$");
        page.click("solve");
        page.choose("size", "4");
        page.until("the empty 4x4 board", () -> page.message().startsWith("Empty 4x4 board"));
        release(page, 1);

        assertThat(page.digits()).isEqualTo(".".repeat(16));
        assertThat(page.message()).startsWith("Empty 4x4 board");
        assertThat(page.text("work")).isEmpty();
    }

    @Test
    void a_variant_is_made_at_the_chosen_size_and_sizes_it_lacks_are_not_offered(Page page) {
        page.open();
        page.choose("size", "4");
        page.until("the empty 4x4 board", () -> page.message().startsWith("Empty 4x4 board"));
        assertThat(VariantPlayTest.chooseAndWait(page, "killer")).startsWith("New killer puzzle");
        assertThat(page.findAll("#board .cell")).hasSize(16);
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("4");

        page.choose("size", "6");
        page.until(
                "a 6x6 killer", GENERATION, () -> page.findAll("#board .cell").size() == 36);
        assertThat(page.find("body").getAttribute("data-variant")).isEqualTo("killer");
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("6");

        assertThat(VariantPlayTest.chooseAndWait(page, "windoku")).startsWith("New windoku puzzle");
        assertThat(page.findAll("#board .cell"))
                .as("windoku has no 6x6: made at 9x9")
                .hasSize(81);
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("9");
        assertThat(enabledSizes(page)).containsExactly("4", "9");

        // Its rating (seconds) is waited for, so that it does not hold a worker into the next test.
        assertThat(VariantPlayTest.chooseAndRate(page, "samurai")).startsWith("New samurai puzzle");
        assertThat(page.byId("size").getAttribute("value")).isEqualTo("9");
        assertThat(enabledSizes(page)).containsExactly("9");

        page.choose("variant", "classic");
        page.until("the classic board", () -> page.message().startsWith("Empty 9x9 board"));
        assertThat(enabledSizes(page)).containsExactly("4", "6", "8", "9", "12", "16", "25");
    }

    @Test
    void a_small_size_starts_at_the_easy_level_and_makes_a_puzzle_at_once(Page page) {
        page.open();
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("moderate");
        page.choose("size", "4");
        page.until("the empty 4x4 board", () -> page.message().startsWith("Empty 4x4 board"));
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("easy");

        String said = page.clickAndWait("generate");
        assertThat(said).startsWith("New puzzle");
        assertThat(page.digits()).hasSize(16).matches("[1-4.]{16}").containsPattern("[1-4]");

        page.choose("size", "9");
        page.until("the empty 9x9 board", () -> page.message().startsWith("Empty 9x9 board"));
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("moderate");
    }

    @Test
    void a_double_click_on_new_puzzle_while_its_code_loads_asks_for_one_puzzle(Page page) {
        page.open();
        page.choose("size", "4");
        page.until("the empty 4x4 board", () -> page.message().startsWith("Empty 4x4 board"));

        // Two clicks in one turn of the page's work: the second meets the button as the first left it.
        page.js("const b = document.getElementById('generate'); b.click(); b.click();");
        page.until("a new puzzle", () -> page.message().startsWith("New puzzle"));

        Object asked = page.js("return performance.getEntriesByType('resource')"
                + ".filter((e) => e.name.endsWith('/api/bank/random') || e.name.endsWith('/api/generate')).length;");
        assertThat(((Number) asked).intValue())
                .as("the bank's draw, then the generator if the bank has none")
                .isBetween(1, 2);
        Object draws = page.js("return performance.getEntriesByType('resource')"
                + ".filter((e) => e.name.endsWith('/api/bank/random')).length;");
        assertThat(((Number) draws).intValue()).isEqualTo(1);
    }

    @SuppressWarnings("unchecked")
    private static List<String> enabledSizes(Page page) {
        return (List<String>) page.js(
                "return [...document.getElementById('size').options].filter((o) => !o.disabled).map((o) => o.value);");
    }
}
