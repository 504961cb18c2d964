package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Spark run whose job fails part-way, here a task that reads a Parquet input whose bytes no longer match
 * their checksums (as a damaged disk leaves them): standard error holds one line naming the cause and what
 * is left at OUT, not Spark's stack traces; exit code 1; no partial output left. A write of OUT that fails
 * on the driver is said as the local engine says it.
 */
class SparkJobFailedTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void a_failed_spark_job_says_in_one_line_what_failed_and_what_is_left(@TempDir Path dir) throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("in.txt", (PUZZLE + "\n").repeat(20));
        Shell.Result made = shell.run(
                "./sudoku batch solve in.txt damaged.parquet --engine spark --master 'local[1]' --no-progress");
        assertThat(made.exitCode()).as(made.err()).isZero();
        try (Stream<Path> files = Files.list(dir.resolve("damaged.parquet"))) {
            for (Path part : files.filter(file -> file.getFileName().toString().startsWith("part-"))
                    .toList()) {
                byte[] bytes = Files.readAllBytes(part);
                bytes[40] ^= 0x5A;
                Files.write(part, bytes);
            }
        }

        Shell.Result run = shell.run(
                "./sudoku batch dedupe damaged.parquet classes.parquet --engine spark --master 'local[1]' --no-progress");

        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        List<String> said = run.err().lines().toList();
        assertThat(said).as(run.err()).hasSize(1);
        assertThat(said.get(0))
                .startsWith("sudoku batch: the Spark job failed (ChecksumException: Checksum error: ")
                .endsWith("): no classes.parquet written (the partial output is deleted)");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .noneMatch(name -> name.contains("classes.parquet"));
        }
    }

    @Test
    void a_write_of_out_that_fails_on_spark_is_said_in_the_local_engines_one_line(@TempDir Path dir) throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("in.txt", (PUZZLE + "\n").repeat(3));
        Shell.Result local = shell.run("./sudoku batch rate in.txt /dev/full --no-progress");

        // The driver writes OUT, one local file, itself: no task fails, the write does.
        Shell.Result spark =
                shell.run("./sudoku batch rate in.txt /dev/full --engine spark --master 'local[1]' --no-progress");

        assertThat(local.err()).isEqualTo("sudoku: cannot write '/dev/full': no space left on device\n");
        assertThat(spark.err()).isEqualTo(local.err());
        assertThat(spark.exitCode()).isEqualTo(local.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }
}
