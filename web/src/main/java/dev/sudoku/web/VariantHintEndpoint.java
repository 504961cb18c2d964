package dev.sudoku.web;

import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantHintCache;
import dev.sudoku.api.VariantHintTask;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import java.util.Optional;
import java.util.Set;

/**
 * {@code POST /api/variant/hint}: the next step of a variant puzzle at {@code level} 1 (the technique), 2
 * (where to look) or 3 (the whole step), as {@code hint --variant --format json}; from the givens, or with
 * {@code position} from the player's candidates ({@link VariantPosition}), with {@code values} telling the
 * placed digits from cells with one candidate left, as {@code /api/hint} takes them. The next steps of the
 * last {@value HintEndpoint#CACHED_POSITIONS} positions asked about are kept ({@link VariantHintCache}), so
 * the next level at the same position answers at once.
 */
final class VariantHintEndpoint extends Endpoint {
    private final VariantHintCache cache = new VariantHintCache(HintEndpoint.CACHED_POSITIONS);

    VariantHintEndpoint(WebLimits limits) {
        super(limits, "variant", "puzzle", "regions", "marks", "level", "position", "values");
    }

    @Override
    Answer answer(ApiRequest request) {
        int level = request.integer("level", 1, 3).orElse(1L).intValue();
        Set<Variant> variants = VariantInput.variants(request);
        VariantHintTask task =
                new VariantHintTask(variants, level, Requests.budget(limits.logicTime())).cachedIn(cache);
        VariantPuzzle puzzle = VariantInput.read(request, variants, limits.maxSize());
        Optional<String> position = request.string("position");
        if (position.isEmpty()) {
            Requests.refuse(request, "values", "goes with 'position' (the player's candidates)");
            return Requests.json(task.run(new Origin("puzzle", 1), new VariantEntry.Puzzle(puzzle, 1)));
        }
        VariantPosition read = VariantPosition.read(puzzle.rules(), position.get(), request.string("values"));
        return Requests.json(task.position(new Origin("position", 1), puzzle, read.values(), read.candidates()));
    }
}
