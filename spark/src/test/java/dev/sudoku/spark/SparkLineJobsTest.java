package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.NOTHING_LEFT;
import static dev.sudoku.spark.SparkBatchFixtures.RATE;
import static dev.sudoku.spark.SparkBatchFixtures.SOLVE;
import static dev.sudoku.spark.SparkBatchFixtures.csvRow;
import static dev.sudoku.spark.SparkBatchFixtures.dir;
import static dev.sudoku.spark.SparkBatchFixtures.local;
import static dev.sudoku.spark.SparkBatchFixtures.localOutputs;
import static dev.sudoku.spark.SparkBatchFixtures.rateInput;
import static dev.sudoku.spark.SparkBatchFixtures.solveInput;
import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Solving, rating and generating on Spark write what the local batch writes, line for line, on two local
 * executor threads, as JSON lines and as CSV; a malformed line is a row of its own, not a failed job.
 */
@ExtendWith(SharedSparkSession.class)
class SparkLineJobsTest {
    private static List<String> onSpark(LineBatch batch, Path input) throws Exception {
        Path output = dir.resolve(input.getFileName() + ".jsonl");
        SparkBatch.writeLines(SparkBatch.reports(spark, batch, input.toString()), output);
        return Files.readAllLines(output, StandardCharsets.UTF_8);
    }

    @Test
    void solving_on_spark_writes_the_local_batch_output_line_for_line() throws Exception {
        List<String> expected = local(SOLVE, solveInput);

        assertThat(expected).hasSize(3000 - 12).anyMatch(line -> line.contains("\"status\":\"MULTIPLE\""));
        assertThat(onSpark(SOLVE, solveInput)).containsExactlyElementsOf(expected);
    }

    @Test
    void rating_on_spark_writes_the_local_batch_output_line_for_line() throws Exception {
        List<String> expected = local(RATE, rateInput);

        assertThat(expected).hasSize(2000 - 8).anyMatch(line -> line.contains("\"status\":\"RATED\""));
        assertThat(onSpark(RATE, rateInput)).containsExactlyElementsOf(expected);
    }

    @Test
    void a_malformed_line_is_an_invalid_row_not_a_failed_job() throws Exception {
        List<String> reports = onSpark(SOLVE, solveInput);

        assertThat(reports)
                .filteredOn(line -> line.contains("\"line\":58,"))
                .singleElement()
                .asString()
                .contains("\"status\":\"INVALID\"", "\"error\":\"line 58");
    }

    @Test
    void the_engine_the_command_line_finds_writes_the_local_batch_output() throws Exception {
        BatchEngine engine = ServiceLoader.load(BatchEngine.class).findFirst().orElseThrow();
        Path output = dir.resolve("engine.jsonl");

        engine.run(SOLVE, solveInput.toString(), output.toString(), false, "local[2]");

        assertThat(engine.name()).isEqualTo("spark");
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8))
                .containsExactlyElementsOf(local(SOLVE, solveInput));
        assertThat(spark.sparkContext().isStopped()).isFalse();
    }

    @Test
    void a_csv_input_written_as_csv_on_spark_is_the_local_batch_output_line_for_line() throws Exception {
        List<String> rows = new ArrayList<>();
        rows.add("id,puzzle,source");
        List<String> puzzles = Files.readAllLines(solveInput, StandardCharsets.UTF_8);
        for (int i = 0; i < puzzles.size(); i++) {
            rows.add(csvRow(i, puzzles.get(i), ",test"));
        }
        rows.add("short-row");
        Path input = Files.write(dir.resolve("puzzles.csv"), rows);
        LineBatch batch = SOLVE.withFormat(OutputFormat.CSV);
        List<String> expected = new ArrayList<>();
        expected.add(batch.header());
        localOutputs(batch, input, input.toString()).forEach(output -> expected.add(output.text()));
        Path output = dir.resolve("solved.csv");

        SparkBatch.write(
                SparkBatch.reports(spark, batch, input.toString()),
                OutputFormat.CSV,
                batch.header(),
                output.toString(),
                false,
                NOTHING_LEFT);

        assertThat(expected)
                .hasSize(1 + 3000 - 12 + 1)
                .anyMatch(line -> line.contains(",MULTIPLE,exact,"))
                .last()
                .asString()
                .contains("no column 'puzzle'");
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8)).containsExactlyElementsOf(expected);
    }

    private static List<String> generated(GenerateBatch batch, int partitions) {
        return SparkGenerate.reports(spark, batch, 200, OutputFormat.JSON_LINES, partitions)
                .select("report")
                .collectAsList()
                .stream()
                .map(row -> row.getString(0))
                .toList();
    }

    @Test
    void a_seeded_run_generated_on_spark_is_the_local_run_whatever_the_partitioning() throws Exception {
        GenerateBatch batch = new GenerateBatch(2026, "easy", 60);
        GenerateBatch.Worker worker = batch.worker();
        List<String> expected = new ArrayList<>();
        for (long i = 0; i < 200; i++) {
            expected.add(worker.apply(i));
        }

        assertThat(generated(batch, 3)).containsExactlyElementsOf(expected);
        assertThat(generated(batch, 7)).containsExactlyElementsOf(expected);
        assertThat(expected).allMatch(line -> line.contains("\"status\":\"GENERATED\""));
    }
}
