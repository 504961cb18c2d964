package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.batch.Stats;
import dev.sudoku.api.json.Report;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The Spark job writes what the local batch writes, line for line, on two local executor threads; a task
 * that fails part-way is retried and every input line is still reported once; a Parquet run that fails
 * leaves nothing that looks like an output ({@link StoppedRunLeftoversTest}: what a stopped one leaves). One session serves the
 * class: starting Spark costs seconds. The master {@code local[2,2]} lets a failed task be tried twice.
 */
class SparkBatchTest {
    private static final LineBatch SOLVE = new LineBatch(BatchJob.SOLVE, 60, false);
    private static final LineBatch RATE = new LineBatch(BatchJob.RATE, 60, false);
    /** Failures thrown by the injected check; the executors run in this JVM, so they count here. */
    private static final AtomicInteger INJECTED = new AtomicInteger();

    private static SparkSession spark;

    /** Where a run that expects no leftovers of stopped runs sends them. */
    private static final Consumer<Leftover> NOTHING_LEFT = leftover -> {
        throw new AssertionError("unexpected: " + leftover.sentence());
    };

    @TempDir
    static Path dir;

    private static Path solveInput;
    private static Path rateInput;

    @BeforeAll
    static void start() throws Exception {
        spark = SparkBatch.localSession("local[2,2]");
        spark.sparkContext().setLogLevel("ERROR");
        solveInput = Files.write(dir.resolve("solve.txt"), TestPuzzles.lines(3000, 56, 20261126L));
        rateInput = Files.write(dir.resolve("rate.txt"), TestPuzzles.lines(2000, 40, 7L));
    }

    @AfterAll
    static void stop() {
        if (spark != null) {
            spark.stop();
        }
    }

    /** The local batch's reports: the same function, one worker, line by line. */
    private static List<String> local(LineBatch batch, Path input) throws Exception {
        LineBatch.Worker worker = batch.worker();
        List<String> lines = Files.readAllLines(input, StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.addAll(worker.apply(input.toString(), i + 1, lines.get(i)));
        }
        return out;
    }

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
    void a_small_text_input_is_split_so_that_every_core_has_lines_to_work_on() throws Exception {
        // 2,000 lines (about 160 KB): far below the 4 MB a file split of Spark SQL's text reader starts at.
        SparkInput read = SparkInput.read(spark, rateInput.toString());
        List<List<String>> partitions = read.lines().glom().collect();

        assertThat(partitions)
                .hasSizeGreaterThanOrEqualTo(2 * spark.sparkContext().defaultParallelism());
        assertThat(partitions).allSatisfy(lines -> assertThat(lines).isNotEmpty());
        assertThat(partitions.stream().flatMap(List::stream).toList())
                .containsExactlyElementsOf(Files.readAllLines(rateInput, StandardCharsets.UTF_8));
    }

    @Test
    void a_directory_of_many_small_files_is_read_in_a_few_partitions_of_consecutive_files() throws Exception {
        List<String> lines = Files.readAllLines(rateInput, StandardCharsets.UTF_8);
        Path directory = Files.createDirectories(dir.resolve("many-files"));
        for (int file = 0; file < 40; file++) {
            Files.write(directory.resolve(String.format("part-%05d", file)), lines.subList(50 * file, 50 * file + 50));
        }
        int cores = spark.sparkContext().defaultParallelism();
        var oneFileEach =
                JavaSparkContext.fromSparkContext(spark.sparkContext()).textFile(directory.toString());

        List<List<String>> partitions =
                SparkInput.read(spark, directory.toString()).lines().glom().collect();

        assertThat(oneFileEach.getNumPartitions()).isEqualTo(40);
        assertThat(partitions).hasSizeBetween(cores, 6 * cores);
        assertThat(partitions).allSatisfy(rows -> assertThat(rows).isNotEmpty());
        assertThat(partitions.stream().flatMap(List::stream).toList()).containsExactlyElementsOf(oneFileEach.collect());
    }

    /** Writes {@code puzzles} as a Parquet file of one row group, in the column {@code puzzle}. */
    private static String parquetInOneRowGroup(List<String> puzzles, String name) {
        String path = dir.resolve(name).toString();
        spark.createDataset(puzzles, Encoders.STRING())
                .toDF("puzzle")
                .coalesce(1)
                .write()
                .parquet(path);
        return path;
    }

