package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.classic.GuessEntry;
import dev.sudoku.logic.classic.GuessTotals;
import dev.sudoku.logic.classic.SearchStatus;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The answer of a guessing solve on a rule set, in the classic guessing mode's terms.
 *
 * @param status SOLVED, NO_SOLUTION, INVALID or LIMIT_REACHED
 * @param solution the first solution found, one digit per cell, when SOLVED
 * @param logic what logic found from the givens, before any guess
 * @param guesses the guess log in the order the guesses were made, cells named by their canvas place
 * @param totals counts of guesses and of the work done
 */
public record RuleGuessResult(
        SearchStatus status,
        Optional<int[]> solution,
        RuleLogicRun logic,
        List<GuessEntry> guesses,
        GuessTotals totals) {
    public RuleGuessResult {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(logic, "logic");
        Objects.requireNonNull(totals, "totals");
        solution = solution.map(int[]::clone);
        guesses = List.copyOf(guesses);
    }

    @Override
    public Optional<int[]> solution() {
        return solution.map(int[]::clone);
    }

    // A record compares and prints its array by identity: the solution is compared digit by digit here,
    // and printed as its digits.
    @Override
    public boolean equals(Object other) {
        return other instanceof RuleGuessResult result
                && status == result.status
                && Arrays.equals(solution.orElse(null), result.solution.orElse(null))
                && logic.equals(result.logic)
                && guesses.equals(result.guesses)
                && totals.equals(result.totals);
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, Arrays.hashCode(solution.orElse(null)), logic, guesses, totals);
    }

    @Override
    public String toString() {
        return "RuleGuessResult[status=" + status + ", solution="
                + solution.map(VariantText::line).orElse("none") + ", logic=" + logic + ", guesses=" + guesses
                + ", totals=" + totals + "]";
    }
}
