package dev.sudoku.generator;

import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;
import java.util.Set;

/**
 * The rating of a puzzle together with the step kinds on its solve path, or the news that it rates above
 * a cap (the rating then stopped early and is not known).
 *
 * @param rating the rating, empty when above the cap
 * @param path the step kinds used, in {@link TechniqueId} order (those before the stop when above)
 */
record PathRating(Optional<Rating> rating, Set<TechniqueId> path) {
    PathRating {
        path = Set.copyOf(path);
    }

    boolean above() {
        return rating.isEmpty();
    }
}
