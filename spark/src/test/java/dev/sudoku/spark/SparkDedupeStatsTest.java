package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.NOTHING_LEFT;
import static dev.sudoku.spark.SparkBatchFixtures.RATE;
import static dev.sudoku.spark.SparkBatchFixtures.csvRow;
import static dev.sudoku.spark.SparkBatchFixtures.dir;
import static dev.sudoku.spark.SparkBatchFixtures.rateInput;
import static dev.sudoku.spark.SparkBatchFixtures.solveInput;
import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.Stats;
import dev.sudoku.api.json.Report;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Dedupe and stats on Spark give the local batch's rows and counts, whether the classes are counted on the
 * driver or on the executors, from text, CSV or Parquet, and an input without a puzzle is told of.
 */
@ExtendWith(SharedSparkSession.class)
class SparkDedupeStatsTest {
    @Test
    void a_small_file_read_by_the_driver_in_slices_is_deduped_as_the_local_engine_reads_it() throws Exception {
        // A byte order mark, lines ended by \r\n, \n and a lone \r, and a last line without an end: the
        // local engine's reader (and so the driver's slices) sees every line; Hadoop's would drop the mark.
        List<String> lines = Files.readAllLines(solveInput, StandardCharsets.UTF_8);
        StringBuilder text = new StringBuilder("\uFEFF");
        for (int i = 0; i < lines.size(); i++) {
            text.append(lines.get(i)).append(i % 3 == 0 ? "\r\n" : i % 101 == 0 ? "\r" : "\n");
        }
        text.append(lines.get(5));
        Path input = Files.writeString(dir.resolve("dedupe-line-ends.txt"), text, StandardCharsets.UTF_8);
        List<String> asRead = new ArrayList<>();
        try (var reader = Files.newBufferedReader(input, StandardCharsets.UTF_8)) {
            reader.lines().forEach(asRead::add);
        }

        SparkInput sliced = DriverSlices.read(spark, input.toString(), 20_000).orElseThrow();

        assertThat(asRead).hasSize(lines.size() + 1);
        assertThat(asRead.get(0)).startsWith("\uFEFF");
        assertThat(sliced.lines().getNumPartitions())
                .isGreaterThanOrEqualTo(2 * spark.sparkContext().defaultParallelism());
        assertThat(sliced.lines().collect()).containsExactlyElementsOf(asRead);
        assertThat(SparkDedupe.rows(spark, input.toString()))
                .toIterable()
                .containsExactlyElementsOf(Dedupe.rows(InputLayout.TEXT, asRead.iterator()));
        assertThat(DriverSlices.read(spark, dir.toString(), 20_000)).isEmpty();
    }

