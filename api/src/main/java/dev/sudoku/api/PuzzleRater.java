package dev.sudoku.api;

import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;

/**
 * Rates one puzzle the way {@code rate} does: first the uniqueness check (SE does not check, and its chains
 * on a puzzle with many solutions can run for hours), then Sudoku Explainer's rating within the time limit,
 * which covers the rating only. Whoever stores or prints ratings ({@code rate}, the bank) uses this one
 * rule. One per thread.
 */
public final class PuzzleRater {
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);
    private final Rater rater = new Rater(Catalogue.se());
    private final Optional<TimeLimit> limit;

    public PuzzleRater(Optional<TimeLimit> limit) {
        this.limit = limit;
    }

    /** What rating a puzzle came to. */
    public sealed interface Outcome {
        /** The time taken, in microseconds. */
        long micros();
    }

    /** The puzzle has one solution and the techniques finish it. */
    public record Rated(Grid solution, Rating rating, long micros) implements Outcome {}

    /**
     * No rating: the status word and why. {@code solutions} and {@code steps} are null where unknown, and
     * so is {@code micros} for an entry refused before any work (an invalid grid, an exhausted budget).
     */
    public record Refused(ResultStatus status, Long solutions, Integer steps, String error, Long timeMicros)
            implements Outcome {
        @Override
        public long micros() {
            return timeMicros == null ? 0 : timeMicros;
        }
    }

    public Outcome rate(Grid puzzle) {
        return rate(puzzle, Optional.empty());
    }

    /**
     * Like {@link #rate(Grid)}, but a rating the input already gave (ER/EP/ED and HoDoKu's score, as
     * {@code rate --format json} writes them) is taken as it is once the puzzle is proven unique: rating
     * again would cost far more and give the same numbers.
     */
    public Outcome rate(Grid puzzle, Optional<Rating> given) {
        long start = System.nanoTime();
        SolveResult verdict = exact.solve(puzzle, SolveLimits.UNIQUENESS);
        switch (verdict.status()) {
            case SOLVED -> {}
            case MULTIPLE -> {
                return new Refused(
                        ResultStatus.MULTIPLE,
                        2L,
                        null,
                        "more than one solution: ratings assume exactly one",
                        Reports.microsSince(start));
            }
            case NONE -> {
                return new Refused(ResultStatus.NONE, 0L, null, "no solution", Reports.microsSince(start));
            }
            case INVALID -> {
                return new Refused(ResultStatus.INVALID, null, null, verdict.message(), null);
            }
            case UNKNOWN -> {
                return new Refused(ResultStatus.TIMEOUT, null, null, verdict.message(), null);
            }
        }
        if (given.isPresent()) {
            return new Rated(verdict.solution().orElseThrow(), given.get(), Reports.microsSince(start));
        }
        Rating rating;
        try {
            rating = TimeLimit.within(limit, () -> rater.rate(puzzle));
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return new Refused(
                    ResultStatus.TIMEOUT,
                    1L,
                    null,
                    "the rating did not finish within " + limit.orElseThrow(),
                    Reports.microsSince(start));
        }
        if (!rating.solved()) {
            return new Refused(
                    ResultStatus.STUCK,
                    1L,
                    rating.steps(),
                    "logic stops after " + rating.steps() + " steps: the techniques cannot finish",
                    Reports.microsSince(start));
        }
        return new Rated(verdict.solution().orElseThrow(), rating, Reports.microsSince(start));
    }
}
