package dev.sudoku.spark;

import java.io.Serializable;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaRDD;
import scala.reflect.ClassTag$;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * The result of each partition of an RDD that holds one per partition, handed to the driver in partition
 * order as soon as it and the ones before it are done, while the job goes on: what the driver does with a
 * partition overlaps the computing of the later ones. Spark reports each partition's result once, whatever
 * attempt made it, so a retried task's result is not handed twice.
 */
final class ResultsInOrder {
    private ResultsInOrder() {}

    /** Runs one job over {@code results} and hands each partition's element to {@code each}, in order. */
    static <T> void forEach(JavaRDD<T> results, Consumer<T> each) {
        SparkContext context = results.context();
        int partitions = results.getNumPartitions();
        @SuppressWarnings("unchecked")
        CompletableFuture<T>[] done = new CompletableFuture[partitions];
        for (int p = 0; p < partitions; p++) {
            done[p] = new CompletableFuture<>();
        }
        String group = "results-in-order-" + UUID.randomUUID();
        Thread job = new Thread(
                () -> {
                    context.setJobGroup(group, "partitions read in order", true);
                    try {
                        context.runJob(
                                results.rdd(),
                                new OnlyElement<T>(),
                                new Handler<>(done),
                                ClassTag$.MODULE$.apply(Object.class));
                    } catch (Throwable failure) {
                        for (CompletableFuture<T> partition : done) {
                            partition.completeExceptionally(failure);
                        }
                    }
                },
                "results-in-order");
        // A daemon: a driver that stops part-way must not be kept alive by it.
        job.setDaemon(true);
        job.start();
        boolean read = false;
        try {
            for (int p = 0; p < partitions; p++) {
                T result = await(done[p]);
                done[p] = null;
                each.accept(result);
            }
            read = true;
        } finally {
            if (!read) {
                context.cancelJobGroup(group);
            }
        }
    }

    private static <T> T await(CompletableFuture<T> partition) {
        try {
            return partition.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }

    /** A task's result: the one element of its partition. */
    private static final class OnlyElement<T> extends AbstractFunction1<scala.collection.Iterator<T>, T>
            implements Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public T apply(scala.collection.Iterator<T> partition) {
            return partition.next();
        }
    }

    /** Runs on the driver's scheduler thread as each partition is done: it only hands the result over. */
    private static final class Handler<T> extends AbstractFunction2<Object, T, BoxedUnit> {
        private final CompletableFuture<T>[] done;

        Handler(CompletableFuture<T>[] done) {
            this.done = done;
        }

        @Override
        public BoxedUnit apply(Object partition, T result) {
            done[(Integer) partition].complete(result);
            return BoxedUnit.UNIT;
        }
    }
}
