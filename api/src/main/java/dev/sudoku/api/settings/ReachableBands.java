package dev.sudoku.api.settings;

import dev.sudoku.api.WordList;
import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.ShapeReach;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Refuses a level or an ER band no puzzle of a box shape can rate in ({@link GeneratorOptions#whyNone}),
 * saying what that size can have and why, for {@code generate}'s {@code --level} and {@code --rating} and the
 * server's {@code level} and {@code rating}: {@code must be easy for 4x4 (no 4x4 puzzle rates 9.0..19.9:
 * ...), not 'extreme'}. The generator's own check says the reason alone, naming no setting.
 */
public final class ReachableBands {
    private ReachableBands() {}

    /** A {@link Refusal} listing the levels there are on {@code shape} when none of {@code level} is. */
    public static void requireLevel(BoxShape shape, Level level, LevelScale scale) {
        Optional<String> why = GeneratorOptions.whyNone(shape, RatingBand.of(level, scale));
        if (why.isPresent()) {
            List<String> reached = Arrays.stream(Level.values())
                    .filter(each -> GeneratorOptions.whyNone(shape, RatingBand.of(each, scale))
                            .isEmpty())
                    .map(each -> each.name().toLowerCase(Locale.ROOT))
                    .toList();
            throw new Refusal(
                    WordList.either(reached) + forSize(shape) + " (" + why.get() + ")",
                    level.name().toLowerCase(Locale.ROOT));
        }
    }

    /** A {@link Refusal} naming the highest ER there is on {@code shape} when no puzzle rates in the band. */
    public static void requireRating(BoxShape shape, RatingBand band, String given) {
        Optional<String> why = GeneratorOptions.whyNone(shape, band);
        if (why.isPresent()) {
            throw new Refusal(
                    "an ER band starting at " + Rating.format(GeneratorOptions.highestRating(shape)) + " or below"
                            + forSize(shape) + " (" + why.get() + ")",
                    given.strip());
        }
    }

    /** {@code for 4x4} where the size has its own bound; nothing where SE's ratings alone set it. */
    private static String forSize(BoxShape shape) {
        return ShapeReach.of(shape).highestRating().isPresent() ? " for " + shape.size() + "x" + shape.size() : "";
    }
}
