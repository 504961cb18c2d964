package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The record this browser keeps of the puzzles played: solved ones with their time, unsolved ones resumed. */
@ExtendWith(BrowserExtension.class)
class ProgressTest {
    @Test
    void a_solved_puzzle_shows_its_time_when_opened_again(Page page, BankedPuzzles bank) {
        page.open();
        page.choose("level", "easy");
        page.clickAndWait("generate");
        String givens = page.digits();
        String solution = bank.solutionOf(givens).orElseThrow();
        assertThat(page.text("progress")).isEmpty();

        page.fillIn(givens, solution);
        assertThat(page.message()).matches("Solved in 00:\\d\\d\\. Well done!");

        page.revisit(page.origin() + "/#p=" + givens);
        assertThat(page.text("progress")).matches("Solved before in 00:\\d\\d");
        assertThat(page.digits()).isEqualTo(givens);
    }

    @Test
    void an_unfinished_puzzle_goes_on_from_the_time_spent_on_it(Page page) {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.cell(1, 3).click();
        page.type("2");
        page.until("a second on the timer", () -> !page.text("timer").equals("00:00"));

        page.revisit(page.origin() + "/#p=" + KnownPuzzles.MODERATE);
        assertThat(page.text("progress")).matches("Resumed at 00:0[1-9]");
        assertThat(page.text("timer")).isNotEqualTo("00:00");

        page.open(page.origin() + "/#p=" + KnownPuzzles.MODERATE);
        assertThat(page.text("progress")).as("a new player's browser").isEmpty();
    }

    @Test
    void a_browser_that_refuses_storage_still_plays_and_solves(Page page, BankedPuzzles bank) {
        Map<String, Object> refusal = page.cdp(
                "Page.addScriptToEvaluateOnNewDocument",
                Map.of(
                        "source",
                        "Object.defineProperty(window, 'localStorage', { get() {"
                                + " throw new DOMException('storage is disabled', 'SecurityError'); } });"));
        try {
            page.open();
            assertThat(page.js("try { localStorage; return 'open'; } catch (e) { return e.name; }"))
                    .isEqualTo("SecurityError");
            page.choose("level", "easy");
            page.clickAndWait("generate");
            String givens = page.digits();
            page.fillIn(givens, bank.solutionOf(givens).orElseThrow());
            assertThat(page.message()).matches("Solved in 00:\\d\\d\\. Well done!");
            assertThat(page.messageKind()).isEqualTo("success");
            page.click("stats");
            page.until("the statistics shown", () -> page.byId("stats-dialog").isDisplayed());
            assertThat(page.find("#stats-body caption").getText())
                    .as("the visit's statistics, kept in memory")
                    .isEqualTo("1 puzzle solved");
        } finally {
            page.cdp("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", refusal.get("identifier")));
        }
    }
}
