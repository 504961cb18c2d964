package dev.sudoku.spark;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerStageSubmitted;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.scheduler.StageInfo;
import org.apache.spark.storage.RDDInfo;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A line per finished partition of each pass a run makes over its data, for a run whose progress nobody
 * would see otherwise: Spark draws its stage bars only on a terminal, and a long job whose error stream goes
 * to a file would say nothing for hours. A pass is the computing of one RDD's partitions, in one stage or in
 * several (an output read back one partition a job); a partition counts once, when the first attempt of it
 * that succeeds ends (a failed attempt, a retried stage or a speculative copy adds no line).
 *
 * <p>Spark hands the events to listeners on a thread of its own, in order, after the tasks end; stopping
 * the session delivers those still queued ({@link SparkEngine} stops its own session before it drops the
 * listener).
 */
final class PartitionLines extends SparkListener {
    private final String job;
    private final Consumer<String> lines;
    private final long started = System.nanoTime();
    /** Per stage id, its pass. */
    private final Map<Integer, Pass> stages = new HashMap<>();
    /** Per RDD a stage ends with, its pass. */
    private final Map<Integer, Pass> passes = new HashMap<>();

    /** One RDD's computing: its number in this run (from 1), its partitions and those done. */
    private record Pass(int number, int partitions, BitSet done) {}

    /**
     * @param job the job's name, as the lines start with it
     * @param lines where the lines go
     */
    PartitionLines(String job, Consumer<String> lines) {
        this.job = job;
        this.lines = lines;
    }

    @Override
    public synchronized void onStageSubmitted(SparkListenerStageSubmitted submitted) {
        StageInfo info = submitted.stageInfo();
        // A stage ends with the RDD it computes, the last made of those it runs: the highest id.
        RDDInfo last = null;
        for (RDDInfo rdd : CollectionConverters.asJava(info.rddInfos())) {
            if (last == null || rdd.id() > last.id()) {
                last = rdd;
            }
        }
        int partitions = last == null ? info.numTasks() : last.numPartitions();
        int rdd = last == null ? -1 - info.stageId() : last.id();
        stages.put(
                info.stageId(),
                passes.computeIfAbsent(rdd, id -> new Pass(passes.size() + 1, partitions, new BitSet())));
    }

    @Override
    public synchronized void onTaskEnd(SparkListenerTaskEnd taskEnd) {
        Pass pass = stages.get(taskEnd.stageId());
        int partition = taskEnd.taskInfo().partitionId();
        if (pass == null
                || !taskEnd.taskInfo().successful()
                || partition < 0
                || pass.done().get(partition)) {
            return;
        }
        pass.done().set(partition);
        lines.accept(String.format(
                Locale.ROOT,
                "batch %s: pass %d, %d of %d partitions done, %.1f s",
                job,
                pass.number(),
                pass.done().cardinality(),
                pass.partitions(),
                (System.nanoTime() - started) / 1e9));
    }
}
