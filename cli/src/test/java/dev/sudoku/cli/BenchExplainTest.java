package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchExplainTest {
    /** SE rating spec worked examples A and C, each followed by an easy puzzle: every 2nd picks A and C. */
    private static final List<String> PUZZLES = List.of(
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    @Test
    void explain_table_takes_every_nth_puzzle_up_to_the_picks_per_profile(@TempDir Path dir) throws Exception {
        // A blank first line: the puzzles are on lines 2 to 5, and every 2nd picks lines 2 and 4.
        List<String> lines = new ArrayList<>(List.of(""));
        lines.addAll(PUZZLES);
        Path file = Files.write(dir.resolve("a.txt"), lines);
        CommandRun run = CommandRun.of(
                "bench", "--explain", "--every", "2", "--picks", "5", "--warmup", "0", "--runs", "1", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<List<String>> rows = run.tableRows();
        assertThat(rows)
                .extracting(row -> row.get(0) + " " + row.get(1) + " " + row.get(2))
                .as("dataset, profile and puzzles per run: the players' profile by default")
                .containsExactly("a.txt (1 in 2) players 2");
        assertThat(run.out()).contains("Reference (2026-11-25");
        assertThat(rows.get(0).get(4)).as("helpers").isEqualTo("0");
        assertThat(rows.get(0).get(12))
                .as("where the slowest were met, by the puzzles' lines in the file")
                .matches("line [24]; step [1-9][0-9]* of line [24]; hint of line [24]");

        CommandRun helped = CommandRun.of(
                "bench",
                "--explain",
                "--every",
                "2",
                "--helpers",
                "1",
                "--warmup",
                "0",
                "--runs",
                "1",
                file.toString());
        assertThat(helped.exitCode()).as(helped.err()).isZero();
        assertThat(helped.tableRows().get(0).get(4)).as("helpers").isEqualTo("1");
        assertThat(helped.tableRows().get(0).get(3))
                .as("steps a puzzle, the same")
                .isEqualTo(rows.get(0).get(3));
    }

    @Test
    void explain_options_elsewhere_and_a_pick_of_none_are_usage_errors(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("a.txt"), PUZZLES);
        CommandRun elsewhere = CommandRun.of("bench", "--logic", "--every", "2", file.toString());
        assertThat(elsewhere.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(elsewhere.err()).contains("--every applies to --explain only");

        for (String table : List.of("--rate", "--generate", "--solver")) {
            String[] args = table.equals("--solver")
                    ? new String[] {"bench", "--profile", "players", "--solver", "band", file.toString()}
                    : new String[] {"bench", table, "--profile", "players", file.toString()};
            CommandRun profiled = CommandRun.of(args);
            assertThat(profiled.exitCode()).as(table).isEqualTo(ExitCodes.USAGE);
            assertThat(profiled.err()).as(table).contains("--profile applies to --logic and --explain only");
        }

        CommandRun none = CommandRun.of("bench", "--explain", "--picks", "0", file.toString());
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.err()).contains("--every and --picks must be positive");

        CommandRun negative = CommandRun.of("bench", "--explain", "--helpers", "-1", file.toString());
        assertThat(negative.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(negative.err()).isEqualTo("sudoku: --helpers must be from 0 to 1023, not -1\n");

        // One more than the int's largest overflowed the permits' count into an internal error.
        CommandRun past = CommandRun.of("bench", "--explain", "--helpers", "2147483647", file.toString());
        assertThat(past.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(past.err()).isEqualTo("sudoku: --helpers must be from 0 to 1023, not 2147483647\n");

        CommandRun both = CommandRun.of("bench", "--explain", "--rate", file.toString());
        assertThat(both.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(both.err()).contains("are different tables; pick one");
    }
}
