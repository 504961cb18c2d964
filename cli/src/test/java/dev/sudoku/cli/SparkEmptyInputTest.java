package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An input without a puzzle is noted on the Spark engine as on the local one: no failure, but said, and the
 * same output written. The command line hands every job the same note ({@code BatchCommand}); that each of
 * the engine's jobs tells of an empty input (solve, rate, dedupe and stats, a CSV header alone, a Parquet
 * output) is the spark module's to test in one Spark session ({@code SparkBatchMainJobsTest}, {@code
 * SparkDedupeStatsTest}), as each run here starts a session of its own (about ten seconds of CPU).
 */
class SparkEmptyInputTest {
    @Test
    void an_input_without_a_puzzle_is_noted_on_spark_as_on_the_local_engine(@TempDir Path dir) throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("comments.txt", "# only a comment\n\n");

        Shell.Result local = shell.run("./sudoku batch rate comments.txt rated.jsonl --no-progress");
        String localOutput = Files.readString(dir.resolve("rated.jsonl"));
        Files.delete(dir.resolve("rated.jsonl"));
        Shell.Result spark = shell.run(
                "./sudoku batch rate comments.txt rated.jsonl --engine spark --master 'local[1]' --no-progress");

        assertThat(local.exitCode()).as(local.err()).isZero();
        assertThat(local.err()).isEqualTo("sudoku: comments.txt: no puzzles in the input\n");
        assertThat(spark.exitCode()).as(spark.err()).isZero();
        assertThat(spark.err()).isEqualTo(local.err());
        assertThat(Files.readString(dir.resolve("rated.jsonl"))).isEqualTo(localOutput);
        // One puzzle through dedupe, which takes a way of its own on Spark: no note.
        shell.file("one.txt", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
        Shell.Result puzzle =
                shell.run("./sudoku batch dedupe one.txt classes.csv --engine spark --master 'local[1]' --no-progress");
        assertThat(puzzle.exitCode()).as(puzzle.err()).isZero();
        assertThat(puzzle.err()).isEmpty();
    }
}
