package dev.sudoku.web;

import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantSolveTask;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import java.util.Set;

/**
 * {@code POST /api/variant/solve}: a jigsaw, X, windoku, odd/even or samurai puzzle (or a combination)
 * solved exactly, counting solutions up to {@code count}, within the server's solve budget. Reports as
 * {@code solve --variant --format json}: with the puzzle's region map and marks, so a page that sent the
 * puzzle as text learns how to draw it.
 */
final class VariantSolveEndpoint extends Endpoint {
    VariantSolveEndpoint(WebLimits limits) {
        super(limits, "variant", "puzzle", "regions", "marks", "count");
    }

    @Override
    Answer answer(ApiRequest request) {
        Set<Variant> variants = VariantInput.variants(request);
        long count = request.integer("count", 2, 1_000_000).orElse(2L);
        VariantPuzzle puzzle = VariantInput.read(request, variants, limits.maxSize());
        SolveLimits solveLimits =
                SolveLimits.countUpTo(count).withMaxNanos(limits.solveTime().toNanos());
        return Requests.json(new VariantSolveTask(variants, solveLimits)
                .run(new Origin("puzzle", 1), new VariantEntry.Puzzle(puzzle, 1)));
    }
}
