package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;
import java.util.Set;

/**
 * The rating of a puzzle made without a band. It only describes the puzzle, which is made once it is
 * unique, so a rating that cannot finish leaves the puzzle {@link Unrated} rather than lost:
 *
 * <ul>
 *   <li>it runs within what is left of the puzzle's {@link SearchBudget}, and a rating still running when
 *       that runs out gives {@link Unrated#OUT_OF_TIME} instead of a {@link GenerationTimeoutException};
 *   <li>on grids larger than {@value Unrated#LARGEST_FULLY_RATED_SIDE}x{@value
 *       Unrated#LARGEST_FULLY_RATED_SIDE}, SE's loop stops at the first step rated above {@value
 *       Unrated#LARGE_GRID_CAP} ({@link CappedRater}), before the aligned triplets and the forcing chains
 *       that branch on every candidate ({@link Unrated#ABOVE_LARGE_GRID_CAP}).
 * </ul>
 *
 * <p>Why the cap. A branching search propagates every candidate on and off, and each propagation holds two
 * node sets of {@code 2 x cells x side} references: 250 KB on 25x25 against 12 KB on 9x9, for thousands of
 * candidates per step, and the search keeps every "on" propagation until it ends. Measured on the 280-clue
 * 25x25 puzzle 1 of seed 1 (a loaded two-core machine): the full rating had not finished after 300 s (41 s
 * of CPU in the rating thread, 155 s with the collector's, in a 1 GB heap), and with the default heap the
 * process grew to 4.8 GB before its minute ran out; capped, the rating stops after 0.1-0.2 s of CPU and 15
 * to 24 MB of heap, and the whole puzzle takes 3-4 s of CPU in a process of 89 MB. A 16x16 rating meets
 * SE's dynamic chains too, in 1 to 18 s of CPU, and finishes within a 1 GB heap: it is kept whole.
 *
 * <p>Thread-safe like the rater.
 */
final class DescriptiveRating {
    private static final int CAP_TENTHS = RatingBand.tenths(Unrated.LARGE_GRID_CAP);

    private final CappedRater rater;

    DescriptiveRating(Catalogue full, BoxShape shape) {
        boolean large = shape.size() > Unrated.LARGEST_FULLY_RATED_SIDE;
        this.rater = new CappedRater(full, large ? CAP_TENTHS : Integer.MAX_VALUE);
    }

    /** A rating, or the reason there is none, with the step kinds of the path as far as it went. */
    record Described(Optional<Rating> rating, Optional<Unrated> unrated, Set<TechniqueId> path) {}

    /**
     * Rates within the current budget; rethrows {@link SearchCancelledException} only when the thread was
     * interrupted.
     */
    Described rate(Grid puzzle) {
        try {
            PathRating rated = rater.rate(puzzle);
            return rated.rated()
                    ? new Described(rated.rating(), Optional.empty(), rated.path())
                    : new Described(Optional.empty(), Optional.of(Unrated.ABOVE_LARGE_GRID_CAP), rated.path());
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return new Described(Optional.empty(), Optional.of(Unrated.OUT_OF_TIME), Set.of());
        }
    }
}
