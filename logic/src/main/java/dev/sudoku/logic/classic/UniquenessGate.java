package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Switches off the techniques that assume a unique solution (unique rectangles and loops, BUG, hidden and
 * avoidable rectangles) unless the puzzle is known to be unique: on a puzzle with several solutions they
 * can remove a digit that some solution needs. SE's chains go too ({@link Catalogue#forUnprovenPuzzle}):
 * they would search without end.
 */
public final class UniquenessGate {
    /** The step kinds that are only sound on a puzzle with exactly one solution. */
    public static final Set<TechniqueId> UNIQUENESS_IDS = TechniqueId.uniquenessBased();

    private UniquenessGate() {}

    /**
     * The outcome of a uniqueness check.
     *
     * @param status the exact solver's answer: SOLVED (unique), MULTIPLE, NONE or INVALID
     * @param uniqueness UNIQUE for SOLVED, NOT_UNIQUE for MULTIPLE, UNKNOWN otherwise
     * @param catalogue the catalogue to solve with: unchanged when unique, else without uniqueness ids and
     *     SE's chains
     * @param solution the exact solver's solution: the only one for SOLVED, the first found for MULTIPLE;
     *     else empty
     */
    public record Check(Status status, Uniqueness uniqueness, Catalogue catalogue, Optional<Grid> solution) {}

    /**
     * Counts solutions up to 2 with core's exact solver ({@code auto}) and switches the uniqueness
     * techniques off unless there is exactly one. Cost: one exact solve, well under a millisecond for
     * most 9x9 puzzles.
     */
    public static Check check(Grid puzzle, Catalogue catalogue) {
        return check(puzzle, catalogue, Solvers.create(Solvers.AUTO));
    }

    /**
     * As {@link #check(Grid, Catalogue)} with the caller's exact solver, so a batch makes one per thread
     * instead of one per puzzle (a solver preallocates its search state).
     */
    public static Check check(Grid puzzle, Catalogue catalogue, ExactSolver exact) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(catalogue, "catalogue");
        Objects.requireNonNull(exact, "exact");
        SolveResult result = exact.solve(puzzle, SolveLimits.countUpTo(2));
        Uniqueness uniqueness =
                switch (result.status()) {
                    case SOLVED -> Uniqueness.UNIQUE;
                    case MULTIPLE -> Uniqueness.NOT_UNIQUE;
                    default -> Uniqueness.UNKNOWN;
                };
        Optional<Grid> solution = uniqueness == Uniqueness.UNKNOWN ? Optional.empty() : result.solution();
        return new Check(result.status(), uniqueness, forUniqueness(catalogue, uniqueness), solution);
    }

    /** The catalogue unchanged for a unique puzzle, else with the uniqueness ids switched off. */
    public static Catalogue forUniqueness(Catalogue catalogue, Uniqueness uniqueness) {
        return uniqueness == Uniqueness.UNIQUE ? catalogue : withoutUniqueness(catalogue);
    }

    /** A copy of the catalogue with every uniqueness entry, and SE's chains, switched off (kept in place). */
    public static Catalogue withoutUniqueness(Catalogue catalogue) {
        return catalogue.forUnprovenPuzzle();
    }

    /** The uniqueness entries enabled in {@code catalogue} that {@link #withoutUniqueness} would switch off. */
    public static List<TechniqueId> enabledUniquenessIds(Catalogue catalogue) {
        List<TechniqueId> ids = new ArrayList<>();
        for (CatalogueEntry entry : catalogue.entries()) {
            if (entry.enabled()) {
                entry.ids().stream().filter(UNIQUENESS_IDS::contains).forEach(ids::add);
            }
        }
        return ids;
    }
}
