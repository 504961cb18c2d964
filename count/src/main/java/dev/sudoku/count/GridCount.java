package dev.sudoku.count;

import java.math.BigInteger;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of a count.
 *
 * @param layout what was counted: a box shape, or a jigsaw's region layout
 * @param grids the valid complete grids
 * @param essentiallyDifferent the classes of grids under the symmetry group, when they were asked for
 * @param method how the numbers were computed, in words
 * @param elapsed the time the count took
 */
public record GridCount(
        CountedLayout layout,
        BigInteger grids,
        Optional<BigInteger> essentiallyDifferent,
        String method,
        Duration elapsed) {
    public GridCount {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(essentiallyDifferent, "essentiallyDifferent");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(elapsed, "elapsed");
        // A box shape always has grids; some jigsaw layouts have none.
        if (grids.signum() < 0) {
            throw new IllegalArgumentException("a count is not negative, got " + grids);
        }
    }
}
