package dev.sudoku.generator;

import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;
import java.util.Set;

/**
 * The rating of a puzzle together with the step kinds on its solve path; or the news that it rates above
 * a cap (the rating then stopped early and is not known), or below a band's bottom (seen by a {@link
 * FloorCheck}, which does not rate).
 *
 * @param rating the rating, empty when above or below
 * @param path the step kinds used, in {@link TechniqueId} order (those before the stop when above, none
 *     when below)
 * @param below whether a floor check saw the puzzle rate below the band
 */
record PathRating(Optional<Rating> rating, Set<TechniqueId> path, boolean below) {
    PathRating {
        path = Set.copyOf(path);
        if (below && rating.isPresent()) {
            throw new IllegalArgumentException("a puzzle seen below the band has no rating");
        }
    }

    PathRating(Optional<Rating> rating, Set<TechniqueId> path) {
        this(rating, path, false);
    }

    /** A puzzle that rates below the band's bottom, by a floor check. */
    static PathRating belowFloor() {
        return new PathRating(Optional.empty(), Set.of(), true);
    }

    /** Whether the rating is known: neither above the cap nor seen below the band. */
    boolean rated() {
        return rating.isPresent();
    }

    boolean above() {
        return rating.isEmpty() && !below;
    }
}
