package dev.sudoku.generator;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
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
    private final Rater rater;
    private final int capTenths;
    private final Optional<FloorCheck> floor;

    /** SE's chaining producers (cycles, chains, forcing chains) and ATE start here, and cost the most. */
    static final int COSTLY_TENTHS = 65;

    /** A rater that stops above {@code capTenths}; {@code Integer.MAX_VALUE} rates in full. */
    CappedRater(Catalogue full, int capTenths) {
        this(full, capTenths, capTenths, Optional.empty());
    }

    private CappedRater(Catalogue full, int capTenths, int consultedTenths, Optional<FloorCheck> floor) {
        this.capTenths = capTenths;
        this.catalogue = prefix(full, consultedTenths);
        this.rater = new Rater(catalogue);
        this.floor = floor;
    }

    /**
     * The rater for a band: capped at its top, and not consulting a costly entry (cheapest kind rated
     * {@value #COSTLY_TENTHS} or more) whose cheapest kind is rated exactly the top, unless the band is that
     * one value. Such an entry keeps a puzzle in the band only when it finds a step of its cheapest kind,
     * which is rare, and its search is long: the producer of SE's cycles and chains is consulted with
     * Fiendish's top 6.5 for X- and Y-cycles of 6.5, which rate 1 of 3,000 minimal 9x9 puzzles, and its
     * search took half of Fiendish's time (51 ms a puzzle, 36 ms without it in the descents, 17-33 ms without
     * it at all). Without it a puzzle at the top reads as above, and {@link Steering} puts one more clue
     * back; a puzzle the rater finishes still has exactly the full rating.
     *
     * <p>With {@code floorCheck}, a band high enough for a {@link FloorCheck} has one, and a puzzle it sees
     * below the band is not rated ({@link PathRating#belowFloor()}): ratings that must compare puzzles below
     * the band (the climbs of minimal puzzles) go without.
     */
    static CappedRater forBand(Catalogue full, RatingBand band, boolean floorCheck) {
        int consulted = band.hiTenths();
        for (CatalogueEntry entry : full.entries()) {
            int cheapest = RatingBand.tenths(cheapest(entry));
            if (entry.enabled()
                    && cheapest >= COSTLY_TENTHS
                    && cheapest == band.hiTenths()
                    && band.loTenths() < band.hiTenths()) {
                consulted = band.hiTenths() - 1;
                break;
            }
        }
        Optional<FloorCheck> floor = floorCheck ? FloorCheck.forBand(full, band) : Optional.empty();
        return new CappedRater(full, band.hiTenths(), consulted, floor);
    }

    /** True when the consulted entries include a technique that assumes a unique solution. */
    boolean usesUniqueness() {
        Set<TechniqueId> unique = TechniqueId.uniquenessBased();
        return catalogue.entries().stream().filter(CatalogueEntry::enabled).anyMatch(e -> e.ids().stream()
                .anyMatch(unique::contains));
    }

    /** SE's rating loop (SE_RATING_SPEC §2.3), stopping early above the cap, after the floor check if any. */
    PathRating rate(Grid puzzle) {
        if (floor.isPresent() && floor.get().solvesBelow(puzzle)) {
            return PathRating.belowFloor();
        }
        Set<TechniqueId> path = EnumSet.noneOf(TechniqueId.class);
        Optional<Rating> rating = rater.rate(puzzle, (step, cost) -> {
            if (RatingBand.tenths(cost) > capTenths) {
                return false;
            }
            path.add(step.technique());
            return true;
        });
        if (rating.isPresent() && !rating.get().solved() && capTenths != Integer.MAX_VALUE) {
            return new PathRating(Optional.empty(), path);
        }
        return new PathRating(rating, path);
    }

    /** The entries up to, not including, the first enabled one whose cheapest kind is rated above the cap. */
    private static Catalogue prefix(Catalogue full, int capTenths) {
        List<CatalogueEntry> kept = new ArrayList<>();
        for (CatalogueEntry entry : full.entries()) {
            if (entry.enabled() && RatingBand.tenths(cheapest(entry)) > capTenths) {
                break;
            }
            kept.add(entry);
        }
        return new Catalogue(full.name(), kept);
    }

    /** The least rating among the entry's step kinds. */
    static double cheapest(CatalogueEntry entry) {
        return entry.ratings().stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }
}
