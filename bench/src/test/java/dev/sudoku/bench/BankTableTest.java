package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bench.bank.BankBuild;
import dev.sudoku.bench.bank.ImportRow;
import dev.sudoku.bench.bank.LatencyRow;
import dev.sudoku.store.BankStats;
import java.util.List;
import org.junit.jupiter.api.Test;

class BankTableTest {

    @Test
    void each_import_row_is_shown_as_a_multiple_of_the_rate_row_and_a_missing_database_without_figures() {
        String table = BankTable.imports(
                List.of(
                        new ImportRow("rate", "-", 2, 1000, 1000, 0, 0, 10.0),
                        new ImportRow("import", "SQLite", 2, 1000, 990, 10, 0, 12.5)),
                "1000 puzzles of list.txt",
                List.of("PostgreSQL (not run)"));

        assertThat(table.lines().toList())
                .anyMatch(l -> l.matches("\\| rate +\\| - .*\\| +100 \\| +1\\.00x \\|"))
                .anyMatch(l -> l.matches("\\| import +\\| SQLite .*\\| +12\\.5 \\| +80 \\| +0\\.80x \\|"))
                .anyMatch(l -> l.matches("\\| import +\\| PostgreSQL \\(not run\\) .*\\| +- \\|"));
        assertThat(table).contains("after the first 1000 were rated untimed");
    }

    @Test
    void latencies_are_compared_with_the_first_row_in_microseconds_or_milliseconds() {
        List<LatencyRow> rows = List.of(
                new LatencyRow("health", "GET /api/health", 10, 200, 400, 900, 0, ""),
                new LatencyRow("random easy", "POST /api/bank/random", 10, 500, 1200, 3000, 0, ""));

        String micros = BankTable.latencies(rows, false, "note");
        String millis = BankTable.latencies(rows, true, "note");

        assertThat(micros)
                .contains("| p50 µs |")
                .containsPattern("\\| +500 \\| +1200 \\| +3000 \\| +2\\.50x \\| +3\\.00x \\|");
        assertThat(millis)
                .contains("| p50 ms |")
                .containsPattern("\\| +0\\.50 \\| +1\\.20 \\| +3\\.00 \\| +2\\.50x \\| +3\\.00x \\|");
    }

    @Test
    void a_long_growth_names_the_first_steps_and_sums_up_the_rest() {
        BankBuild build = new BankBuild(
                5,
                List.of(
                        new BankBuild.Step("l.txt", 5, 0, 5, 0),
                        new BankBuild.Step("l.txt+1", 5, 5, 0, 0),
                        new BankBuild.Step("l.txt+2", 5, 5, 0, 0),
                        new BankBuild.Step("l.txt+3", 5, 4, 1, 0),
                        new BankBuild.Step("l.txt+4", 3, 3, 0, 0)),
                22,
                1.5);
        BankStats stats = new BankStats(
                List.of(new BankStats.LevelCount(9, "Easy", 20), new BankStats.LevelCount(9, "Difficult", 2)),
                List.of());

        String text = BankTable.bank("SQLite, a temporary file", build, stats, 9, 1);

        assertThat(text)
                .contains("22 puzzles (5 before")
                .contains("l.txt 5 offered, 0 stored, 5 already there")
                .contains("l.txt+1 5 offered, 5 stored")
                .contains("l.txt+2 5 offered, 5 stored")
                .contains("l.txt+3 to +4 8 offered, 7 stored, 1 already there, 0 refused")
                .contains("9x9 levels: Easy 20, Difficult 2.");
    }
}
