package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.Leftover.Action;
import dev.sudoku.api.batch.LineBatch;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a Parquet run stopped by a kill leaves beside its output, laid out as the kill leaves it (under the
 * id of a process that has ended), and what the next run into the same output does with it before writing:
 * the partial directory is deleted, the earlier output moved aside is put back when the output is missing
 * and deleted when the stopped run's output made it into place. What belongs to a process still running is
 * left alone. The caller is told each thing done, and nothing is printed.
 */
@Order(1)
@ExtendWith(SharedSparkSession.NoneRunning.class)
class StoppedRunLeftoversTest {
    private static final LineBatch SOLVE = new LineBatch(BatchJob.SOLVE, 60, false);

    private static SparkSession spark;

    @TempDir
    static Path dir;

    private static Path input;
    /** How many reports a whole run into an output writes. */
    private static long reports;

    private static Process ended;
    private static Process running;

    private final List<Leftover> told = new ArrayList<>();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private PrintStream err;

    @BeforeAll
    static void start() throws Exception {
        spark = SparkBatch.localSession("local[2]");
        spark.sparkContext().setLogLevel("OFF");
        input = Files.write(dir.resolve("solve.txt"), TestPuzzles.lines(200, 56, 20261203L));
        reports = SparkBatch.reports(spark, SOLVE, input.toString()).count();
        ended = new ProcessBuilder("true").start();
        ended.waitFor();
        running = new ProcessBuilder("sleep", "600").start();
    }

    @AfterAll
    static void stop() {
        running.destroy();
        if (spark != null) {
            spark.stop();
        }
    }

    @BeforeEach
    void watchStandardError() {
        err = System.err;
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreStandardError() {
        System.setErr(err);
    }

    /** A whole Parquet output of the first {@code rows} reports, at {@code where}. */
    private static Path wholeOutput(Path where, int rows) {
        SparkBatch.reports(spark, SOLVE, input.toString()).limit(rows).write().parquet(where.toString());
        return where;
    }

    /** Runs the job into {@code parquet}, telling {@link #told} what stopped runs left. */
    private void write(Path parquet) throws Exception {
        SparkBatch.writeParquet(
                SparkBatch.reports(spark, SOLVE, input.toString()), parquet.toString(), false, told::add);
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    private static String leftName(String output, Process process, String kind) {
        return "." + output + "." + process.pid() + "." + kind;
    }

    @Test
    void the_partial_directory_of_a_stopped_run_is_deleted_a_running_ones_kept_and_the_caller_told() throws Exception {
        Path parent = Files.createDirectories(dir.resolve("partial"));
        Path parquet = parent.resolve("solved.parquet");
        // Task files under _temporary, no _SUCCESS: what a driver killed during the job leaves.
        Path part;
        try (Stream<Path> files = Files.list(wholeOutput(dir.resolve("sample.parquet"), 5))) {
            part = files.filter(file -> file.getFileName().toString().startsWith("part-"))
                    .findFirst()
                    .orElseThrow();
        }
        String stopped = leftName("solved.parquet", ended, "partial");
        String stillGoing = leftName("solved.parquet", running, "partial");
        for (String name : List.of(stopped, stillGoing)) {
            Path task = Files.createDirectories(parent.resolve(name).resolve("_temporary/0/task_0001_m_000000"));
            Files.copy(part, task.resolve(part.getFileName()));
        }

        write(parquet);

        assertThat(names(parent)).containsExactly(stillGoing, "solved.parquet");
        assertThat(SparkBatch.readParquet(spark, parquet.toString())).hasSize((int) reports);
        assertThat(told).containsExactly(new Leftover(Action.DELETED_PARTIAL, stopped, "solved.parquet"));
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void an_earlier_output_moved_aside_by_a_killed_run_is_put_back_first_when_the_output_is_missing() throws Exception {
        Path parent = Files.createDirectories(dir.resolve("missing"));
        Path parquet = parent.resolve("solved.parquet");
        // Killed between its two renames: the earlier output moved aside, its own not yet in place.
        String aside = leftName("solved.parquet", ended, "earlier");
        wholeOutput(parent.resolve(aside), 7);
        List<String> earlier =
                SparkBatch.readParquet(spark, parent.resolve(aside).toString());

        // A next run that fails leaves what it found set right: the earlier output at its name.
        Throwable failure = catchThrowable(() -> SparkBatch.writeParquet(
                FailingTasks.at(SparkBatch.reports(spark, SOLVE, input.toString()), 100),
                parquet.toString(),
                false,
                told::add));

        assertThat(failure).isNotNull();
        assertThat(names(parent)).containsExactly("solved.parquet");
        assertThat(SparkBatch.readParquet(spark, parquet.toString())).containsExactlyElementsOf(earlier);
        assertThat(told).containsExactly(new Leftover(Action.RESTORED_EARLIER, aside, "solved.parquet"));
        assertThat(printed.toString(StandardCharsets.UTF_8)).doesNotContain(aside);
    }

    @Test
    void the_earlier_output_of_a_killed_run_whose_output_made_it_is_deleted_and_a_running_ones_kept() throws Exception {
        Path parent = Files.createDirectories(dir.resolve("replaced"));
        Path parquet = wholeOutput(parent.resolve("solved.parquet"), 3);
        // Killed after its own output took the name, before the earlier one was deleted.
        String stale = leftName("solved.parquet", ended, "earlier");
        String stillGoing = leftName("solved.parquet", running, "earlier");
        wholeOutput(parent.resolve(stale), 7);
        wholeOutput(parent.resolve(stillGoing), 7);

        write(parquet);

        assertThat(names(parent)).containsExactly(stillGoing, "solved.parquet");
        assertThat(SparkBatch.readParquet(spark, parquet.toString())).hasSize((int) reports);
        assertThat(told).containsExactly(new Leftover(Action.DELETED_EARLIER, stale, "solved.parquet"));
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
