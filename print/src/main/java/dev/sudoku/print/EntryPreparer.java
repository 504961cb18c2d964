package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Makes a puzzle ready for a booklet: proves it has exactly one solution (the exact solver, counting to
 * two), and finds its level by rating it with Sudoku Explainer's catalogue unless the input already gave a
 * level or an ER.
 *
 * <p>Not thread-safe (the solver keeps working state): one instance per thread. Cost: the exact solve is
 * microseconds for 9x9; the rating is milliseconds for most puzzles and can reach seconds for those that
 * need forcing chains, which is why a level from the input ({@code sudoku generate --format json}) is
 * used as it is.
 */
public final class EntryPreparer {
    private final ExactSolver solver = Solvers.create(Solvers.AUTO);
    private final Rater rater = new Rater(Catalogue.se());
    private final LevelScale levels;

    /** Names levels on the default scale. */
    public EntryPreparer() {
        this(LevelScale.DEFAULT);
    }

    /** Names the levels of puzzles given without one on {@code levels}. */
    public EntryPreparer(LevelScale levels) {
        this.levels = levels;
    }

    /**
     * @param puzzle the givens
     * @param solution a solution the input gave, checked against the solver's
     * @param level a level the input gave
     * @param rating an ER the input gave; names the level when no level is given
     */
    public Preparation prepare(Grid puzzle, Optional<Grid> solution, Optional<Level> level, OptionalDouble rating) {
        SolveResult verdict = solver.solve(puzzle, SolveLimits.UNIQUENESS);
        switch (verdict.status()) {
            case SOLVED -> {
                // handled below
            }
            case MULTIPLE -> {
                return new Preparation.Refused("more than one solution");
            }
            case NONE -> {
                return new Preparation.Refused("no solution");
            }
            default -> {
                return new Preparation.Refused(verdict.message());
            }
        }
        Grid unique = verdict.solution().orElseThrow();
        if (solution.isPresent() && !solution.get().equals(unique)) {
            return new Preparation.Refused("the solution given with the puzzle is not its solution");
        }
        if (level.isPresent()) {
            return new Preparation.Ready(puzzle, unique, level.get(), rating);
        }
        if (rating.isPresent()) {
            return new Preparation.Ready(puzzle, unique, levels.levelOf(rating.getAsDouble()), rating);
        }
        Rating rated = rater.rate(puzzle);
        return new Preparation.Ready(puzzle, unique, levels.levelOf(rated.er()), OptionalDouble.of(rated.er()));
    }
}
