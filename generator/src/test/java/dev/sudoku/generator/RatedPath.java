package dev.sudoku.generator;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A full rating together with the techniques of its path, the keys of the generator tests' {@link
 * dev.sudoku.testkit.Coverage} tables ({@code path X_WING}).
 */
record RatedPath(Rating rating, Set<TechniqueId> path) {
    static RatedPath of(Rater rater, Grid puzzle) {
        Set<TechniqueId> path = EnumSet.noneOf(TechniqueId.class);
        Rating rating = rater.rate(puzzle, (step, cost) -> {
                    path.add(step.technique());
                    return true;
                })
                .orElseThrow();
        return new RatedPath(rating, path);
    }

    List<String> keys() {
        return path.stream().map(id -> "path " + id).toList();
    }
}
