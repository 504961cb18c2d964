package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.RATE;
import static dev.sudoku.spark.SparkBatchFixtures.dir;
import static dev.sudoku.spark.SparkBatchFixtures.rateInput;
import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import picocli.CommandLine;

/**
 * The job jar's entry point runs in the session already running and leaves it running; it exits and tells
 * of an empty input, a failed report, a failed job and a failed write of OUT as {@code sudoku batch} does.
 */
@ExtendWith(SharedSparkSession.class)
class SparkBatchMainJobsTest {
    @Test
    void the_job_jar_entry_point_generates_the_local_run() throws Exception {
        GenerateBatch batch = new GenerateBatch(9, "easy", 60);
        GenerateBatch.Worker worker = batch.worker();
        List<String> expected = new ArrayList<>();
        expected.add(GenerateBatch.header(OutputFormat.CSV));
        for (long i = 0; i < 40; i++) {
            expected.add(worker.output(i, OutputFormat.CSV).text());
        }
        Path output = dir.resolve("generated.csv");

        int code = new CommandLine(new SparkBatchMain())
                .execute(
                        "generate",
                        output.toString(),
                        "--count",
                        "40",
                        "--seed",
                        "9",
                        "--level",
                        "easy",
                        "--partitions",
                        "3");

        assertThat(code).isZero();
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8)).containsExactlyElementsOf(expected);
        assertThat(spark.sparkContext().isStopped()).isFalse();
    }

    @Test
    void the_job_jar_entry_point_notes_an_input_without_a_puzzle_as_sudoku_batch_does_for_every_job_that_reads_one()
            throws Exception {
        Path comments = Files.writeString(dir.resolve("only-comments.txt"), "# only a comment\n\n# and another\n");
        for (String job : List.of("solve", "rate", "dedupe", "stats")) {
            StringWriter err = new StringWriter();
            Path output = dir.resolve("empty-" + job + ".csv");

            int code = new CommandLine(new SparkBatchMain())
                    .setErr(new PrintWriter(err, true))
                    .execute(job, comments.toString(), output.toString());

            assertThat(code).as(job).isZero();
            assertThat(err.toString())
                    .as(job)
                    .isEqualTo("sudoku: " + comments + ": no puzzles in the input" + System.lineSeparator());
            assertThat(output).as(job).exists();
        }
        assertThat(spark.sparkContext().isStopped()).isFalse();
    }

    @Test
    void the_job_jar_entry_point_exits_1_when_a_report_has_no_success_status_and_0_when_every_one_has()
            throws Exception {
        LineBatch.Worker worker = RATE.worker();
        List<String> succeeding = new ArrayList<>();
        List<String> failing = new ArrayList<>();
        for (String line : Files.readAllLines(rateInput, StandardCharsets.UTF_8).subList(0, 120)) {
            List<LineBatch.Output> outputs = worker.outputs("rate.txt", 1, line);
            boolean succeeded = outputs.stream().allMatch(LineBatch.Output::succeeded);
            (succeeded && !outputs.isEmpty() ? succeeding : failing).add(line);
        }
        assertThat(failing).as("an INVALID line among the first 120").isNotEmpty();
        Path allRated = Files.write(dir.resolve("all-rated.txt"), succeeding.subList(0, 20));
        List<String> mixed = new ArrayList<>(succeeding.subList(0, 20));
        mixed.add(10, failing.get(0));
        Path oneFails = Files.write(dir.resolve("one-fails.txt"), mixed);

        for (Path input : List.of(allRated, oneFails)) {
            int code = new CommandLine(new SparkBatchMain())
                    .execute(
                            "rate",
                            input.toString(),
                            dir.resolve(input.getFileName() + ".jsonl").toString());

            assertThat(code).as(input.getFileName().toString()).isEqualTo(input == allRated ? 0 : 1);
        }
    }

    @Test
    void the_job_jar_entry_point_says_a_failed_job_in_one_line_as_sudoku_batch_does_and_exits_1() throws Exception {
        Path input = Files.write(dir.resolve("to-damage.txt"), TestPuzzles.lines(40, 40, 11L));
        Path damaged = dir.resolve("damaged.parquet");
        new CommandLine(new SparkBatchMain()).execute("solve", input.toString(), damaged.toString());
        assertThat(damaged).isDirectory();
        // Bytes that no longer match their checksums, as a damaged disk leaves them: read by the tasks only.
        try (Stream<Path> files = Files.list(damaged)) {
            for (Path part : files.filter(file -> file.getFileName().toString().startsWith("part-"))
                    .toList()) {
                byte[] bytes = Files.readAllBytes(part);
                bytes[40] ^= 0x5A;
                Files.write(part, bytes);
            }
        }
        Path output = dir.resolve("from-damaged.jsonl");
        StringWriter err = new StringWriter();

        int code = new CommandLine(new SparkBatchMain())
                .setErr(new PrintWriter(err, true))
                .execute("rate", damaged.toString(), output.toString());

        assertThat(code).isEqualTo(1);
        List<String> said = err.toString().lines().toList();
        assertThat(said).as(err.toString()).hasSize(1);
        assertThat(said.get(0))
                .startsWith("sudoku batch: the Spark job failed (ChecksumException: Checksum error: ")
                .endsWith("): no " + output + " written (the partial output is deleted)")
                .doesNotContain("SparkException")
                .doesNotContain("at org.");
        assertThat(output).doesNotExist();
        assertThat(spark.sparkContext().isStopped()).isFalse();
    }

    @Test
    void the_job_jar_entry_point_says_a_failed_write_of_out_as_the_local_engine_does_and_exits_1() throws Exception {
        Path input = Files.write(dir.resolve("to-full.txt"), TestPuzzles.lines(40, 40, 13L));
        StringWriter err = new StringWriter();

        // A disk that fills as the driver writes OUT, its one local file: no task fails, the write does.
        int code = new CommandLine(new SparkBatchMain())
                .setErr(new PrintWriter(err, true))
                .execute("rate", input.toString(), "/dev/full");

        assertThat(code).isEqualTo(1);
        assertThat(err.toString())
                .isEqualTo("sudoku: cannot write '/dev/full': no space left on device" + System.lineSeparator());
        assertThat(spark.sparkContext().isStopped()).isFalse();
    }
}
