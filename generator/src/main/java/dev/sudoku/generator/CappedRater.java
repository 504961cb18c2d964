package dev.sudoku.generator;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rating.StepDifficulty;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Sudoku Explainer's rating loop ({@link dev.sudoku.logic.rating.Rater}) that gives up as soon as the
 * path goes above a cap, and records the step kinds it used.
 *
 * <p>Only the catalogue's prefix up to the first entry rated above the cap is consulted. Entries run in
 * order and the first that finds a step wins, so on any position where the prefix finds a step the full
 * catalogue takes the same one; where the prefix finds nothing, the full catalogue would take a step of
 * a later entry or none, which raises ER above the cap or leaves the puzzle unrated (above every band).
 * So a puzzle this rater finishes gets exactly the full rater's rating, and one it gives up on rates
 * above the cap. The gain: the costly techniques after the cap never run, and a hopeless rating stops at
 * the first step that is too hard.
 *
 * <p>Thread-safe like the rater (state lives in each call's grid). Cost: one logical solve at most.
 */
final class CappedRater {
    private final Catalogue catalogue;
    private final LogicalSolver solver;
    private final int capTenths;

    /** A rater that stops above {@code capTenths}; {@code Integer.MAX_VALUE} rates in full. */
    CappedRater(Catalogue full, int capTenths) {
        this.capTenths = capTenths;
        this.catalogue = prefix(full, capTenths);
        this.solver = new LogicalSolver(catalogue);
    }

    /** True when the consulted entries include a technique that assumes a unique solution. */
    boolean usesUniqueness() {
        Set<TechniqueId> unique = TechniqueId.uniquenessBased();
        return catalogue.entries().stream().filter(CatalogueEntry::enabled).anyMatch(e -> e.ids().stream()
                .anyMatch(unique::contains));
    }

    /** SE's rating loop (SE_RATING_SPEC §2.3), stopping early above the cap. */
    PathRating rate(Grid puzzle) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        Set<TechniqueId> path = EnumSet.noneOf(TechniqueId.class);
        double difficulty = 0.0;
        double pearl = 0.0;
        double diamond = 0.0;
        TechniqueId hardest = null;
        int steps = 0;
        while (!grid.isSolved()) {
            Optional<Step> next = solver.nextStep(grid);
            if (next.isEmpty()) {
                if (capTenths == Integer.MAX_VALUE) {
                    Rating stuck =
                            new Rating(Rating.NOT_RATED, pearl, diamond, Optional.ofNullable(hardest), false, steps);
                    return new PathRating(Optional.of(stuck), path);
                }
                return new PathRating(Optional.empty(), path);
            }
            Step step = next.get();
            double cost = StepDifficulty.of(step, catalogue);
            if (RatingBand.tenths(cost) > capTenths) {
                return new PathRating(Optional.empty(), path);
            }
            path.add(step.technique());
            if (hardest == null || cost > difficulty) {
                hardest = step.technique();
                difficulty = Math.max(difficulty, cost);
            }
            if (!LogicalSolver.apply(grid, step)) {
                throw new IllegalStateException("a step changed nothing, so the rating would loop: " + step);
            }
            steps++;
            if (pearl == 0.0) {
                if (diamond == 0.0) {
                    diamond = difficulty;
                }
                if (!step.placements().isEmpty()) {
                    pearl = difficulty;
                }
            }
        }
        return new PathRating(
                Optional.of(new Rating(difficulty, pearl, diamond, Optional.ofNullable(hardest), true, steps)), path);
    }

    /** The entries up to, not including, the first enabled one whose cheapest kind is rated above the cap. */
    private static Catalogue prefix(Catalogue full, int capTenths) {
        List<CatalogueEntry> kept = new ArrayList<>();
        for (CatalogueEntry entry : full.entries()) {
            double cheapest = entry.ratings().stream()
                    .mapToDouble(Double::doubleValue)
                    .min()
                    .orElseThrow();
            if (entry.enabled() && RatingBand.tenths(cheapest) > capTenths) {
                break;
            }
            kept.add(entry);
        }
        return new Catalogue(full.name(), kept);
    }
}
