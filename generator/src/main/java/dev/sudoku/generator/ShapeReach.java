package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * What puzzles of one box shape can reach: the highest ER a unique puzzle of that shape can rate, where it
 * is known, and hence which levels, bands and techniques no puzzle of the shape can meet. The command line,
 * the HTTP API and the page ask here before searching, so a request no puzzle can meet is refused at once
 * instead of searching until its budget runs out.
 *
 * <p>Known bounds:
 *
 * <ul>
 *   <li><b>4x4 (2x2 boxes): 1.2, hidden singles in boxes only.</b> Every minimal unique 4x4 puzzle is
 *       solved by hidden singles in boxes alone (checked over all 288 solution grids and all 2^16 clue sets
 *       by {@code ShapeReachTest}). Singles are monotone: a placed digit only removes candidates, so a single
 *       stays one, and the cells they fill from a set of givens are also filled from any larger set. Every
 *       unique puzzle holds a minimal one, so every unique 4x4 puzzle is solved by hidden singles in boxes,
 *       and as the rater takes the easiest step first (that one, 1.2) its ER is at most 1.2: only Easy on
 *       the default scale. The players' path, which may take a full house or a naked single first, still
 *       uses singles alone; so no technique beyond the singles is ever needed.
 * </ul>
 *
 * Other shapes have no known bound below SE's own ceiling: 6x6 puzzles up to Diabolical have been made,
 * and a search that has not found an Extreme 6x6 one proves nothing, so those requests are searched on the
 * command line, whose time limit the caller sets. {@link #notFoundSoFar} says so before the search, and a
 * service whose time per request is shorter than the searches that found none refuses them with its words.
 *
 * <p>Immutable and thread-safe; every answer is a lookup.
 */
public final class ShapeReach {
    /** The ER of a hidden single in a box, the easiest step of the rating catalogue. */
    static final double BOX_SINGLES_ONLY = 1.2;

    /**
     * The singles, all monotone like the hidden ones, so the players' path (which may take a naked single or
     * a full house first) also ends with singles alone.
     */
    private static final Set<TechniqueId> SINGLES = EnumSet.of(
            TechniqueId.FULL_HOUSE,
            TechniqueId.NAKED_SINGLE,
            TechniqueId.HIDDEN_SINGLE_BOX,
            TechniqueId.HIDDEN_SINGLE_LINE);

    /**
     * The lowest ER no 6x6 puzzle has been found at, in tenths: the searches (a minute of {@code generate
     * --size 6 --level extreme}, and the generator's corpus runs) made 6x6 puzzles up to Diabolical, none at
     * 9.0 or more.
     */
    static final int SIX_UNFOUND_FROM_TENTHS = 90;

    private final BoxShape shape;

    private ShapeReach(BoxShape shape) {
        this.shape = Objects.requireNonNull(shape, "shape");
    }

    public static ShapeReach of(BoxShape shape) {
        return new ShapeReach(shape);
    }

    /** The highest ER a unique puzzle of this shape can rate, when a bound is known. */
    public OptionalDouble highestRating() {
        return shape.size() == 4 ? OptionalDouble.of(BOX_SINGLES_ONLY) : OptionalDouble.empty();
    }

    /** Whether some puzzle of this shape may rate in {@code band} (true when no bound is known). */
    public boolean reaches(RatingBand band) {
        return why(band).isEmpty();
    }

    /** Whether some puzzle of this shape may be of {@code level} on {@code scale}. */
    public boolean reaches(Level level, LevelScale scale) {
        return reaches(RatingBand.of(level, scale));
    }

    /** Whether some puzzle of this shape may use {@code technique} on the path it is checked on. */
    public boolean reaches(TechniqueGoal technique) {
        return why(technique).isEmpty();
    }

    /** Why no puzzle of this shape rates in {@code band}; empty when one may. */
    public Optional<String> why(RatingBand band) {
        OptionalDouble highest = highestRating();
        if (highest.isPresent() && RatingBand.tenths(highest.getAsDouble()) < band.loTenths()) {
            return Optional.of("no " + name() + " puzzle rates " + band + ": " + reason());
        }
        return Optional.empty();
    }

    /**
     * Why a puzzle of this shape rating in {@code band} is unlikely to be found, though no bound rules it out:
     * none has been found by the searches made so far (6x6 at 9.0 or more, Extreme). Empty when one may be
     * found, and when {@link #why(RatingBand)} already proves none exists.
     */
    public Optional<String> notFoundSoFar(RatingBand band) {
        if (shape.size() != 6 || band.loTenths() < SIX_UNFOUND_FROM_TENTHS || !reaches(band)) {
            return Optional.empty();
        }
        return Optional.of("no " + name() + " puzzle rating " + band + " has been found so far: searches have made "
                + name() + " puzzles up to Diabolical, none rated " + Rating.format(SIX_UNFOUND_FROM_TENTHS / 10.0)
                + " or more (no bound is proven, so a longer search may still find one)");
    }

    /**
     * Why no puzzle of this shape uses {@code technique}; empty when one may. The rating path of a bounded
     * shape takes only the steps rated within the bound, the players' path only singles.
     */
    public Optional<String> why(TechniqueGoal technique) {
        if (highestRating().isEmpty()) {
            return Optional.empty();
        }
        TechniqueId id = technique.id();
        boolean met = technique.onRatingPath()
                ? RatingBand.tenths(technique.rating())
                        <= RatingBand.tenths(highestRating().getAsDouble())
                : SINGLES.contains(id);
        return met
                ? Optional.empty()
                : Optional.of("no " + name() + " puzzle needs " + id.displayName() + ": " + reason());
    }

    private String reason() {
        return "every one is solved by hidden singles in boxes alone, so it rates at most "
                + Rating.format(highestRating().getAsDouble());
    }

    private String name() {
        return shape.size() + "x" + shape.size();
    }
}
