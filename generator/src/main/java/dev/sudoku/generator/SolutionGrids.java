package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.SplittableRandom;

/**
 * Random full solution grids of one box shape (sides 4 to 25 tested; any side the core supports).
 *
 * <p><b>How it draws.</b> A randomized depth-first fill ({@link RandomFill}) gives a grid; then a uniform
 * random element of the validity-preserving group ({@link GridShuffle}: digit relabelling, band and
 * row-in-band permutations, stack and column-in-stack permutations, and transposition for square boxes)
 * is applied to it.
 *
 * <p><b>How uniform that is.</b> Because the last transformation is uniform over the group, the output
 * is exactly uniform inside each class of grids equivalent under that group: every digit is equally
 * likely in every cell, every row, column and box pattern is as likely as its relabellings, and no
 * position or digit is favoured. Between classes (5,472,730,538 of them for 9x9) the draw is not exactly
 * proportional to class size: random backtracking reaches a class with a probability that depends on how
 * many dead ends lie around it, a bias not measured here. No class is excluded (every grid can come out
 * of the fill). For publication this is enough: a reader sees a handful of grids out of
 * billions of classes, and the bias is invisible in any statistic of one puzzle (givens per digit, per
 * house, pattern); exactly uniform sampling (counting completions at each choice) costs thousands of times
 * more and changes nothing a solver can notice.
 *
 * <p>Not thread-safe: one instance per thread. Cost: tens of microseconds for 9x9, a few milliseconds
 * for 25x25.
 */
public final class SolutionGrids {
    private final BoxShape shape;
    private final RandomFill fill;

    public SolutionGrids(BoxShape shape) {
        this.shape = shape;
        this.fill = new RandomFill(Geometry.of(shape));
    }

    public BoxShape shape() {
        return shape;
    }

    /** A random full grid, fully determined by the state of {@code random}. */
    public Grid next(SplittableRandom random) {
        return Grid.of(shape, GridShuffle.apply(shape, fill.fill(random), random));
    }
}
