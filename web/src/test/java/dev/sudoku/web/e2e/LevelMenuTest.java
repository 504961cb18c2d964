package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.WebElement;

/** The Level menu offers only the levels a puzzle of the board's size can have (GET /api/levels). */
@ExtendWith(BrowserExtension.class)
class LevelMenuTest {
    @Test
    void switching_to_4x4_leaves_only_easy_selectable_and_the_players_level_comes_back_at_9x9(Page page) {
        page.open();
        page.choose("level", "fiendish");
        assertThat(selectable(page))
                .containsExactly("", "easy", "moderate", "difficult", "fiendish", "diabolical", "extreme");

        page.choose("size", "4");
        page.until("a 4x4 board offering Easy alone", () -> selectable(page).equals(List.of("", "easy")));
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("easy");

        page.choose("size", "9");
        page.until("a 9x9 board offering every level", () -> selectable(page).size() == 7);
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("fiendish");
    }

    @Test
    void a_new_4x4_puzzle_is_made_at_the_level_shown(Page page) {
        page.open();
        page.choose("size", "4");
        page.until("a 4x4 board offering Easy alone", () -> selectable(page).equals(List.of("", "easy")));

        assertThat(page.clickAndWait("generate")).startsWith("New puzzle").contains("Easy");
    }

    @Test
    void a_new_variant_puzzle_is_made_at_the_level_the_player_chose(Page page) throws java.io.IOException {
        page.open();
        page.choose("variant", "x");
        page.until("an X board", Duration.ofSeconds(60), () -> page.message().startsWith("New X puzzle"));
        assertThat(page.byId("level").getAttribute("value"))
                .as("Any until a level is chosen")
                .isEmpty();

        VariantPlayTest.shownRating(page);
        VariantPlayTest.recordRatings(page);

        page.choose("level", "easy");
        assertThat(page.clickAndWait("generate")).startsWith("New X puzzle");

        // A minimal X puzzle mostly needs chains; this one was searched for at Easy and rates there. It was
        // rated to be chosen, so its rating comes with it, the same as the rater's, and is not asked for again.
        String shown = page.text("rating");
        assertThat(shown).matches("ER \\d+\\.\\d · Easy · \\d+ clues");
        assertThat((java.util.List<?>) page.js("return window.rated;"))
                .as("rating requests")
                .isEmpty();
        assertThat(shown)
                .isEqualTo(VariantPlayTest.ratingLine(
                        page,
                        VariantExplainTest.ask(
                                page, "/api/variant/rate", java.util.Map.of("variant", "x", "puzzle", page.digits()))));
    }

    @Test
    void a_4x4_x_offers_easy_alone_and_a_4x4_jigsaw_up_to_difficult(Page page) {
        page.open();
        page.choose("level", "fiendish");
        page.choose("size", "4");
        page.until("a 4x4 board offering Easy alone", () -> selectable(page).equals(List.of("", "easy")));

        page.choose("variant", "x");
        page.until("a 4x4 X board", Duration.ofSeconds(60), () -> page.message().startsWith("New X puzzle"));
        assertThat(selectable(page)).containsExactly("", "easy");
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("easy");

        page.choose("variant", "jigsaw");
        page.until("a 4x4 jigsaw board", Duration.ofSeconds(60), () -> page.message()
                .startsWith("New jigsaw puzzle"));
        assertThat(selectable(page)).containsExactly("", "easy", "moderate", "difficult");
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("difficult");
    }

    @Test
    void a_6x6_extreme_is_marked_as_none_found_yet_and_not_offered(Page page) {
        page.open();
        page.choose("level", "extreme");
        page.choose("size", "6");
        page.until("a 6x6 board offering up to Diabolical", () -> selectable(page)
                .equals(List.of("", "easy", "moderate", "difficult", "fiendish", "diabolical")));
        assertThat(page.find("#level option[value=extreme]").getText()).isEqualTo("extreme (none found yet)");
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("diabolical");

        page.choose("size", "9");
        page.until("a 9x9 board offering every level", () -> selectable(page).size() == 7);
        assertThat(page.find("#level option[value=extreme]").getText()).isEqualTo("extreme");
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("extreme");
    }

    @Test
    void a_4x4_variant_chosen_before_the_levels_arrive_is_made_at_a_level_it_can_have(Page page) {
        fiendishAt4x4BeforeTheLevelsArrive(page);
        page.choose("variant", "x");

        page.until("a 4x4 X board", Duration.ofSeconds(60), () -> page.message().startsWith("New X puzzle"));
        assertThat(page.byId("level").getAttribute("value")).isEqualTo("easy");
    }

    @Test
    void a_new_4x4_puzzle_asked_before_the_levels_arrive_is_made_at_a_level_it_can_have(Page page) {
        fiendishAt4x4BeforeTheLevelsArrive(page);
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle").contains("Easy");
    }

    /** Fiendish chosen, then the 4x4 board, while GET /api/levels has not answered yet. */
    private static void fiendishAt4x4BeforeTheLevelsArrive(Page page) {
        page.openActingEarly(SLOW_LEVELS);
        page.choose("level", "fiendish");
        page.choose("size", "4");
        // The size's empty board is said once it is laid out: until then a click's answer could be taken for it.
        page.until("the empty 4x4 board", () -> page.message().startsWith("Empty 4x4 board"));
    }

    /**
     * The answer of GET /api/levels held back for three seconds, as on a slow connection, so that what the
     * player does next happens before it arrives (the server still answers it).
     */
    private static final String SLOW_LEVELS = "const fetched = window.fetch;"
            + " window.fetch = (input, init) => String(input).includes('/api/levels')"
            + " ? new Promise((wait) => setTimeout(wait, 3000)).then(() => fetched(input, init))"
            + " : fetched(input, init);";

    /** The values of the options that are not disabled, in menu order. */
    private static List<String> selectable(Page page) {
        return page.findAll("#level option").stream()
                .filter(WebElement::isEnabled)
                .map(option -> option.getAttribute("value"))
                .toList();
    }
}
