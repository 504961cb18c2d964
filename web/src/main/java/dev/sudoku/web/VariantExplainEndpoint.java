package dev.sudoku.web;

import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantExplainTask;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import java.util.Set;

/**
 * {@code POST /api/variant/explain}: the logical path of a variant puzzle, each step with its highlights,
 * as {@code explain --variant --format json}; the request as {@code /api/variant/solve} reads it, within
 * the server's logic budget.
 */
final class VariantExplainEndpoint extends Endpoint {
    VariantExplainEndpoint(WebLimits limits) {
        super(limits, "variant", "puzzle", "regions", "marks");
    }

    @Override
    Answer answer(ApiRequest request) {
        Set<Variant> variants = VariantInput.variants(request);
        VariantEntry entry = new VariantEntry.Puzzle(VariantInput.read(request, variants, limits.maxSize()), 1);
        return Requests.json(new VariantExplainTask(variants, Requests.budget(limits.logicTime()))
                .run(new Origin("puzzle", 1), entry));
    }
}
