package dev.sudoku.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.ShapeReach;
import dev.sudoku.generator.variant.VariantLevelSearch;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * {@code GET /api/levels}: the levels a new puzzle can have on the default scale, for every size the server
 * makes (classic puzzles, as {@link ShapeReach} bounds them: a 4x4 is always Easy) and for variants (as
 * {@link VariantLevelSearch} can reach them). The page reads it once and offers only these levels, so it
 * never asks for a puzzle that {@code /api/generate} would refuse. Names are lower case, as the {@code
 * level} fields take them.
 */
final class LevelsEndpoint {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String answer;

    /** The answer is the same for every request: it depends on the limits only, so it is written once. */
    LevelsEndpoint(WebLimits limits) {
        ObjectNode levels = JSON.createObjectNode();
        ObjectNode classic = levels.putObject("classic");
        for (int size = BoxShape.MIN_SIZE; size <= limits.maxSize(); size++) {
            ShapeReach reach = ShapeReach.of(BoxShape.defaultFor(size));
            names(classic.putArray(Integer.toString(size)), level -> reach.reaches(level, LevelScale.DEFAULT));
        }
        names(levels.putArray("variant"), level -> VariantLevelSearch.whyUnreachable(level, LevelScale.DEFAULT)
                .isEmpty());
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
