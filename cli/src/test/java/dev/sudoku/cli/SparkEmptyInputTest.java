package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An input without a puzzle is noted on the Spark engine as on the local one: no failure, but said, and the
 * same output written.
 */
class SparkEmptyInputTest {
    @Test
    void an_input_without_a_puzzle_is_noted_on_spark_as_on_the_local_engine(@TempDir Path dir) throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("comments.txt", "# only a comment\n\n");

        // Dedupe takes a way of its own on Spark. Each run here starts a Spark session of its own (about ten
        // seconds): a CSV header alone and a Parquet output are left to the engine's tests (SparkDedupeStatsTest).
        for (String job : List.of(
                "rate comments.txt rated.jsonl", "stats comments.txt stats.csv", "dedupe comments.txt classes.csv")) {
            String[] words = job.split(" ");
            String input = words[1];
            String output = words[2];
            Shell.Result local = shell.run("./sudoku batch " + job + " --no-progress");
            String localOutput = Files.readString(dir.resolve(output));
            Files.delete(dir.resolve(output));
            Shell.Result spark =
                    shell.run("./sudoku batch " + job + " --engine spark --master 'local[1]' --no-progress");

            assertThat(local.exitCode()).as(job + ": " + local.err()).isZero();
            assertThat(local.err()).as(job).isEqualTo("sudoku: " + input + ": no puzzles in the input\n");
            assertThat(spark.exitCode()).as(job + ": " + spark.err()).isZero();
            assertThat(spark.err()).as(job).isEqualTo(local.err());
            assertThat(Files.readString(dir.resolve(output))).as(job).isEqualTo(localOutput);
        }
        // One puzzle: no note.
        shell.file("one.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        Shell.Result puzzle =
                shell.run("./sudoku batch dedupe one.txt classes.csv --engine spark --master 'local[1]' --no-progress");
        assertThat(puzzle.exitCode()).as(puzzle.err()).isZero();
        assertThat(puzzle.err()).isEmpty();
    }
}
