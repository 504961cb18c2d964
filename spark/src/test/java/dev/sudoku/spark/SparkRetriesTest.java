package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.SOLVE;
import static dev.sudoku.spark.SparkBatchFixtures.dir;
import static dev.sudoku.spark.SparkBatchFixtures.local;
import static dev.sudoku.spark.SparkBatchFixtures.solveInput;
import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A task that fails part-way is retried (the master {@code local[2,2]} tries a task twice) and every input
 * line is still reported or counted once; a partition that fails every time fails the reading with its cause.
 */
@ExtendWith(SharedSparkSession.class)
class SparkRetriesTest {
    /** Failures thrown by the injected check; the executors run in this JVM, so they count here. */
    private static final AtomicInteger INJECTED = new AtomicInteger();

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