    @Test
    void a_parquet_input_in_one_row_group_is_split_in_order_so_that_every_core_has_rows() throws Exception {
        List<String> puzzles = Files.readAllLines(rateInput, StandardCharsets.UTF_8);
        String input = parquetInOneRowGroup(puzzles, "one-row-group.parquet");

        List<List<String>> partitions =
                SparkInput.read(spark, input).lines().glom().collect();

        assertThat(partitions)
                .hasSizeGreaterThanOrEqualTo(2 * spark.sparkContext().defaultParallelism());
        assertThat(partitions).allSatisfy(rows -> assertThat(rows).isNotEmpty());
        assertThat(partitions.stream().flatMap(List::stream).toList()).containsExactlyElementsOf(puzzles);
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
    void tasks_failing_on_their_first_attempt_are_retried_and_every_line_is_reported_once() throws Exception {
        int before = INJECTED.get();
        SparkBatch.PartitionCheck firstAttemptsFail = firstAttemptsFailIn(Set.of(0, 2));
        var lines = JavaSparkContext.fromSparkContext(spark.sparkContext()).textFile(solveInput.toString(), 4);
        Path output = dir.resolve("retried.jsonl");

        SparkBatch.writeLines(
                SparkBatch.reports(spark, SOLVE, solveInput.toString(), lines, firstAttemptsFail), output);

        assertThat(lines.getNumPartitions()).isGreaterThanOrEqualTo(3);
        assertThat(INJECTED.get() - before).isGreaterThanOrEqualTo(2);
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8))
                .containsExactlyElementsOf(local(SOLVE, solveInput));
    }

    @Test
    void dedupe_tasks_failing_on_their_first_attempt_are_retried_and_every_line_is_counted_once() throws Exception {
        int before = INJECTED.get();
        SparkBatch.PartitionCheck firstAttemptsFail = firstAttemptsFailIn(Set.of(0, 2));
        List<String> lines = new ArrayList<>(Files.readAllLines(solveInput, StandardCharsets.UTF_8));
        lines.addAll(lines.subList(0, 500));
        Path input = Files.write(dir.resolve("dedupe-retried.txt"), lines);
        var read = JavaSparkContext.fromSparkContext(spark.sparkContext()).textFile(input.toString(), 4);
        Path output = dir.resolve("dedupe-retried.csv");
        List<String> expected = new ArrayList<>();
        expected.add(Dedupe.HEADER);
        expected.addAll(Dedupe.rows(InputLayout.TEXT, lines.iterator()));

        SparkDedupe.write(
                SparkDedupe.countedOnExecutors(
                        NumberedLines.of(new SparkInput(read, InputLayout.TEXT)), firstAttemptsFail),
                output);

        assertThat(read.getNumPartitions()).isGreaterThanOrEqualTo(3);
        assertThat(INJECTED.get() - before).isGreaterThanOrEqualTo(2);
        assertThat(expected).anyMatch(row -> row.startsWith("1,") && row.contains(",2,"));
        assertThat(Files.readAllLines(output, StandardCharsets.UTF_8)).containsExactlyElementsOf(expected);

        // The same with the classes counted on the driver, as for a small input.
        int counted = INJECTED.get();
        Path onDriver = dir.resolve("dedupe-retried-driver.csv");
        SparkDedupe.write(
                SparkDedupe.countedOnDriver(new SparkInput(read, InputLayout.TEXT), firstAttemptsFailIn(Set.of(1, 3))),
                onDriver);

        assertThat(INJECTED.get() - counted).isGreaterThanOrEqualTo(2);
        assertThat(Files.readAllLines(onDriver, StandardCharsets.UTF_8)).containsExactlyElementsOf(expected);
    }

    /** A check that fails the first attempt of the partitions named, counting each failure. */
    private static SparkBatch.PartitionCheck firstAttemptsFailIn(Set<Integer> failing) {
        return () -> {
            TaskContext task = TaskContext.get();
            if (task.attemptNumber() == 0 && failing.contains(task.partitionId())) {
                INJECTED.incrementAndGet();
                throw new IllegalStateException("injected failure of partition " + task.partitionId());
            }
        };
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

    private static List<String> generated(GenerateBatch batch, int partitions) {
        return SparkGenerate.reports(spark, batch, 200, OutputFormat.JSON_LINES, partitions)
                .select("report")
                .collectAsList()
                .stream()
                .map(row -> row.getString(0))
                .toList();
    }

    /** The local batch's outputs of a file read with its layout, in the batch's format. */
    private static List<LineBatch.Output> localOutputs(LineBatch batch, Path input, String source) throws Exception {
        List<String> lines = Files.readAllLines(input, StandardCharsets.UTF_8);
        LineBatch.Worker worker =
                batch.withLayout(InputLayout.of(input.toString(), lines.get(0))).worker();
        List<LineBatch.Output> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.addAll(worker.outputs(source, i + 1, lines.get(i)));
        }
        return out;
    }

    /** A CSV row: the number, the puzzle line quoted, then {@code rest}. */
    private static String csvRow(int number, String puzzle, String rest) {
        return number + ",\"" + puzzle.replace("\"", "\"\"") + "\"" + rest;
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

    @Test
    void partitions_read_in_turn_give_every_element_in_order_however_many_are_computed_ahead() {
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Random random = new Random(33);
        for (int trial = 0; trial < 12; trial++) {
            // Sizes from 0 up: a partition of a short input can be empty.
            int size = random.nextInt(trial < 3 ? 3 : 400);
            int partitions = 1 + random.nextInt(7);
            int ahead = 1 + random.nextInt(4);
            List<Integer> elements = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                elements.add(random.nextInt());
            }
            List<Integer> read = new ArrayList<>();
            new PartitionsInTurn<>(context.parallelize(elements, partitions), ahead).forEachRemaining(read::add);

            assertThat(read)
                    .as("%d elements in %d partitions, %d ahead", size, partitions, ahead)
                    .containsExactlyElementsOf(elements);
        }
    }

    @Test
    void a_partition_that_fails_fails_the_reading_with_its_cause() {
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<Integer> elements = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            elements.add(i);
        }
        var failing = context.parallelize(elements, 4).map(i -> {
            if (i == 80) {
                throw new IllegalStateException("element 80 refused");
            }
            return i;
        });
        PartitionsInTurn<Integer> read = new PartitionsInTurn<>(failing, 2);
        List<Integer> before = new ArrayList<>();

        Throwable thrown = catchThrowable(() -> read.forEachRemaining(before::add));

        // Partitions 2 and 3 are computed at once, and Spark's abort of the failed job can take the
        // other one in flight with it: what was read is whole partitions in order, never the failing one.
        assertThat(List.of(0, 25, 50, 75)).as("whole partitions were read").contains(before.size());
        assertThat(before).as("in order, from the first").isEqualTo(elements.subList(0, before.size()));
        assertThat(before.size()).as("at least the first partition").isGreaterThanOrEqualTo(25);
        assertThat(thrown).isNotNull().hasStackTraceContaining("element 80 refused");
    }
}
