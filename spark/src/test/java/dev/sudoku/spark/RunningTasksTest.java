package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Waiting for a session's tasks to stop, as a failed Parquet job does before deleting its partial output. */
@ExtendWith(SharedSparkSession.class)
class RunningTasksTest {
    @Test
    void the_wait_ends_when_the_running_tasks_have_ended_and_not_before() throws Exception {
        JavaFutureAction<List<Integer>> slow = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(List.of(1, 2), 2)
                .map(x -> {
                    Thread.sleep(1_500);
                    return x;
                })
                .collectAsync();
        awaitStarted();
        assertThat(slow.isDone()).isFalse();

        RunningTasks.awaitNone(spark, Duration.ofSeconds(30));

        assertThat(slow.isDone()).as("every task ended before the wait did").isTrue();
        assertThat(slow.get()).containsExactly(1, 2);
    }

    @Test
    void the_wait_gives_up_after_its_patience() throws Exception {
        JavaFutureAction<List<Integer>> slow = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(List.of(1), 1)
                .map(x -> {
                    Thread.sleep(4_000);
                    return x;
                })
                .collectAsync();
        awaitStarted();
        long start = System.nanoTime();

        RunningTasks.awaitNone(spark, Duration.ofMillis(500));

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(3));
        assertThat(slow.isDone()).isFalse();
        assertThat(slow.get()).containsExactly(1);
    }

    /** Until the status tracker counts a running task (its start event is handled after the task starts). */
    private static void awaitStarted() throws InterruptedException {
        long started = System.nanoTime();
        while (RunningTasks.count(spark) == 0) {
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(20));
            Thread.sleep(10);
        }
    }
}
