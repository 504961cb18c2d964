package dev.sudoku.web;

import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantRateTask;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import java.util.Set;

/**
 * {@code POST /api/variant/rate}: ER/EP/ED, the level, the hardest technique and HoDoKu's score of a
 * variant puzzle, as {@code rate --variant --format json}; {@code levels} as {@code /api/rate} reads it.
 */
final class VariantRateEndpoint extends Endpoint {
    VariantRateEndpoint(WebLimits limits) {
        super(limits, "variant", "puzzle", "regions", "marks", "levels");
    }

    @Override
    Answer answer(ApiRequest request) {
        Set<Variant> variants = VariantInput.variants(request);
        VariantRateTask task =
                new VariantRateTask(variants, RateEndpoint.levels(request), Requests.budget(limits.logicTime()));
        VariantEntry entry = new VariantEntry.Puzzle(VariantInput.read(request, variants, limits.maxSize()), 1);
        return Requests.json(task.run(new Origin("puzzle", 1), entry));
    }
}
