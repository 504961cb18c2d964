package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.NOTHING_LEFT;
import static dev.sudoku.spark.SparkBatchFixtures.RATE;
import static dev.sudoku.spark.SparkBatchFixtures.SOLVE;
import static dev.sudoku.spark.SparkBatchFixtures.dir;
import static dev.sudoku.spark.SparkBatchFixtures.local;
import static dev.sudoku.spark.SparkBatchFixtures.localOutputs;
import static dev.sudoku.spark.SparkBatchFixtures.parquetInOneRowGroup;
import static dev.sudoku.spark.SparkBatchFixtures.rateInput;
import static dev.sudoku.spark.SparkBatchFixtures.solveInput;
import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Parquet and level-split outputs on Spark: reports written as Parquet read back in input order, a Parquet
 * input is read by its puzzle column, ratings split by level are the local batch's files, and a Parquet run
 * that fails leaves nothing that looks like an output ({@link StoppedRunLeftoversTest}: what a stopped one
 * leaves).
 */
@ExtendWith(SharedSparkSession.class)
class SparkParquetOutputTest {
    @Test
    void reports_written_as_parquet_read_back_in_input_order() throws Exception {
        String parquet = dir.resolve("rate.parquet").toString();

        SparkBatch.writeParquet(SparkBatch.reports(spark, RATE, rateInput.toString()), parquet, false, NOTHING_LEFT);

        assertThat(SparkBatch.readParquet(spark, parquet)).containsExactlyElementsOf(local(RATE, rateInput));
    }

    @Test
    void a_parquet_output_is_replaced_only_by_a_whole_one_and_a_failed_write_leaves_the_earlier_as_it_was()
            throws Exception {
        Path parent = Files.createDirectories(dir.resolve("replaced"));
        String parquet = parent.resolve("rate.parquet").toString();
        SparkBatch.writeParquet(SparkBatch.reports(spark, SOLVE, solveInput.toString()), parquet, false, NOTHING_LEFT);
        List<String> first = SparkBatch.readParquet(spark, parquet);

        Dataset<Row> failing = FailingTasks.at(SparkBatch.reports(spark, RATE, rateInput.toString()), 3);
        Throwable failure = catchThrowable(() -> SparkBatch.writeParquet(failing, parquet, false, NOTHING_LEFT));

        assertThat(failure).isNotNull();
        assertThat(SparkBatch.readParquet(spark, parquet)).containsExactlyElementsOf(first);
        try (var left = Files.list(parent)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("rate.parquet");
        }

        SparkBatch.writeParquet(SparkBatch.reports(spark, RATE, rateInput.toString()), parquet, true, NOTHING_LEFT);

        assertThat(SparkBatch.readParquet(spark, parquet)).containsExactlyElementsOf(local(RATE, rateInput));
        try (var left = Files.list(parent)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("rate.parquet");
        }
    }

    /** The names in a folder, hidden ones too, sorted. */
    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void a_parquet_job_failing_mid_way_leaves_no_output_and_no_partial_directory() throws Exception {
        Path parent = Files.createDirectories(dir.resolve("failing"));
        String parquet = parent.resolve("solved.parquet").toString();
        Dataset<Row> failing = FailingTasks.at(SparkBatch.reports(spark, SOLVE, solveInput.toString()), 300);

        Throwable failure = catchThrowable(() -> SparkBatch.writeParquet(failing, parquet, false, NOTHING_LEFT));

        assertThat(failure).isNotNull();
        assertThat(names(parent)).isEmpty();
        // Spark's message holds the task's stack trace; the command line's words name the cause alone.
        assertThat(failure.getMessage()).contains("\tat ");
        assertThat(JobFailure.reason(failure)).isEqualTo("IllegalStateException: " + FailingTasks.MESSAGE);
    }

    @Test
    void ratings_split_by_level_are_the_local_batch_files() throws Exception {
        Path input = Files.write(
                dir.resolve("levels.txt"),
                Files.readAllLines(rateInput, StandardCharsets.UTF_8).subList(0, 300));
        Path local = dir.resolve("local-levels");
        try (BatchOutput out = BatchOutput.byLevel(local, OutputFormat.JSON_LINES, null)) {
            for (LineBatch.Output line : localOutputs(RATE, input, input.toString())) {
                out.write(line);
            }
            out.finish();
        }
        Path onSpark = dir.resolve("spark-levels");

        SparkBatch.write(
                SparkBatch.reports(spark, RATE, input.toString()),
                OutputFormat.JSON_LINES,
                null,
                onSpark.toString(),
                true,
                NOTHING_LEFT);

        List<String> files;
        try (var listed = Files.list(local)) {
            files = listed.map(f -> f.getFileName().toString()).sorted().toList();
        }
        assertThat(files).containsExactly("easy.jsonl", "unrated.jsonl");
        try (var listed = Files.list(onSpark)) {
            assertThat(listed.map(f -> f.getFileName().toString()).sorted()).containsExactlyElementsOf(files);
        }
        for (String file : files) {
            assertThat(Files.readAllLines(onSpark.resolve(file)))
                    .as(file)
                    .containsExactlyElementsOf(Files.readAllLines(local.resolve(file)));
        }
    }

    @Test
    void a_parquet_input_is_read_by_its_puzzle_column_and_written_back_partitioned_by_level() throws Exception {
        List<String> puzzles =
                Files.readAllLines(rateInput, StandardCharsets.UTF_8).subList(0, 200);
        String input = parquetInOneRowGroup(puzzles, "puzzles.parquet");
        LineBatch.Worker worker = RATE.worker();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            expected.addAll(worker.apply(input, i + 1, puzzles.get(i)));
        }
        String output = dir.resolve("rated.parquet").toString();

        SparkBatch.writeParquet(SparkBatch.reports(spark, RATE, input), output, true, NOTHING_LEFT);

        assertThat(Path.of(output).resolve("level=Easy")).isDirectory();
        assertThat(SparkBatch.readParquet(spark, output)).containsExactlyElementsOf(expected);
    }
}
