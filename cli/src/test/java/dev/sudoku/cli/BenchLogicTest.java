package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchLogicTest {
    @Test
    void logic_table_has_one_row_per_file_and_profile_in_the_order_asked(@TempDir Path dir) throws Exception {
        // SE rating spec worked examples A and C: both solve without guessing in either profile.
        Path first = Files.write(
                dir.resolve("a.txt"),
                List.of("2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24."));
        Path second = Files.write(
                dir.resolve("c.txt"),
                List.of(
                        "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.",
                        "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24."));
        CommandRun run = CommandRun.of(
                "bench",
                "--logic",
                "--profile",
                "players,se-nochains",
                "--limit",
                "1",
                "--warmup",
                "0",
                "--runs",
                "1",
                first.toString(),
                second.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<List<String>> rows = run.tableRows();
        assertThat(rows)
                .extracting(row -> row.get(0) + " " + row.get(1) + " " + row.get(2))
                .as("dataset, profile and puzzles per run")
                .containsExactly("a.txt players 1", "a.txt se-nochains 1", "c.txt players 1", "c.txt se-nochains 1");
        assertThat(rows).extracting(row -> row.get(5)).as("no guess").containsOnly("100.0%");
    }

    @Test
    void a_profile_that_does_not_exist_is_a_usage_error(@TempDir Path dir) throws Exception {
        Path file = Files.write(
                dir.resolve("a.txt"),
                List.of("2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24."));
        CommandRun run = CommandRun.of("bench", "--logic", "--profile", "nosuch", file.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--profile must be");
    }
}
