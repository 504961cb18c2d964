package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.Locale;
import java.util.Objects;
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
        this.levels = Objects.requireNonNull(levels, "levels");
    }

    /** Metadata keys of the level and ER that JSON Lines input gives. */
    private static final String LEVEL = "level";

    private static final String ER = "er";

    /**
     * An entry read from text, with the level and ER its metadata gives (JSON Lines input: what {@code
     * generate} and {@code rate} write); an {@link IllegalArgumentException} saying why when they do not read.
     */
    public Preparation prepare(Entry.Puzzle entry) {
        Optional<Level> level = level(entry.metadata().get(LEVEL));
        OptionalDouble er = rating(entry.metadata().get(ER));
        return prepare(entry.grid(), entry.solution(), level, er);
    }

    /** The level by name ("Fiendish"); "Not rated" and none mean none. */
    private static Optional<Level> level(String name) {
        if (name == null || name.equalsIgnoreCase("Not rated")) {
            return Optional.empty();
        }
        String upper = name.strip().toUpperCase(Locale.ROOT);
        for (Level known : Level.values()) {
            if (known.name().equals(upper)) {
                return Optional.of(known);
            }
        }
        throw new IllegalArgumentException(
                "unknown level '" + name + "' (Easy, Moderate, Difficult, Fiendish, Diabolical or Extreme)");
    }

    private static OptionalDouble rating(String er) {
        if (er == null) {
            return OptionalDouble.empty();
        }
        double value;
        try {
            value = Double.parseDouble(er);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("rating '" + er + "' is not a number");
        }
        if (!(value >= 0 && value <= 100)) {
            throw new IllegalArgumentException("rating " + er + " is outside 0..100");
        }
        return OptionalDouble.of(value);
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
