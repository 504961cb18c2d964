package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

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
        Workers.checkThreads(threads);
        List<BandClass> classes = BandClasses.of(shape);
        progress.started(classes.size());
        BandCompletions completions = new BandCompletions(shape);
        // One cache per worker, kept across classes: the middle bands of different classes repeat too.
        ThreadLocal<ArrangementCache> caches = ThreadLocal.withInitial(() -> new ArrangementCache(shape));
        List<Callable<BigInteger>> parts = new ArrayList<>();
        for (BandClass bandClass : classes) {
            parts.add(() -> {
                BigInteger grids = BigInteger.valueOf(completions.below(bandClass.columns(), caches.get()))
                        .multiply(weight(bandClass, shape));
                progress.step();
                return grids;
            });
        }
        BigInteger grids = BigInteger.ZERO;
        for (BigInteger part : Workers.runAll("band-completions", threads, parts)) {
            grids = grids.add(part);
        }
        BigInteger perForm = BigInteger.valueOf(BandClasses.relabellingsPerForm(shape));
        return new Result(grids.multiply(perForm), firstBands(classes, shape).multiply(perForm), classes.size());
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
}
