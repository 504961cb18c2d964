package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The answer of a guessing solve.
 *
 * @param status SOLVED, NO_SOLUTION, INVALID or LIMIT_REACHED
 * @param solution the first solution found, when SOLVED; it keeps the givens and breaks no rule
 * @param logic what logic found from the givens, before any guess (for NO_SOLUTION and INVALID it holds
 *     the contradiction found, when logic found one)
 * @param pathSteps the logic steps on the way to the solution: those of {@code logic}, then those after
 *     each KEPT guess in order; empty unless SOLVED
 * @param guesses the guess log, in the order the guesses were made
 * @param totals counts of guesses and of the work done
 * @param uniqueness what the caller said about the puzzle; the solver never decides it, so
 *     {@link #notUnique()} is true only when the caller said NOT_UNIQUE
 * @param switchedOff the uniqueness techniques switched off because the puzzle was not known to be unique
 */
public record GuessResult(
        SearchStatus status,
        Optional<Grid> solution,
        ClassicLogicResult logic,
        List<Step> pathSteps,
        List<GuessEntry> guesses,
        GuessTotals totals,
        Uniqueness uniqueness,
        List<TechniqueId> switchedOff) {
    public GuessResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(logic, "logic");
        Objects.requireNonNull(totals, "totals");
        Objects.requireNonNull(uniqueness, "uniqueness");
        pathSteps = List.copyOf(pathSteps);
        guesses = List.copyOf(guesses);
        switchedOff = List.copyOf(switchedOff);
    }

    /** True only when the caller said the puzzle has several solutions. */
    public boolean notUnique() {
        return uniqueness == Uniqueness.NOT_UNIQUE;
    }
}
