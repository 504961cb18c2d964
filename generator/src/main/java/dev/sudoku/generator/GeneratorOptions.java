package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * What to generate. A plain value: the same options and seed give the same puzzles.
 *
 * @param shape the box shape
 * @param band the SE rating band every puzzle must rate in; empty for any rating (puzzles the catalogue
 *     cannot finish included), which then only describes the puzzle and may be missing ({@link
 *     Generated#unrated})
 * @param symmetry the symmetry of the givens; ignored (must be NONE) with a pattern
 * @param pattern the exact clue cells, if given
 * @param minimal whether no clue (no orbit, with a symmetry) may be removable
 * @param technique a technique the solve path must use, if asked
 * @param seed the run's seed; puzzle i uses {@link Seeds#of}(seed, i)
 * @param timeLimit the wall-time budget of each puzzle, its ratings included
 * @param described whether a puzzle made without a band or technique is rated to describe it; without, it
 *     is {@link Unrated#NOT_ASKED} (the same puzzles: a rating draws no random numbers). An output that
 *     shows no rating asks for none: rating took four fifths of making minimal puzzles.
 */
public record GeneratorOptions(
        BoxShape shape,
        Optional<RatingBand> band,
        Symmetry symmetry,
        Optional<CluePattern> pattern,
        boolean minimal,
        Optional<TechniqueGoal> technique,
        long seed,
        Duration timeLimit,
        boolean described) {
    /** The default budget of one puzzle. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(60);

    /**
     * How far SE ratings reach above the catalogue's highest entry: the chains' length bonus (about 1.4
     * for the longest nested chains of the hardest known puzzles, rated up to 11.9).
     */
    private static final double STEP_PRICE_MARGIN = 2.0;

    public GeneratorOptions {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(band, "band");
        Objects.requireNonNull(symmetry, "symmetry");
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(timeLimit, "timeLimit");
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("the time limit must be positive, got " + timeLimit);
        }
    }

    /** Unique puzzles of a shape, any rating, no symmetry, one minute each. */
    public static GeneratorOptions of(BoxShape shape, long seed) {
        return new GeneratorOptions(
                shape,
                Optional.empty(),
                Symmetry.NONE,
                Optional.empty(),
                false,
                Optional.empty(),
                seed,
                DEFAULT_TIME_LIMIT,
                true);
    }

    public GeneratorOptions withBand(RatingBand value) {
        return new GeneratorOptions(
                shape,
                Optional.of(Objects.requireNonNull(value, "band")),
                symmetry,
                pattern,
                minimal,
                technique,
                seed,
                timeLimit,
                described);
    }

    public GeneratorOptions withSymmetry(Symmetry value) {
        return new GeneratorOptions(shape, band, value, pattern, minimal, technique, seed, timeLimit, described);
    }

    public GeneratorOptions withPattern(CluePattern value) {
        return new GeneratorOptions(
                shape,
                band,
                symmetry,
                Optional.of(Objects.requireNonNull(value, "pattern")),
                minimal,
                technique,
                seed,
                timeLimit,
                described);
    }

    public GeneratorOptions withDescribed(boolean value) {
        return new GeneratorOptions(shape, band, symmetry, pattern, minimal, technique, seed, timeLimit, value);
    }

    public GeneratorOptions withMinimal(boolean value) {
        return new GeneratorOptions(shape, band, symmetry, pattern, value, technique, seed, timeLimit, described);
    }

    public GeneratorOptions withTechnique(TechniqueGoal value) {
        return new GeneratorOptions(
                shape,
                band,
                symmetry,
                pattern,
                minimal,
                Optional.of(Objects.requireNonNull(value, "technique")),
                seed,
                timeLimit,
                described);
    }

    public GeneratorOptions withSeed(long value) {
        return new GeneratorOptions(shape, band, symmetry, pattern, minimal, technique, value, timeLimit, described);
    }

    public GeneratorOptions withTimeLimit(Duration value) {
        return new GeneratorOptions(shape, band, symmetry, pattern, minimal, technique, seed, value, described);
    }

    /**
     * The band puzzles are made in: the one asked for, else the {@link TechniqueGoal#trainingBand} of the
     * technique asked for, if any.
     */
    public Optional<RatingBand> targetBand() {
        return band.or(() -> technique.flatMap(TechniqueGoal::trainingBand));
    }

    /**
     * Throws {@link IllegalArgumentException} naming the reason when no puzzle can meet the options, so a
     * run fails at once instead of searching until its budget runs out. Checks the symmetry against the
     * shape, the pattern (shape, too few clues, swappable empty lines), the band against the highest
     * rating the catalogue can give and the shape can reach ({@link ShapeReach}), and the technique against
     * the shape and the band.
     */
    public void check() {
        if (pattern.isPresent()) {
            CluePattern p = pattern.get();
            if (!p.shape().equals(shape)) {
                throw new IllegalArgumentException(
                        "the pattern is for boxes " + p.shape() + ", the puzzles for boxes " + shape);
            }
            if (symmetry != Symmetry.NONE) {
                throw new IllegalArgumentException("a clue pattern fixes the givens: it takes no symmetry");
            }
            p.impossibility().ifPresent(reason -> {
                throw new IllegalArgumentException(reason);
            });
            if (minimal) {
                throw new IllegalArgumentException("a clue pattern fixes the givens: --minimal does not apply");
            }
        } else if (symmetry != Symmetry.RANDOM) {
            symmetry.checkShape(shape);
        }
        band.flatMap(b -> whyNone(shape, b)).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        ShapeReach reach = ShapeReach.of(shape);
        technique.ifPresent(t -> {
            t.checkShape(shape);
            reach.why(t).ifPresent(reason -> {
                throw new IllegalArgumentException(reason);
            });
            if (t.onRatingPath()) {
                band.ifPresent(b -> {
                    if (RatingBand.tenths(t.rating()) > b.hiTenths()) {
                        throw new IllegalArgumentException(t.id().displayName() + " rates " + t.rating()
                                + ", above the band " + b + ": a path using it rates at least that");
                    }
                });
            }
        });
    }

    /**
     * Why no puzzle of {@code shape} rates in {@code band}; empty when one may. The shape's own bound ({@link
     * ShapeReach}) is named first: where it is known it is the lower one, and the one a person can act on.
     */
    public static Optional<String> whyNone(BoxShape shape, RatingBand band) {
        Optional<String> byShape = ShapeReach.of(shape).why(band);
        if (byShape.isPresent()) {
            return byShape;
        }
        double ceiling = ceiling();
        return band.lo() > ceiling + 1e-9
                ? Optional.of("no puzzle can rate " + band + ": the ratings of SE's techniques reach about " + ceiling)
                : Optional.empty();
    }

    /** The highest ER a puzzle of {@code shape} can rate: its shape's bound where one is known, else SE's. */
    public static double highestRating(BoxShape shape) {
        return ShapeReach.of(shape).highestRating().orElse(ceiling());
    }

    /** The highest entry rating of the rating catalogue, plus what step-priced kinds may add. */
    private static double ceiling() {
        double highest = 0;
        for (CatalogueEntry entry : Catalogue.se().entries()) {
            for (double rating : entry.ratings()) {
                highest = Math.max(highest, rating);
            }
        }
        return Math.round((highest + STEP_PRICE_MARGIN) * 10) / 10.0;
    }
}
