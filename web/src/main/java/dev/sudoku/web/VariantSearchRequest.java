package dev.sudoku.web;

import dev.sudoku.api.ClassicMode;
import dev.sudoku.api.VariantSearchOptions;
import dev.sudoku.api.VariantSearchTask;
import dev.sudoku.core.rules.Variant;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The classic solvers' modes of {@code POST /api/variant/solve}: {@code mode} {@code logic-only}, {@code
 * guess} (with {@code trace} the guess log) or {@code bivalue} (with {@code depth}), answered as {@code
 * solve --variant --logic-only} and {@code solve --variant --search} answer.
 */
final class VariantSearchRequest {
    /** The guess or combination budget, as the command line's default. */
    private static final long MAX_GUESSES = 100_000;

    private VariantSearchRequest() {}

    static VariantSearchTask task(ApiRequest request, Set<Variant> variants, ClassicMode mode, WebLimits limits) {
        Requests.refuse(request, "count", "applies to mode exact only");
        if (mode != ClassicMode.BIVALUE) {
            Requests.refuse(request, "depth", "applies to mode bivalue only");
        }
        if (mode == ClassicMode.LOGIC_ONLY) {
            Requests.refuse(request, "trace", "applies to modes guess and bivalue only");
        }
        OptionalInt depth = request.integer("depth", 1, 8)
                .map(d -> OptionalInt.of(d.intValue()))
                .orElse(OptionalInt.empty());
        return new VariantSearchTask(new VariantSearchOptions(
                variants,
                mode,
                MAX_GUESSES,
                depth,
                request.bool("trace").orElse(false),
                Requests.budget(limits.solveTime())));
    }
}
