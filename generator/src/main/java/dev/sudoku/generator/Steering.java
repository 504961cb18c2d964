package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Reduces a solution grid to a puzzle and steers it toward the band.
 *
 * <p>First every orbit whose removal keeps the puzzle unique goes, in random order: the puzzle is now
 * minimal (no orbit can go), and that is all that happens without a band. With a band, a minimal puzzle
 * rated above its top (or not rated at all) is a hard seed: removed orbits are put back one at a time, in
 * random order, until it rates within the top; the first puzzle reached there is just below the
 * difficulty that was too much, so it tends to land high in the band. Up to {@value #DESCENTS} descents
 * in different orders are tried from one seed before the grid is given up. A minimal puzzle below the
 * band's bottom is given up at once: adding clues never makes it harder, and a fresh grid is cheaper
 * than the alternatives measured below.
 *
 * <p>Minimal puzzles ({@code --minimal}) cannot take clues back, so there the steering is a short climb
 * from a minimal puzzle below the band: up to {@value #SWAPS} clue swaps ({@link ClueSwap}),
 * each from the hardest puzzle below the band reached so far, stopping at the first in the band. It
 * cuts the grids drawn per 9x9 Fiendish minimal puzzle from 30 to 21 and per Difficult from 7.2 to 4.8,
 * for about the same or a little less time (35 / 35 ms and 11-13 / 10-12 ms, runs on a loaded machine).
 *
 * <p>Measured and not kept, one thread, 9x9 unless said, CPU ms per puzzle on a loaded two-core machine
 * (repeats differ by up to 20%):
 *
 * <ul>
 *   <li>Clue swaps from below the band without {@code --minimal}: Fiendish 27 ms without, 35 with 4
 *       swaps, 29 with 10; 6x6 Moderate 13 / 20 / 32; 8x8 Fiendish 33 / 40 / 73. A swap costs a few exact
 *       uniqueness tests, a reduction and a rating, more than a fresh grid.
 *   <li>Descents that take back an orbit dropping the puzzle below the band and try the next one (3 or
 *       10 times): Difficult 8.5 / 12.5 / 13.7, Fiendish 28 / 34 / 58, Diabolical no change.
 *   <li>Removing with a rating at every removal (stop where the top would be passed), before the chains
 *       joined the rating: Easy / Moderate / Difficult / Fiendish 3.5 / 7.7 / 26 / 62, against 1.6 / 2.6 /
 *       5.0 / 27 for one descent from the minimal puzzle.
 *   <li>Extreme from hard seeds: neighbours of 8.3-8.4 minimal puzzles ({@link ClueSwap}, with or without
 *       the reduction) rate 9.0+ 1 time in 253, 2.4 times as often as fresh minimal puzzles (5 in 3,000),
 *       but a neighbour costs 29-37 ms against 9 ms for a fresh candidate: 9.4 s per hit against 5.3 s.
 * </ul>
 *
 * <p>Not thread-safe: shares the caller's uniqueness check.
 */
final class Steering {
    static final int DESCENTS = 3;
    static final int SWAPS = 4;

    private final BoxShape shape;
    private final Reduction reduction;
    private final CappedRater rater;
    private final Optional<RatingBand> band;
    private final boolean minimalOnly;
    private final ClueSwap swaps;
    private long ratings;

    /**
     * Without a band, reduction stops at the minimal puzzle; with {@code minimalOnly} no clue is put back
     * (a descent would leave removable clues), so only swaps steer.
     */
    Steering(
            BoxShape shape,
            UniquenessCheck uniqueness,
            CappedRater rater,
            Optional<RatingBand> band,
            boolean minimalOnly) {
        this.shape = shape;
        this.reduction = new Reduction(shape, uniqueness);
        this.rater = rater;
        this.band = band;
        this.minimalOnly = minimalOnly;
        this.swaps = new ClueSwap(uniqueness);
    }

    /** A puzzle and its rating. */
    record Reduced(Grid puzzle, PathRating rating) {}

    /**
     * The minimal puzzle of the grid, not rated: the puzzle of a run without a band, whose rating {@link
     * Generator} makes. Draws from {@code random} exactly as {@link #reduce} does.
     */
    Grid minimal(Grid solution, int[][] orbits, SplittableRandom random) {
        return Grid.of(shape, reduction.minimal(solution, orbits.clone(), random));
    }

    /**
     * The reduced puzzle with its rating. The work runs within the thread's {@link
     * dev.sudoku.logic.SearchBudget}, which the reductions and ratings check.
     */
    Reduced reduce(Grid solution, int[][] orbits, SplittableRandom random) {
        int[][] order = orbits.clone();
        byte[] puzzle = reduction.minimal(solution, order, random);
        Reduced minimal = rated(puzzle);
        if (band.isEmpty() || inBand(minimal)) {
            return minimal;
        }
        if (minimal.rating().above()) {
            return minimalOnly ? minimal : descents(puzzle, order, solution, random);
        }
        return minimalOnly ? climb(minimal, puzzle, order, solution, random) : minimal;
    }

    /** Up to {@value #DESCENTS} descents from a hard seed, each in a new random order. */
    private Reduced descents(byte[] hard, int[][] order, Grid solution, SplittableRandom random) {
        byte[] puzzle = hard.clone();
        Reduced last = null;
        for (int descent = 0; descent < DESCENTS; descent++) {
            System.arraycopy(hard, 0, puzzle, 0, puzzle.length);
            GridShuffle.shuffle(order, random);
            last = descend(puzzle, order, solution);
            if (inBand(last)) {
                return last;
            }
        }
        return last == null ? rated(hard) : last;
    }

    /**
     * Up to {@value #SWAPS} clue swaps ({@link ClueSwap}) from a minimal puzzle below the band, each from
     * the hardest puzzle reached so far; ends at the first neighbour in the band or above it.
     */
    private Reduced climb(Reduced start, byte[] puzzle, int[][] order, Grid solution, SplittableRandom random) {
        byte[] values = new byte[puzzle.length];
        solution.copyTo(values);
        Reduced best = start;
        byte[] current = puzzle;
        for (int swap = 0; swap < SWAPS; swap++) {
            byte[] next = swaps.neighbour(current, values, order, random);
            if (next == null) {
                continue;
            }
            Reduced rated = rated(next);
            if (inBand(rated)) {
                return rated;
            }
            if (rated.rating().above()) {
                return rated;
            }
            if (rated.rating().rating().orElseThrow().er()
                    >= best.rating().rating().orElseThrow().er()) {
                best = rated;
                current = next;
            }
        }
        return best;
    }

    private boolean inBand(Reduced reduced) {
        return reduced.rating().rating().map(band.get()::contains).orElse(false);
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
