package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.Level;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** New puzzles from the bank, the generator standing in when it has none, the daily puzzle, and imports. */
@ExtendWith(BrowserExtension.class)
class PuzzleBankTest {
    @TempDir
    Path folder;

    @Test
    void a_new_easy_puzzle_is_one_the_bank_holds_and_nothing_is_generated(Page page, BankedPuzzles bank) {
        page.open();
        page.choose("level", "easy");
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle: ER ").contains("Easy");
        assertThat(bank.lines(Level.EASY)).contains(page.digits());
        assertThat(page.text("rating")).contains("Easy");
        assertThat(page.apiCalls()).contains("/api/bank/random").doesNotContain("/api/generate");
    }

    @Test
    void a_level_the_bank_lacks_is_generated_instead(Page page) {
        page.open();
        page.choose("size", "6");
        page.until("an empty 6x6 board", () -> page.message().startsWith("Empty 6x6"));
        page.choose("level", "easy");
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle");
        assertThat(page.digits()).matches("[1-6.]{36}").contains(".");
        assertThat(page.apiCalls()).containsSubsequence("/api/bank/random", "/api/generate");
    }

    @Test
    void the_daily_puzzle_is_the_same_on_every_load_and_shows_its_date(Page page, BankedPuzzles bank) {
        String title = "Daily puzzle " + LocalDate.now(ZoneOffset.UTC) + " · Easy";
        page.open();
        page.choose("level", "easy");
        assertThat(page.clickAndWait("daily")).isEqualTo(title + ".");
        assertThat(page.text("puzzle-title")).isEqualTo(title);
        String first = page.digits();
        assertThat(bank.lines(Level.EASY)).contains(first);

        page.open();
        page.choose("level", "easy");
        page.clickAndWait("daily");
        assertThat(page.digits()).isEqualTo(first);
        page.choose("level", "moderate");
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle");
        assertThat(page.byId("puzzle-title").isDisplayed()).isFalse();
    }

    @Test
    void a_file_added_to_the_bank_is_summed_up_with_the_lines_skipped(Page page, BankedPuzzles bank)
            throws IOException {
        Path file = folder.resolve("three.txt");
        Files.writeString(
                file, KnownPuzzles.WITH_CHAINS + "\n" + bank.lines(Level.EASY).get(0) + "\n1234\n");
        page.open();
        page.chooseFile("bank-file", file);
        String summary = page.until("the import's summary", () -> {
            String text = page.text("bank-summary");
            return text.isEmpty() ? null : text;
        });
        assertThat(summary)
                .isEqualTo("1 stored, 1 already in the bank, 1 skipped: line 3: 4 cells, a 9x9 puzzle needs 81.");
        assertThat(page.message()).isEqualTo("three.txt: 1 stored, 1 already in the bank, 1 skipped.");
    }

    @Test
    void a_file_larger_than_the_server_reads_is_refused_before_sending(Page page) throws IOException {
        Path file = folder.resolve("large.txt");
        Files.writeString(file, (KnownPuzzles.MODERATE + "\n").repeat(1000));
        page.open();
        page.chooseFile("bank-file", file);
        assertThat(page.until("the refusal", () -> page.text("bank-summary")))
                .startsWith("large.txt is 81 KB; the bank takes up to 64 KB at a time.");
        assertThat(page.messageKind()).isEqualTo("error");
        assertThat(page.apiCalls()).doesNotContain("/api/bank/import");
    }
}
