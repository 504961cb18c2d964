package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * The outcome of a count.
 *
 * @param box the box shape counted
 * @param grids the valid complete grids
 * @param essentiallyDifferent the classes of grids under the symmetry group, when they were asked for
 * @param method how the numbers were computed, in words
 * @param elapsed the time the count took
 */
public record GridCount(
        BoxShape box, BigInteger grids, Optional<BigInteger> essentiallyDifferent, String method, Duration elapsed) {
    public GridCount {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(essentiallyDifferent, "essentiallyDifferent");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(elapsed, "elapsed");
        if (grids.signum() <= 0) {
            throw new IllegalArgumentException("a shape has grids, got " + grids);
        }
    }
}
