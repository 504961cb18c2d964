package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.TechniqueId;
import java.util.EnumMap;
import java.util.Map;

/**
 * A first bound for a chaining producer's search, per thread: the complexity of the step it found last on the
 * same puzzle, plus a tenth. Along a path the next step's best chain is mostly one that came second before, a
 * little more complex (line 114 of the hardest list: 139, 158, 158, 188, 195 and 233 over six of its nested
 * dynamic steps), and a search bounded from its start ends at once the propagations whose chains grow past
 * the bound, instead of only once a good chain is met. When nothing is found within the bound the search
 * runs again without it, so the step found never depends on the guess: a tenth missed some steps of that
 * path and a quarter missed none, yet a tenth took the path's time lower (0.91x against the search without a
 * guess, a quarter 0.95x).
 */
final class ComplexityGuess {
    /** How much more complex than the last step's the next step's best chain is guessed to be, at most. */
    private static final double MARGIN = 1.1;

    private static final ThreadLocal<Map<TechniqueId, Last>> PER_THREAD =
            ThreadLocal.withInitial(() -> new EnumMap<>(TechniqueId.class));

    /** The last step's complexity and a grid of its puzzle. */
    private record Last(CandidateGrid grid, int complexity) {}

    private ComplexityGuess() {}

    /** The bound to try first on a position of the grid's puzzle, or 0 when none is known. */
    static int of(TechniqueId producer, CandidateGrid grid) {
        Last last = PER_THREAD.get().get(producer);
        return last == null || !last.grid.samePuzzle(grid) ? 0 : (int) Math.ceil(last.complexity * MARGIN);
    }

    /** Remembers the complexity of the step just found on a position of the grid's puzzle. */
    static void found(TechniqueId producer, CandidateGrid grid, int complexity) {
        PER_THREAD.get().put(producer, new Last(grid, complexity));
    }
}
