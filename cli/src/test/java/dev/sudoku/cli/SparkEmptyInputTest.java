package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An input without a puzzle is noted on the Spark engine as on the local one: no failure, but said. */
class SparkEmptyInputTest {
    @Test
    void an_input_without_a_puzzle_is_noted_on_spark_as_on_the_local_engine(@TempDir Path dir) throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("empty.txt", "# only a comment\n\n");

        for (String job : List.of("rate empty.txt rated.jsonl", "stats empty.txt stats.csv")) {
            Shell.Result local = shell.run("./sudoku batch " + job + " --no-progress");
            Shell.Result spark =
                    shell.run("./sudoku batch " + job + " --engine spark --master 'local[1]' --no-progress");

            assertThat(local.err()).as(job).isEqualTo("sudoku: empty.txt: no puzzles in the input\n");
            assertThat(spark.exitCode()).as(job + ": " + spark.err()).isZero();
            assertThat(spark.err()).as(job).isEqualTo(local.err());
        }
        // One puzzle: no note.
        shell.file("one.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        Shell.Result puzzle =
                shell.run("./sudoku batch rate one.txt rated.jsonl --engine spark --master 'local[1]' --no-progress");
        assertThat(puzzle.err()).isEmpty();
    }
}
