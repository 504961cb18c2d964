package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
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

        // Clearing asks first, and Keep mine keeps them.
        assertThat(page.byId("stats-confirm").isDisplayed()).isFalse();
        page.click("stats-clear");
        assertThat(page.byId("stats-confirm").isDisplayed()).isTrue();
        assertThat(page.byId("stats-clear").isDisplayed()).isFalse();
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-confirm-no");
        page.click("stats-confirm-no");
        assertThat(page.byId("stats-confirm").isDisplayed()).isFalse();
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-clear");
        assertThat(page.find("#stats-body caption").getText()).isEqualTo("2 puzzles solved");
        page.click("stats-clear");
        page.click("stats-confirm-yes");
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

    @Test
    void a_copy_saved_then_restored_brings_back_the_statistics_and_each_puzzle_s_record(Page page, @TempDir Path dir)
            throws Exception {
        page.open();
        // A record as the page keeps it: two kinds of puzzle, two days of daily puzzles, three puzzles played.
        page.js("localStorage.setItem('sudoku.stats', JSON.stringify({ version: 1, kinds: ["
                + "{ size: 9, level: 'easy', solved: 3, ms: 600000, best: 150000 },"
                + "{ size: 6, level: '', solved: 1, ms: 90000, best: 90000 }],"
                + " daily: [1, 0].map((ago) => new Date(Date.now() - ago * 86400000).toISOString().slice(0, 10)) }));"
                + "localStorage.setItem('sudoku.progress', JSON.stringify({ version: 1, puzzles: ["
                + "{ puzzle: '" + KnownPuzzles.MODERATE + "', solved: true, ms: 150000 },"
                + "{ puzzle: '" + KnownPuzzles.WITH_CHAINS + "', solved: false, ms: 61000 }] }));");
        List<String> rows = shownStatistics(page);
        assertThat(rows).containsExactly("6x6 not rated|1|01:30|01:30", "9x9 easy|3|02:30|03:20");
        Object progress = page.js("return localStorage.getItem('sudoku.progress')");

        Path copy = dir.resolve("sudoku-record-" + LocalDate.now(ZoneOffset.UTC) + ".json");
        page.cdp("Browser.setDownloadBehavior", Map.of("behavior", "allow", "downloadPath", dir.toString()));
        try {
            page.click("stats-save");
            page.until("the copy saved", () -> Files.isRegularFile(copy));
        } finally {
            // The browser serves the next tests: their downloads go where they went before.
            page.cdp("Browser.setDownloadBehavior", Map.of("behavior", "default"));
        }

        page.click("stats-clear");
        page.click("stats-confirm-yes");
        page.js("localStorage.removeItem('sudoku.progress')");
        assertThat(page.text("stats-body")).isEqualTo("No puzzle solved in this browser yet.");

        Path notACopy = Files.writeString(dir.resolve("notes.txt"), "4.....8.5.3..........7......2.....6");
        page.chooseFile("stats-restore", notACopy);
        page.until("the file refused", () -> !page.text("stats-said").isEmpty());
        assertThat(page.text("stats-said")).isEqualTo("notes.txt was not restored: it is not JSON.");

        page.chooseFile("stats-restore", copy);
        page.until("the question asked", () -> page.byId("stats-confirm").isDisplayed());
        assertThat(page.text("stats-confirm-text"))
                .isEqualTo(
                        "Replace this browser's statistics and record of puzzles with the copy's (4 solved, 2 puzzles in its record,"
                                + " saved " + LocalDate.now(ZoneOffset.UTC) + ")?");
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-confirm-no");
        assertThat(page.js("return getComputedStyle(document.getElementById('stats-restore').parentElement).display"))
                .as("Restore a copy… while the page asks")
                .isEqualTo("none");
        page.click("stats-confirm-no");
        assertThat(page.js("return document.activeElement.id")).isEqualTo("stats-restore");
        assertThat(page.text("stats-body")).as("kept mine").isEqualTo("No puzzle solved in this browser yet.");
        page.chooseFile("stats-restore", copy);
        page.until("the question asked again", () -> page.byId("stats-confirm").isDisplayed());
        page.click("stats-confirm-yes");
        assertThat(page.text("stats-said")).startsWith("Restored the copy, saved ");
        assertThat(page.text("stats-daily")).isEqualTo("Daily puzzles: 2 days in a row (best 2).");
        assertThat(page.js("return localStorage.getItem('sudoku.progress')")).isEqualTo(progress);

        page.revisit(page.origin());
        assertThat(shownStatistics(page)).as("restored, after a new visit").isEqualTo(rows);
        page.click("stats-close");
        page.load(KnownPuzzles.MODERATE);
        page.until("the puzzle's record read", () -> page.text("progress").equals("Solved before in 02:30"));
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
