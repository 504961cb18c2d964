package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Counts grids the way Felgenhauer and Jarvis counted 9x9 (2005): the grids are the sum, over first bands,
 * of each band's completions; bands that a symmetry maps onto each other have as many completions, so
 * each class of first bands is completed once and weighted by its size.
 *
 * <p>Here a band enters only through its column sets: the total is P * sum over classes of (members *
 * bands with the representative's column sets * completions below them), where P counts the relabellings
 * that {@link BandClasses} took out. The classes are completed in parallel.
 */
public final class BandMethod {
    private BandMethod() {}

    /** The outcome: the total and how it decomposes. */
    public record Result(BigInteger grids, BigInteger firstBands, int classes) {}

    /**
     * @param threads how many classes are completed at once
     * @param progress told the number of classes, then once per class completed
     */
    public static Result count(BoxShape shape, int threads, CountProgress progress) {
        List<BandClass> classes = BandClasses.of(shape);
        progress.started(classes.size());
        BandCompletions completions = new BandCompletions(shape);
        // One cache per worker, kept across classes: the middle bands of different classes repeat too.
        ThreadLocal<ArrangementCache> caches = ThreadLocal.withInitial(() -> new ArrangementCache(shape));
        ExecutorService pool = Executors.newFixedThreadPool(threads, daemon());
        try {
            List<Future<BigInteger>> parts = new ArrayList<>();
            for (BandClass bandClass : classes) {
                parts.add(pool.submit(() -> {
                    BigInteger grids = BigInteger.valueOf(completions.below(bandClass.columns(), caches.get()))
                            .multiply(weight(bandClass, shape));
                    progress.step();
                    return grids;
                }));
            }
            BigInteger grids = BigInteger.ZERO;
            for (Future<BigInteger> part : parts) {
                grids = grids.add(part.get());
            }
            BigInteger perForm = BigInteger.valueOf(BandClasses.relabellingsPerForm(shape));
            return new Result(
                    grids.multiply(perForm), firstBands(classes, shape).multiply(perForm), classes.size());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the count was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a band class failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The first bands (rows and all) whose column sets are normalised and in the class. */
    private static BigInteger weight(BandClass bandClass, BoxShape shape) {
        return BigInteger.valueOf(bandClass.members())
                .multiply(BigInteger.valueOf(RowArrangements.count(bandClass.columns(), shape.boxRows())));
    }

    /** The first bands with normalised column sets: P times this is every first band. */
    static BigInteger firstBands(List<BandClass> classes, BoxShape shape) {
        BigInteger bands = BigInteger.ZERO;
        for (BandClass bandClass : classes) {
            bands = bands.add(weight(bandClass, shape));
        }
        return bands;
    }

    private static java.util.concurrent.ThreadFactory daemon() {
        return runnable -> {
            Thread thread = new Thread(runnable, "band-completions");
            thread.setDaemon(true);
            return thread;
        };
    }
}
