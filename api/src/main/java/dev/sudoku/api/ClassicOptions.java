package dev.sudoku.api;

import dev.sudoku.logic.Catalogue;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How a classic mode runs.
 *
 * @param mode logic only, guessing or the bivalue search
 * @param catalogue the techniques of the logic, in order
 * @param maxWork the most guesses (guessing) or value combinations (bivalue search) per puzzle
 * @param depth the bivalue depth asked for; empty for the default, depth 2 retried at 4 when it finds
 *     nothing (the applet's way). A depth asked for is searched to and no further.
 * @param trace whether the guess log is reported
 * @param limit the time budget of each puzzle, empty for none
 */
public record ClassicOptions(
        ClassicMode mode,
        Catalogue catalogue,
        long maxWork,
        OptionalInt depth,
        boolean trace,
        Optional<TimeLimit> limit) {
    /** The deepest bivalue search: combinations of up to eight cells. */
    public static final int MAX_DEPTH = 8;

    public ClassicOptions {
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(catalogue, "catalogue");
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(limit, "limit");
        checkBudget(maxWork, depth);
    }

    /**
     * Checks the bounds the classic modes share on classic and variant puzzles alike: a positive work
     * budget and a bivalue depth from 1 to 8.
     */
    static void checkBudget(long maxWork, OptionalInt depth) {
        if (maxWork < 1) {
            throw new IllegalArgumentException("the work budget must be positive, got " + maxWork);
        }
        if (depth.isPresent() && (depth.getAsInt() < 1 || depth.getAsInt() > MAX_DEPTH)) {
            throw new IllegalArgumentException(
                    "the depth must be between 1 and " + MAX_DEPTH + ", got " + depth.getAsInt());
        }
    }
}
