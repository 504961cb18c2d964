package dev.sudoku.spark;

import java.time.Duration;
import org.apache.spark.SparkExecutorInfo;
import org.apache.spark.sql.SparkSession;

/**
 * The tasks still running on a session's executors. Spark fails a job as soon as one of its tasks has failed
 * for good and cancels the others, but a cancelled task stops only when its thread notices: until then it may
 * still write, into the partial output the failed job's caller is about to delete.
 */
final class RunningTasks {
    private static final Duration POLL = Duration.ofMillis(50);

    private RunningTasks() {}

    /**
     * Waits until no task runs on the session's executors, or {@code patience} has passed (another job of the
     * same session, a notebook's, may keep tasks running for longer: it is not waited for past that).
     */
    static void awaitNone(SparkSession spark, Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        while (count(spark) > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** As the status tracker counts them: a task is running from its start until its end event is handled. */
    static int count(SparkSession spark) {
        int running = 0;
        for (SparkExecutorInfo executor : spark.sparkContext().statusTracker().getExecutorInfos()) {
            running += executor.numRunningTasks();
        }
        return running;
    }
}
