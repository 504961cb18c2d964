package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchSpeedTest {
    // The SE rating spec's worked examples A and C with serate's ratings: unique puzzles that every row can time.
    private static final List<String> RATED = List.of(
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 4.2/1.2/1.2 0.17s",
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 2.0/2.0/2.0 0.05s");

    @Test
    void every_goal_is_timed_beside_its_reference_and_summed_up_in_one_line(@TempDir Path data) throws Exception {
        List<String> puzzles = RATED.stream().map(line -> line.substring(0, 81)).toList();
        for (String name : BenchSpeed.SETS) {
            Files.write(data.resolve(name), name.equals("se_classic_dev.txt") ? RATED : puzzles);
        }

        CommandRun run = CommandRun.of(
                "bench", "--speed", "--data", data.toString(), "--warmup", "0", "--runs", "1", "--count", "1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<List<String>> rows = run.tableRows();
        assertThat(rows).extracting(row -> row.get(0)).hasSize(17).anySatisfy(work -> assertThat(work)
                .startsWith("`solve` a whole file, 17-clue"));
        assertThat(rows).extracting(row -> row.get(5)).allMatch(verdict -> List.of("met", "not met", "")
                .contains(verdict));
        assertThat(rows)
                .filteredOn(row ->
                        row.get(0).startsWith("in-process solve") || row.get(0).startsWith("`solve`"))
                .hasSize(5)
                .allSatisfy(row -> assertThat(row.get(3)).matches("\\d+\\.\\d\\dx"));
        assertThat(rows)
                .filteredOn(row -> row.get(0).startsWith("rate, ER "))
                .extracting(row -> row.get(2))
                .as("example A is rated 4.2, example C 2.0: both in the first band, none in the others")
                .hasSize(5)
                .satisfies(ours -> assertThat(ours.get(0)).matches("\\d+\\.\\d\\d ms"))
                .endsWith("none", "none", "none", "none");
        assertThat(rows)
                .filteredOn(row -> row.get(0).equals("rate, same ER/EP/ED as serate"))
                .singleElement()
                .satisfies(row -> assertThat(row.get(2)).isEqualTo("2 agree"));
        assertThat(run.lines())
                .last()
                .asString()
                .startsWith("sudoku speed: solve 17-clue ")
                .endsWith(")");
        List<String> minimal = rows.stream()
                .filter(row -> row.get(0).startsWith("generate minimal 9x9"))
                .findFirst()
                .orElseThrow();
        if (run.out().contains("This machine ran QQWing at ")) {
            assertThat(minimal.get(1))
                    .as("QQWing ran: the generation row's reference is this run's")
                    .endsWith("(this run)");
            assertThat(run.lines()).last().asString().contains("x the reference machine)");
        } else {
            assertThat(run.out()).contains("QQWing could not be run here");
            assertThat(minimal.get(1)).isEqualTo("QQWing 6.55 ms");
        }
    }

    @Test
    void options_of_the_other_tables_and_files_are_refused() {
        CommandRun solver = CommandRun.of("bench", "--speed", "--solver", "band");
        CommandRun file = CommandRun.of("bench", "--speed", "puzzles.txt");
        CommandRun two = CommandRun.of("bench", "--speed", "--rate");

        assertThat(solver.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(solver.err()).contains("--solver does not apply to --speed");
        assertThat(file.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(file.err()).contains("FILE does not apply to --speed");
        assertThat(two.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(two.err()).contains("different tables; pick one");
    }

    @Test
    void the_whole_file_command_is_this_command_line_solving_on_one_thread() {
        List<String> command = BenchSpeed.solveCommand();

        assertThat(command.get(0)).endsWith("java");
        assertThat(command)
                .containsSubsequence("-cp", System.getProperty("java.class.path"), Main.class.getName())
                .endsWith("solve", "--threads", "1");
        // Huge pages as ./sudoku asks for them: where the kernel gives them on request.
        assertThat(command.contains("-XX:+UseTransparentHugePages")).isEqualTo(BenchSpeed.hugePagesOnRequest());
    }
}
