package dev.sudoku.spark;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.apache.spark.api.java.JavaRDD;

/**
 * The elements of an RDD on the driver, partition after partition (input order for an RDD kept in it), with
 * the next partitions computed while one is read. Spark's {@code toLocalIterator} runs one job per partition,
 * each after the previous one is read, so the last stage of a job whose output the driver writes ran on one
 * core however many the cluster had; here up to {@code ahead} partitions' jobs run at once while the
 * driver reads the one before them, so it holds at most {@code ahead + 1} partitions.
 */
final class PartitionsInTurn<T> implements Iterator<T> {
    private final JavaRDD<T> rdd;
    private final int partitions;
    private final ExecutorService jobs;
    private final ArrayDeque<CompletableFuture<List<T>>> inFlight = new ArrayDeque<>();
    private int nextToSubmit;
    private Iterator<T> current = Collections.emptyIterator();

    /** Iterates {@code rdd}'s elements, computing up to {@code ahead} (at least 1) partitions at a time. */
    PartitionsInTurn(JavaRDD<T> rdd, int ahead) {
        this.rdd = rdd;
        this.partitions = rdd.getNumPartitions();
        int threads = Math.max(1, Math.min(ahead, partitions));
        // Daemon threads: a caller that stops reading part-way must not keep the JVM alive.
        this.jobs = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "partitions-in-turn");
            thread.setDaemon(true);
            return thread;
        });
        for (int i = 0; i < threads; i++) {
            submitNext();
        }
    }

    private void submitNext() {
        if (nextToSubmit >= partitions) {
            return;
        }
        int[] partition = {nextToSubmit++};
        inFlight.add(CompletableFuture.supplyAsync(() -> rdd.collectPartitions(partition)[0], jobs));
    }

    @Override
    public boolean hasNext() {
        while (!current.hasNext()) {
            CompletableFuture<List<T>> next = inFlight.poll();
            if (next == null) {
                jobs.shutdown();
                return false;
            }
            current = await(next).iterator();
            submitNext();
        }
        return true;
    }

    @Override
    public T next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return current.next();
    }

    private List<T> await(CompletableFuture<List<T>> partition) {
        try {
            return partition.join();
        } catch (CompletionException e) {
            jobs.shutdownNow();
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw e;
        }
    }
}