    @Test
    void dedupe_on_spark_writes_the_local_rows_keeping_the_first_of_each_class() throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(solveInput, StandardCharsets.UTF_8));
        // Every third line again further down, its digits 1 and 2 swapped: the same class.
        for (int i = 0; i < 3000; i += 3) {
            lines.add(lines.get(i).replace('1', 'x').replace('2', '1').replace('x', '2'));
        }
        Path input = Files.write(dir.resolve("dedupe.txt"), lines);
        Path output = dir.resolve("dedupe.csv");
        List<String> expected = new ArrayList<>();
        expected.add(Dedupe.HEADER);
        expected.addAll(Dedupe.rows(InputLayout.TEXT, lines.iterator()));

        SparkDedupe.write(SparkDedupe.rows(spark, input.toString()), output);

        assertThat(expected).hasSizeLessThan(lines.size()).anyMatch(row -> row.endsWith(",2,"));
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8)).containsExactlyElementsOf(expected);

        // As a Parquet table, read back by line: the same rows.
        String parquet = dir.resolve("dedupe.parquet").toString();
        SparkDedupe.write(spark, input.toString(), parquet, NOTHING_LEFT);
        List<String> table = new ArrayList<>();
        table.add(Dedupe.HEADER);
        spark.read()
                .parquet(parquet)
                .orderBy("line")
                .collectAsList()
                .forEach(row -> table.add(Dedupe.row(
                        new Dedupe.Keyed(row.getLong(0), 0, row.getString(1), row.getString(2), row.getString(4)),
                        row.isNullAt(3) ? 0 : row.getLong(3))));
        assertThat(table).containsExactlyElementsOf(expected);
    }

    @Test
    void dedupe_on_the_engine_tells_of_an_input_without_a_puzzle_whatever_its_output() throws Exception {
        Path comments = Files.writeString(dir.resolve("comments-dedupe.txt"), "# only a comment\n\n");
        Path header = Files.writeString(dir.resolve("header-dedupe.csv"), "puzzle\n");
        Path one = Files.write(dir.resolve("one-dedupe.txt"), TestPuzzles.lines(1, 30, 11L));
        for (String output : List.of("told.csv", "told.parquet")) {
            for (Path input : List.of(comments, header, one)) {
                AtomicInteger told = new AtomicInteger();

                new SparkEngine()
                        .withEmptyInput(told::incrementAndGet)
                        .dedupe(input.toString(), dir.resolve(output).toString(), "local[2]");

                assertThat(told).as(input.getFileName() + " to " + output).hasValue(input == one ? 0 : 1);
            }
        }
    }

    @Test
    void a_csv_input_deduped_on_spark_either_way_is_the_local_output() throws Exception {
        List<String> puzzles = Files.readAllLines(solveInput, StandardCharsets.UTF_8);
        List<String> rows = new ArrayList<>();
        rows.add("id,puzzle");
        for (int i = 0; i < puzzles.size(); i++) {
            rows.add(csvRow(i, puzzles.get(i), ""));
            if (i % 700 == 350) {
                rows.add("short-row");
            }
        }
        // Every fifth puzzle again, its digits 1 and 2 swapped: the same class.
        for (int i = 0; i < puzzles.size(); i += 5) {
            rows.add("again,"
                    + puzzles.get(i).replace('1', 'x').replace('2', '1').replace('x', '2'));
        }
        Path input = Files.write(dir.resolve("dedupe-input.csv"), rows);
        SparkInput read = SparkInput.read(spark, input.toString());
        List<String> expected = Dedupe.rows(InputLayout.of(input.toString(), rows.get(0)), rows.iterator());

        assertThat(read.lines().getNumPartitions()).isGreaterThanOrEqualTo(3);
        assertThat(expected)
                .anyMatch(row -> row.contains("no column 'puzzle'"))
                .anyMatch(row -> row.endsWith(",2,"))
                .noneMatch(row -> row.startsWith("1,"));
        assertThat(SparkDedupe.countedOnDriver(read, () -> {})).toIterable().containsExactlyElementsOf(expected);
        assertThat(SparkDedupe.countedOnExecutors(NumberedLines.of(read), () -> {}))
                .toIterable()
                .containsExactlyElementsOf(expected);
    }

    @Test
    void stats_on_spark_count_what_the_local_batch_counts() throws Exception {
        LineBatch.Worker worker = RATE.worker();
        List<String> lines = Files.readAllLines(rateInput, StandardCharsets.UTF_8);
        Map<String, Long> counts = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            for (Report report : worker.reports(rateInput.toString(), i + 1, lines.get(i))) {
                Stats.facts(report).forEach(fact -> counts.merge(fact, 1L, Long::sum));
            }
        }
        Path output = dir.resolve("stats.csv");

        SparkStats.write(SparkStats.counts(spark, RATE, rateInput.toString()), output);

        assertThat(counts).containsKeys("status,RATED", "status,INVALID", "level,Easy");
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8))
                .startsWith(Stats.HEADER)
                .containsSubsequence(Stats.rows(counts))
                .hasSize(1 + counts.size());
    }
}
