package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Essentially different grids by Burnside's lemma summed over conjugacy classes instead of elements, so it
 * reaches 9x9, whose 3,359,232 cell maps {@link Burnside} could not try one by one against every grid.
 *
 * <p>As in {@link Burnside}, classes = (sum over cell maps t of the normalised grids t fixes up to
 * relabelling) / |maps|. Conjugate maps fix as many grids, so the sum is, over the conjugacy classes, the
 * class size times the count of one representative ({@link FixedGrids}). The identity's count is every
 * normalised grid, grids / N!, taken from the grid count the caller already has (the band method for
 * 9x9), because no search enumerates 1.8 * 10^16 grids.
 *
 * <p>Cost: the classes in about a second ({@link ConjugacyClasses}), then one search per class other than
 * the identity, the classes in parallel (see {@link #SHARES}). 9x9 has 275 classes; 248 fix no grid and
 * die in milliseconds, the other 26 fix from 162 to 449,445,888 normalised grids each (about 950 million
 * in all), which the searches' memo of completions counts in about 90 s of one core, 55 to 67 s of it the
 * transpose's class. 4x4 and 6x6 take well under a second; 8x8 (400 classes, 108 fixing a grid) about 25 s
 * of one core, its longest class 5 s.
 */
public final class ClassBurnside {
    /**
     * Shares of a class whose maps transpose; every other class is one search. Shares do not see each
     * other's memo of completions, and measured on one core (9x9 and 8x8 classes, whole search against the
     * sum of eight shares) that loss is what decides: the transpose's class, whose states seldom repeat,
     * took 67 s whole and 75 s in shares, while the class of 2,916 maps took 9.4 s whole and 83 s in
     * shares, and 8x8's 399 classes 25 s whole and 51 to 64 s in shares. So only the transpose's search,
     * 9x9's longest by far, is shared out, and the other classes keep the cores busy one search each.
     */
    static final int SHARES = 8;

    private final CellMapGroup group;
    private final List<ConjugacyClass> classes;

    /**
     * @param conjugacyClasses the classes of the cell maps
     * @param fixingClasses the classes whose maps fix at least one grid up to relabelling, the identity's
     *     among them
     */
    public record Result(BigInteger classes, int conjugacyClasses, int fixingClasses, int cellMaps) {}

    /** Builds the group and its conjugacy classes: about a second for 9x9. */
    public ClassBurnside(BoxShape shape) {
        group = new CellMapGroup(shape);
        classes = ConjugacyClasses.of(group);
        if (classes.get(0).representative() != 0 || classes.get(0).size() != 1) {
            throw new IllegalStateException("the first class is not the identity's");
        }
    }

    /** The progress steps {@link #count} takes: one per class other than the identity. */
    public int steps() {
        return classes.size() - 1;
    }

    List<ConjugacyClass> classes() {
        return classes;
    }

    CellMapGroup group() {
        return group;
    }

    /**
     * @param grids every valid grid of the shape, the identity's term times N!
     * @param progress stepped once per class other than the identity, when its last share is done
     */
    public Result count(BigInteger grids, int threads, CountProgress progress) {
        Workers.checkThreads(threads);
        int n = group.shape().size();
        BigInteger[] split = grids.divideAndRemainder(Factorials.of(n));
        if (split[1].signum() != 0) {
            throw new IllegalArgumentException(grids + " grids are not a multiple of " + n + "!");
        }
        long[] fixed = fixedCounts(threads, progress);
        BigInteger sum = split[0];
        int fixing = 1;
        for (int i = 1; i < classes.size(); i++) {
            sum = sum.add(BigInteger.valueOf(fixed[i])
                    .multiply(BigInteger.valueOf(classes.get(i).size())));
            fixing += fixed[i] > 0 ? 1 : 0;
        }
        BigInteger[] average = sum.divideAndRemainder(BigInteger.valueOf(group.order()));
        if (average[1].signum() != 0) {
            throw new IllegalStateException("Burnside's sum " + sum + " is not a multiple of " + group.order());
        }
        return new Result(average[0], classes.size(), fixing, group.order());
    }

    /** The normalised grids each class's representative fixes; the identity's entry is left 0. */
    long[] fixedCounts(int threads, CountProgress progress) {
        AtomicLongArray fixed = new AtomicLongArray(classes.size());
        AtomicIntegerArray sharesLeft = new AtomicIntegerArray(classes.size());
        List<Callable<Void>> tasks = new ArrayList<>();
        // Last class first: the longest searches have the largest representatives (8x8: classes 315 and
        // 312 of 399; 9x9: the transpose's, 253 of 275), so they start first and the threads finish
        // together instead of one waiting on a long search begun last.
        for (int i = classes.size() - 1; i >= 1; i--) {
            int index = i;
            int[] image = group.cellImage(classes.get(i).representative());
            int shares =
                    threads > 1 && CycleOrder.transposes(image, group.shape().size()) ? SHARES : 1;
            sharesLeft.set(i, shares);
            for (int share = 0; share < shares; share++) {
                int part = share;
                tasks.add(() -> {
                    fixed.addAndGet(index, FixedGrids.count(group.shape(), image, part, shares, Long.MAX_VALUE));
                    if (sharesLeft.decrementAndGet(index) == 0) {
                        progress.step();
                    }
                    return null;
                });
            }
        }
        Workers.runAll("class-fixed-grids", threads, tasks);
        long[] counts = new long[classes.size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = fixed.get(i);
        }
        return counts;
    }
}
