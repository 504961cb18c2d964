package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rules.RuleCatalogue;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Which levels puzzles of some variants on one size can have, as {@code ShapeReach} says it for classic
 * shapes. The command line, the HTTP API and the page ask here before searching, so a level no puzzle can
 * have is refused at once instead of searching until the time limit.
 *
 * <p>Two limits:
 *
 * <ul>
 *   <li><b>Every variant and size:</b> the hardest technique below Extreme, the dynamic forcing chains,
 *       starts at 8.5, so on a scale whose Diabolical starts above that a variant puzzle is below it or
 *       Extreme.
 *   <li><b>4x4, givens and houses only</b> (X, windoku, jigsaw and their combinations): every minimal unique
 *       puzzle is solved by steps that stay open when more digits are placed, and its rating is at most the
 *       bound below (checked over every layout, every grid and every clue set by {@code VariantReachTest}).
 *       The steps are the singles, locked candidates and common peers: each rests on where a digit can
 *       still go (or what a cell can still hold), and more placements only shrink those places, so a step
 *       open in a puzzle stays open, or has become a single or already been made, in any puzzle with more
 *       givens. Every unique puzzle holds a minimal one, so at each point of its path the rater (which
 *       takes the easiest technique first) finds a step no harder than the minimal puzzle's hardest: its ER
 *       is at most the bound. X and windoku need singles alone (X 1.2, hidden singles in boxes and diagonals;
 *       windoku 1.5, some in a line): Easy only. A jigsaw's regions may leave a digit locked in a line or
 *       two places that see one cell (pointing 2.6, claiming and common peer 2.8): up to Difficult.
 * </ul>
 *
 * Odd/even, killer and the consecutive forms carry marks, cages or bars as well, whose sets are too many
 * to walk; they and larger sizes have no bound here, and their levels are searched.
 *
 * <p>Immutable; every answer is a lookup.
 */
public final class VariantReach {
    /** A proven bound: the highest ER, and the steps that solve every puzzle within it. */
    private record Bound(double highest, String steps) {}

    private static final String SINGLES = "singles";
    private static final String LOCKED = "singles, locked candidates and common peers";

    /** The 4x4 bounds, by the set of variants; what is not listed has none. */
    private static final Map<Set<Variant>, Bound> FOUR_BY_FOUR = Map.of(
            EnumSet.of(Variant.X), new Bound(1.2, SINGLES),
            EnumSet.of(Variant.WINDOKU), new Bound(1.5, SINGLES),
            EnumSet.of(Variant.X, Variant.WINDOKU), new Bound(1.2, SINGLES),
            EnumSet.of(Variant.JIGSAW), new Bound(2.8, LOCKED),
            EnumSet.of(Variant.JIGSAW, Variant.X), new Bound(2.8, LOCKED),
            EnumSet.of(Variant.JIGSAW, Variant.WINDOKU), new Bound(2.6, LOCKED),
            EnumSet.of(Variant.JIGSAW, Variant.X, Variant.WINDOKU), new Bound(2.8, LOCKED));

    private final Set<Variant> variants;
    private final int size;

    private VariantReach(Set<Variant> variants, int size) {
        this.variants = Set.copyOf(variants);
        this.size = size;
    }

    public static VariantReach of(Set<Variant> variants, int size) {
        return new VariantReach(variants, size);
    }

    /**
     * The sets of variants with a known bound on {@code size}, ordered by their labels ({@link
     * Variant#label}); none on sizes other than 4x4.
     */
    public static List<Set<Variant>> bounded(int size) {
        return size != 4
                ? List.of()
                : FOUR_BY_FOUR.keySet().stream()
                        .sorted(Comparator.comparing(Variant::label))
                        .toList();
    }

    /** The highest ER a unique puzzle of these variants on this size can rate, when a bound is known. */
    public OptionalDouble highestRating() {
        return bound().map(bound -> OptionalDouble.of(bound.highest())).orElse(OptionalDouble.empty());
    }

    private Optional<Bound> bound() {
        return Optional.ofNullable(size == 4 ? FOUR_BY_FOUR.get(variants) : null);
    }

    /** Whether some puzzle of these variants on this size may be of {@code level} on {@code scale}. */
    public boolean reaches(Level level, LevelScale scale) {
        return why(level, scale).isEmpty();
    }

    /**
     * Why no puzzle of these variants on this size is of {@code level} on {@code scale}, said to the player;
     * empty when one may be.
     */
    public Optional<String> why(Level level, LevelScale scale) {
        Optional<Bound> bound = bound();
        if (bound.isPresent() && scale.levelOf(bound.get().highest()).ordinal() < level.ordinal()) {
            return Optional.of("no " + size + "x" + size + " " + Variant.label(variants) + " puzzle is "
                    + level.displayName() + ": every one is solved by "
                    + bound.get().steps()
                    + " and rates at most " + Rating.format(bound.get().highest()));
        }
        return whyAnyVariantMisses(level, scale);
    }

    /**
     * Why no variant puzzle of any size is of {@code level} on {@code scale}; empty when one may be. Extreme
     * is always within reach (a puzzle the techniques cannot finish), the other levels when the hardest
     * technique below Extreme (Dynamic (+) rates Extreme whatever its length) reaches the level's band.
     */
    public static Optional<String> whyAnyVariantMisses(Level level, LevelScale scale) {
        double hardest = RuleCatalogue.DEFAULT.entries().stream()
                .mapToDouble(RuleCatalogue.Entry::difficulty)
                .filter(difficulty -> scale.levelOf(difficulty) != Level.EXTREME)
                .max()
                .orElse(0);
        if (level == Level.EXTREME || scale.levelOf(hardest).ordinal() >= level.ordinal()) {
            return Optional.empty();
        }
        return Optional.of("the hardest technique of variants below Extreme, dynamic forcing chains, starts at "
                + Rating.format(hardest)
                + ", below this level's band (Dynamic (+) rates 9.0 and more), so a variant puzzle falls below it"
                + " or is Extreme");
    }
}
