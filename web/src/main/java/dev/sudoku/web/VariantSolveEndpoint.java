package dev.sudoku.web;

import dev.sudoku.api.ClassicMode;
import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantSearchTask;
import dev.sudoku.api.VariantSolveTask;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import java.util.Optional;
import java.util.Set;

/**
 * {@code POST /api/variant/solve}: a puzzle of any variant (jigsaw, X, windoku, odd/even, samurai, killer,
 * consecutive, or a combination) solved exactly, counting solutions up to {@code count}, within the
 * server's solve budget; or with {@code mode} {@code logic-only}, {@code guess} or {@code bivalue}, by the
 * classic solvers' modes ({@link VariantSearchRequest}). Reports as {@code solve --variant --format json}:
 * with the puzzle's region map, marks, cages and bars, so a page that sent the puzzle as text learns how
 * to draw it.
 */
final class VariantSolveEndpoint extends Endpoint {
    VariantSolveEndpoint(WebLimits limits) {
        super(limits, "variant", "puzzle", "regions", "marks", "count", "mode", "depth", "trace");
    }

    @Override
    Answer answer(ApiRequest request) {
        Set<Variant> variants = VariantInput.variants(request);
        Optional<ClassicMode> mode = Choices.mode(request);
        if (mode.isPresent()) {
            VariantSearchTask search = VariantSearchRequest.task(request, variants, mode.get(), limits);
            VariantPuzzle puzzle = VariantInput.read(request, variants, limits.maxSize());
            return Requests.json(search.run(new Origin("puzzle", 1), new VariantEntry.Puzzle(puzzle, 1)));
        }
        Requests.refuse(request, "depth", "applies to mode bivalue only");
        Requests.refuse(request, "trace", "applies to modes guess and bivalue only");
        long count = request.integer("count", 2, 1_000_000).orElse(2L);
        VariantPuzzle puzzle = VariantInput.read(request, variants, limits.maxSize());
        SolveLimits solveLimits =
                SolveLimits.countUpTo(count).withMaxNanos(limits.solveTime().toNanos());
        return Requests.json(new VariantSolveTask(variants, solveLimits)
                .run(new Origin("puzzle", 1), new VariantEntry.Puzzle(puzzle, 1)));
    }
}
