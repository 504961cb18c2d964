package dev.sudoku.generator;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.forcing.ForcingChains;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A quick way to see that a puzzle rates below a band: solve it with steps that all rate below the band's
 * bottom, taking any such step rather than SE's easiest one.
 *
 * <p>Why it holds: deductions only remove candidates, and a step found on a position is still found, no
 * harder, on a position with fewer candidates (SE's techniques are monotone in that sense, apart from the
 * exact length of a chain, where the shortest may differ by a node). So if some path of steps below the
 * bottom solves the puzzle, SE's path, which takes the easiest step at each position, finds a step below the
 * bottom at each of its positions too, and the puzzle rates below. A puzzle this check cannot solve is
 * rated in full as before, so the check can only turn away puzzles; on 3,000 minimal 9x9 puzzles it turned
 * away exactly the 2,994 that rate below 9.0, and none of the 6 that rate 9.0 or more.
 *
 * <p>What makes it quicker than the rating: a chaining producer stops at its first step below the bottom
 * ({@link ForcingChains#firstBelow}, which walks forcing chains before cycles) instead of searching for SE's
 * easiest, and the techniques of {@link
 * #LEFT_OUT} are not consulted: their steps are found by the chains after them whenever it matters, and
 * they cost much (on those 3,000 puzzles, against the full rating's 7.0 s: 6.3 s with every technique,
 * 3.8 s without the aligned exclusions, Nishio and static Multiple chains, 3.2 s without the uniqueness
 * techniques too).
 *
 * <p>Used for bands that start where SE's chains do, at 6.5 or more ({@link CappedRater#COSTLY_TENTHS}):
 * below that, the puzzles under the band rate in about a millisecond and the check only repeats the rating
 * of those that pass it. Measured, one thread, same output with and without it: Extreme 16 puzzles 16 s
 * against 30 s; 300 Diabolical 10.5 s against 11.8; 40 rated 8.0..8.9 11.6 s against 13.9; but 1,000
 * Fiendish (4.5 and up) 24.5 s against 21.7, Difficult 9.4 against 8.5. Thread-safe like the rater.
 */
final class FloorCheck {
    static final int FROM_TENTHS = CappedRater.COSTLY_TENTHS;

    /** Consulted by SE, left out of the check: see the class comment. */
    private static final Set<TechniqueId> LEFT_OUT = leftOut();

    private final Rater rater;
    private final int floorTenths;

    private FloorCheck(Catalogue catalogue, int floorTenths) {
        this.rater = new Rater(catalogue);
        this.floorTenths = floorTenths;
    }

    /** The check for a band starting at {@link #FROM_TENTHS} tenths or more, else none. */
    static Optional<FloorCheck> forBand(Catalogue full, RatingBand band) {
        if (band.loTenths() < FROM_TENTHS) {
            return Optional.empty();
        }
        // Half a tenth under the bottom: a chain's difficulty counts as SE prints it, in tenths.
        double limit = (band.loTenths() - 0.5) / 10.0;
        List<CatalogueEntry> kept = new ArrayList<>();
        for (CatalogueEntry entry : full.entries()) {
            boolean belowFloor = RatingBand.tenths(CappedRater.cheapest(entry)) < band.loTenths();
            if (!entry.enabled() || !belowFloor || entry.ids().stream().anyMatch(LEFT_OUT::contains)) {
                continue;
            }
            kept.add(
                    entry.technique() instanceof ForcingChains chains
                            ? new CatalogueEntry(entry.ids(), entry.ratings(), true, chains.firstBelow(limit))
                            : entry);
        }
        return Optional.of(new FloorCheck(new Catalogue(full.name() + " below " + band.lo(), kept), band.loTenths()));
    }

    /** True when steps all rated below the band's bottom solve the puzzle, so it rates below the band. */
    boolean solvesBelow(Grid puzzle) {
        Optional<Rating> rating = rater.rate(puzzle, (step, cost) -> RatingBand.tenths(cost) < floorTenths);
        return rating.isPresent() && rating.get().solved();
    }

    private static Set<TechniqueId> leftOut() {
        Set<TechniqueId> ids = EnumSet.of(
                TechniqueId.ALIGNED_PAIR_EXCLUSION,
                TechniqueId.ALIGNED_TRIPLET_EXCLUSION,
                TechniqueId.NISHIO_FORCING_CHAIN,
                TechniqueId.MULTIPLE_FORCING_CHAIN);
        ids.addAll(TechniqueId.uniquenessBased());
        return ids;
    }
}
