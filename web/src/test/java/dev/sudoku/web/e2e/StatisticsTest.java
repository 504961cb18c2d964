package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * The player's statistics: each puzzle finished by hand counted once by its size and level, with the best and
 * the average time, kept in the browser across visits; a board Reveal solution fills in is not counted; a daily
 * puzzle's day counted for the streak; a game's time held while they are shown; and clearing them, once the
 * player says so, while each puzzle's own time stays.
 */
@ExtendWith(BrowserExtension.class)
class StatisticsTest {
    private static final Pattern SOLVED_IN = Pattern.compile("Solved in (\\d\\d:\\d\\d)\\. Well done!");

    @Test
    void each_puzzle_solved_by_hand_counts_once_with_its_time_and_is_kept_across_visits(Page page, BankedPuzzles bank) {
        page.open();
        assertThat(shownStatistics(page)).isEmpty();
        assertThat(page.text("stats-body")).isEqualTo("No puzzle solved in this browser yet.");
        page.type(Keys.ESCAPE);
        page.until("the dialog closed", () -> !page.byId("stats-dialog").isDisplayed());
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats");

        String first = solveNewEasyPuzzle(page, bank);
        // Undo and Redo finish the same game again: one solve still.
        page.typeWithControl("z");
        page.until("the board open again", () -> !page.message().startsWith("Solved in"));
        page.typeWithControl("y");
        page.until("the board finished again", () -> page.message().startsWith("Solved in"));
        assertThat(shownStatistics(page)).containsExactly("9x9 easy|1|" + first + "|" + first);
        page.click("stats-close");

        page.choose("level", "easy");
        page.clickAndWait("generate");
        page.click("reveal");
        page.until("the solution shown", () -> page.message().startsWith("The solution is shown"));
        page.revisit(page.origin());
        assertThat(shownStatistics(page))
                .as("after a revealed solution and a new visit")
                .containsExactly("9x9 easy|1|" + first + "|" + first);
        assertThat(page.find("#stats-body caption").getText()).isEqualTo("1 puzzle solved");
        page.click("stats-close");

        String second = solveNewEasyPuzzle(page, bank);
        String best = first.compareTo(second) <= 0 ? first : second;
        int averageSeconds = (seconds(first) + seconds(second)) / 2;
        List<String> rows = shownStatistics(page);
        assertThat(rows).hasSize(1);
        assertThat(rows.get(0)).startsWith("9x9 easy|2|" + best + "|");
        // Each time shown is whole seconds, so the mean of the two may differ from the kept one's by a second.
        assertThat(seconds(rows.get(0).substring(rows.get(0).lastIndexOf('|') + 1)))
                .isBetween(averageSeconds - 1, averageSeconds + 1);
        assertThat(page.find("#stats-body caption").getText()).isEqualTo("2 puzzles solved");
        assertThat(page.findAll("#stats-daily"))
                .as("no daily puzzle solved, no streak")
                .isEmpty();

        // Clearing asks first, and Keep them keeps them.
        assertThat(page.byId("stats-confirm").isDisplayed()).isFalse();
        page.click("stats-clear");
        assertThat(page.byId("stats-confirm").isDisplayed()).isTrue();
        assertThat(page.byId("stats-clear").isDisplayed()).isFalse();
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-clear-no");
        page.click("stats-clear-no");
        assertThat(page.byId("stats-confirm").isDisplayed()).isFalse();
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-clear");
        assertThat(page.find("#stats-body caption").getText()).isEqualTo("2 puzzles solved");
        page.click("stats-clear");
        page.click("stats-clear-yes");
        assertThat(page.text("stats-body")).isEqualTo("No puzzle solved in this browser yet.");
        assertThat(page.byId("stats-clear").isDisplayed())
                .as("nothing left to clear")
                .isFalse();
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-close");
        page.revisit(page.origin());
        assertThat(shownStatistics(page)).as("cleared, after a new visit").isEmpty();
        assertThat(page.js("return localStorage.getItem('sudoku.progress')"))
                .as("the record of each puzzle's time stays")
                .isNotNull();
    }

    @Test
    void a_daily_puzzle_solved_counts_and_starts_a_streak(Page page, BankedPuzzles bank) {
        page.open();
        page.choose("level", "easy");
        assertThat(page.clickAndWait("daily")).startsWith("Daily puzzle ");
        String givens = page.digits();
        page.fillIn(givens, bank.solutionOf(givens).orElseThrow());

        assertThat(shownStatistics(page)).singleElement().asString().startsWith("9x9 easy|1|");
        assertThat(page.text("stats-daily")).isEqualTo("Daily puzzles: 1 day in a row (best 1).");
    }

    @Test
    void a_game_s_time_holds_while_the_statistics_are_open(Page page) throws InterruptedException {
        page.open();
        page.load(KnownPuzzles.MODERATE);
        page.until("a second on the timer", () -> page.timerSeconds() >= 1);
        shownStatistics(page);
        // The display ticks twice a second: read it after a tick that came once the time was held.
        Thread.sleep(1000);
        int held = page.timerSeconds();
        Thread.sleep(2500);
        assertThat(page.timerSeconds())
                .as("the time after 2.5 s with the statistics open")
                .isEqualTo(held);

        page.click("stats-close");
        page.until("the time going on", () -> page.timerSeconds() > held);
    }

    /** Generates an easy puzzle, fills it in by hand and returns the time the page said it took. */
    private static String solveNewEasyPuzzle(Page page, BankedPuzzles bank) {
        page.choose("level", "easy");
        page.clickAndWait("generate");
        String givens = page.digits();
        page.fillIn(givens, bank.solutionOf(givens).orElseThrow());
        Matcher said = SOLVED_IN.matcher(page.message());
        assertThat(said.matches()).as("the status line: %s", page.message()).isTrue();
        return said.group(1);
    }

    /** Opens the statistics and returns their rows, each as "puzzles|solved|best|average". */
    @SuppressWarnings("unchecked")
    private static List<String> shownStatistics(Page page) {
        page.click("stats");
        page.until("the statistics shown", () -> page.byId("stats-dialog").isDisplayed());
        return (List<String>) page.js("return [...document.querySelectorAll('#stats-body tbody tr')]"
                + ".map((row) => [...row.children].map((cell) => cell.textContent).join('|'));");
    }

    private static int seconds(String time) {
        String[] parts = time.split(":");
        return Integer.parseInt(parts[0]) * 60 + Integer.parseInt(parts[1]);
    }
}
