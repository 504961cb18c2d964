package dev.sudoku.web;

import dev.sudoku.api.ClassicMode;
import dev.sudoku.api.ClassicOptions;
import dev.sudoku.api.ClassicTask;
import dev.sudoku.api.EntryTask;
import dev.sudoku.api.GridText;
import dev.sudoku.api.SolveTask;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import java.util.OptionalInt;

/**
 * {@code POST /api/solve}: the exact solver (status, solution, solution count; a second solution and the
 * cells that differ for MULTIPLE), or a classic mode: {@code logic-only}, {@code guess} (with {@code trace}
 * the whole guess log), {@code bivalue} (with {@code depth}). Reports as {@code solve --format json}.
 */
final class SolveEndpoint extends Endpoint {
    /** The classic modes' guess budget, as the command line's default. */
    private static final long MAX_GUESSES = 100_000;

    /**
     * Exact solvers keep preallocated search state, so one per HTTP thread: making one per request cost
     * more than solving an easy puzzle.
     */
    private final ThreadLocal<ExactSolver> solvers = ThreadLocal.withInitial(Solvers.factory(Solvers.AUTO));

    SolveEndpoint(WebLimits limits) {
        super(limits, "puzzle", "box", "mode", "profile", "depth", "trace", "count");
    }

    @Override
    Answer answer(ApiRequest request) {
        EntryTask task =
                Choices.mode(request).map(mode -> classic(request, mode)).orElseGet(() -> exact(request));
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(task.run(Requests.origin(puzzle), puzzle));
    }

    private EntryTask exact(ApiRequest request) {
        Requests.refuse(request, "profile", "applies to the classic modes only (logic-only, guess, bivalue)");
        Requests.refuse(request, "depth", "applies to mode bivalue only");
        Requests.refuse(request, "trace", "applies to modes guess and bivalue only");
        long count = request.integer("count", 2, 1_000_000).orElse(2L);
        SolveLimits solveLimits =
                SolveLimits.countUpTo(count).withMaxNanos(limits.solveTime().toNanos());
        return new SolveTask(
                solvers.get(), solveLimits, GridText.DEFAULT, limits.solveTime().toNanos() / 5);
    }

    private EntryTask classic(ApiRequest request, ClassicMode mode) {
        Requests.refuse(request, "count", "applies to mode exact only");
        if (mode != ClassicMode.BIVALUE) {
            Requests.refuse(request, "depth", "applies to mode bivalue only");
        }
        if (mode == ClassicMode.LOGIC_ONLY) {
            Requests.refuse(request, "trace", "applies to modes guess and bivalue (logic-only makes no guesses)");
        }
        OptionalInt depth = request.integer("depth", 1, 8)
                .map(d -> OptionalInt.of(d.intValue()))
                .orElse(OptionalInt.empty());
        ClassicOptions options = new ClassicOptions(
                mode,
                Requests.profile(request, "se-nochains"),
                MAX_GUESSES,
                depth,
                request.bool("trace").orElse(false),
                Requests.budget(limits.solveTime()));
        return new ClassicTask(options, GridText.DEFAULT);
    }
}
