package dev.sudoku.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.ShapeReach;
import dev.sudoku.generator.variant.VariantReach;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * {@code GET /api/levels}: the levels a new puzzle can have on the default scale, for every size the server
 * makes (classic puzzles, as {@link ShapeReach} bounds them: a 4x4 is always Easy; {@code notFound}: per size,
 * the levels no bound rules out but no search has found, which {@code /api/generate} refuses with that reason
 * and {@code classic} leaves out: a 6x6 Extreme) and for variants ({@code
 * variant}: wherever {@link VariantReach} knows no bound for the size; {@code variants}: per size, per
 * combination of variants with a bound there, e.g. {@code "4": {"x": ["easy"], ...}}). The page reads it
 * once and offers only these levels, so it never asks for a puzzle that {@code /api/generate} or {@code
 * /api/variant/generate} would refuse. Names are lower case, as the {@code level} fields take them.
 */
final class LevelsEndpoint {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String answer;

    /** The answer is the same for every request: it depends on the limits only, so it is written once. */
    LevelsEndpoint(WebLimits limits) {
        ObjectNode levels = JSON.createObjectNode();
        ObjectNode classic = levels.putObject("classic");
        ObjectNode notFound = levels.putObject("notFound");
        for (int size = BoxShape.MIN_SIZE; size <= limits.maxSize(); size++) {
            ShapeReach reach = ShapeReach.of(BoxShape.defaultFor(size));
            Predicate<Level> unfound = level -> reach.notFoundSoFar(RatingBand.of(level, LevelScale.DEFAULT))
                    .isPresent();
            names(
                    classic.putArray(Integer.toString(size)),
                    level -> reach.reaches(level, LevelScale.DEFAULT) && !unfound.test(level));
            if (Arrays.stream(Level.values()).anyMatch(unfound)) {
                names(notFound.putArray(Integer.toString(size)), unfound);
            }
        }
        names(levels.putArray("variant"), level -> VariantReach.whyAnyVariantMisses(level, LevelScale.DEFAULT)
                .isEmpty());
        ObjectNode bySize = levels.putObject("variants");
        for (int size = BoxShape.MIN_SIZE; size <= VariantGenerateEndpoint.MAX_SIDE; size++) {
            ObjectNode bounded = JSON.createObjectNode();
            for (Set<Variant> variants : VariantReach.bounded(size)) {
                VariantReach reach = VariantReach.of(variants, size);
                names(bounded.putArray(Variant.label(variants)), level -> reach.reaches(level, LevelScale.DEFAULT));
            }
            if (!bounded.isEmpty()) {
                bySize.set(Integer.toString(size), bounded);
            }
        }
        answer = levels.toString();
    }

    String answer() {
        return answer;
    }

    private static void names(ArrayNode array, Predicate<Level> reachable) {
        for (Level level : Level.values()) {
            if (reachable.test(level)) {
                array.add(level.name().toLowerCase(Locale.ROOT));
            }
        }
    }
}
