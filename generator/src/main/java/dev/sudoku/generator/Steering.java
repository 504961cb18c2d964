package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Reduces a solution grid to a puzzle and steers it toward the band from above.
 *
 * <p>First every orbit whose removal keeps the puzzle unique goes, in random order: the puzzle is now
 * minimal (no orbit can go), and that is all that happens without a band or with {@code --minimal}. With
 * a band, a minimal puzzle rated above its top (or not rated at all) is a hard seed: removed orbits are
 * put back one at a time, in random order, until it rates within the top; the first puzzle reached there
 * is just below the difficulty that was too much, so it tends to land high in the band. Up to {@value
 * #DESCENTS} descents in different orders are tried from one seed before the grid is given up. A minimal
 * puzzle already below the band's bottom is given up at once: adding clues never makes it harder.
 *
 * <p>Measured on 9x9, one thread, CPU ms per puzzle for Easy / Moderate / Difficult / Fiendish: removing
 * with a rating at every removal (stop where the top would be passed) 3.5 / 7.7 / 26 / 62; minimal then
 * one descent 1.6 / 2.6 / 5.0 / 27; three descents 1.9 / 3.0 / 4.4 / 22; eight 2.2 / 2.9 / 6.9 / 27;
 * three descents with the singles shortcut in the reduction 0.6 / 1.8 / 3.8 / 17.5. Rating is the cost
 * that matters, and descending rates a few puzzles where capping rates one per orbit.
 *
 * <p>Not thread-safe: shares the caller's uniqueness check.
 */
final class Steering {
    static final int DESCENTS = 3;

    private final BoxShape shape;
    private final Reduction reduction;
    private final CappedRater rater;
    private final Optional<RatingBand> band;
    private long ratings;

    /** With an empty band or for minimal puzzles, reduction stops at the minimal puzzle. */
    Steering(BoxShape shape, UniquenessCheck uniqueness, CappedRater rater, Optional<RatingBand> band) {
        this.shape = shape;
        this.reduction = new Reduction(shape, uniqueness);
        this.rater = rater;
        this.band = band;
    }

    /** A puzzle and its rating. */
    record Reduced(Grid puzzle, PathRating rating) {}

    /** The reduced puzzle with its rating; empty when the deadline passed during the reduction. */
    Optional<Reduced> reduce(Grid solution, int[][] orbits, SplittableRandom random, long deadline) {
        int[][] order = orbits.clone();
        byte[] puzzle = reduction.minimal(solution, order, random, deadline);
        if (puzzle == null) {
            return Optional.empty();
        }
        Reduced minimal = rated(puzzle);
        if (band.isEmpty() || !minimal.rating().above()) {
            return Optional.of(minimal);
        }
        byte[] seed = puzzle.clone();
        Reduced last = minimal;
        for (int descent = 0; descent < DESCENTS && System.nanoTime() - deadline < 0; descent++) {
            System.arraycopy(seed, 0, puzzle, 0, puzzle.length);
            GridShuffle.shuffle(order, random);
            last = descend(puzzle, order, solution);
            if (last.rating().rating().map(band.get()::contains).orElse(false)) {
                return Optional.of(last);
            }
        }
        return Optional.of(last);
    }

    /** Puts orbits back in the given order until the puzzle rates within the cap (or is full). */
    private Reduced descend(byte[] puzzle, int[][] order, Grid solution) {
        for (int[] orbit : order) {
            if (puzzle[orbit[0]] != 0) {
                continue;
            }
            for (int cell : orbit) {
                puzzle[cell] = (byte) solution.get(cell);
            }
            Reduced now = rated(puzzle);
            if (!now.rating().above()) {
                return now;
            }
        }
        return rated(puzzle);
    }

    /** How many puzzles this instance has rated, for the acceptance rate of {@code sudoku bench}. */
    long ratings() {
        return ratings;
    }

    private Reduced rated(byte[] puzzle) {
        ratings++;
        Grid grid = Grid.of(shape, puzzle);
        return new Reduced(grid, rater.rate(grid));
    }
}
