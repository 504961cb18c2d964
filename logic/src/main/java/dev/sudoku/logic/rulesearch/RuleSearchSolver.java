package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.GuessTotals;
import dev.sudoku.logic.classic.LogicStatus;
import dev.sudoku.logic.classic.SearchStatus;
import java.util.List;
import java.util.Optional;

/**
 * The classic solvers' modes on any rule set: logic alone, logic then guessing with its log, and logic
 * then the bivalue search. They follow the classic modes' rules and report in their terms ({@link
 * LogicStatus}, {@link dev.sudoku.logic.classic.GuessEntry}, {@link GuessTotals}, {@link
 * dev.sudoku.logic.classic.BivalueRun}, {@link SearchStatus}); the logic is {@link RuleLogic}'s singles
 * over every house, cage sums, consecutive pairs and locked candidates, so every variant is played.
 *
 * <p>Cooperative with {@link dev.sudoku.logic.SearchBudget}: every run of logic checks the time budget.
 * Stateless and thread-safe; each call builds the tables of its rule set (microseconds, against
 * milliseconds of search).
 *
 * <p>When not to use: to prove a puzzle unique, use core's {@code RuleSolver}, which counts solutions;
 * these modes stop at the first solution (guessing) or at the first depth that reaches one (bivalue).
 */
public final class RuleSearchSolver {
    /**
     * Logic alone from the givens: SOLVED, STUCK (the values and candidates reached) or CONTRADICTION
     * (naming the cell, house, cage or pair; or the rule the givens break, before any logic runs).
     */
    public RuleLogicRun logic(VariantPuzzle puzzle) {
        return start(puzzle).logic;
    }

    /**
     * Logic, then guessing where logic gets stuck, up to {@code maxGuesses} guesses (then
     * LIMIT_REACHED). Givens that break a rule give INVALID, with the rule in {@link
     * RuleLogicRun#contradiction()}.
     */
    public RuleGuessResult guess(VariantPuzzle puzzle, long maxGuesses) {
        if (maxGuesses < 0) {
            throw new IllegalArgumentException("maxGuesses must not be negative, got " + maxGuesses);
        }
        Start start = start(puzzle);
        if (start.logic.status() != LogicStatus.STUCK) {
            Optional<int[]> solution =
                    start.logic.status() == LogicStatus.SOLVED ? Optional.of(start.logic.values()) : Optional.empty();
            GuessTotals none = new GuessTotals(0, 0, 0, 0, 0, start.logic.steps(), start.logic.cycles());
            return new RuleGuessResult(start.status(), solution, start.logic, List.of(), none);
        }
        return new RuleGuessSearch(maxGuesses).solve(start.logic, start.position);
    }

    /**
     * Logic, then the bivalue search where logic gets stuck, with {@code options}' depths, combination
     * budget and trace length ({@link BivalueOptions#uniqueness()} and {@link BivalueOptions#maxKept()}
     * do not apply: this logic has no uniqueness techniques).
     */
    public RuleBivalueResult bivalue(VariantPuzzle puzzle, BivalueOptions options) {
        Start start = start(puzzle);
        if (start.logic.status() != LogicStatus.STUCK) {
            List<int[]> solutions =
                    start.logic.status() == LogicStatus.SOLVED ? List.of(start.logic.values()) : List.of();
            return new RuleBivalueResult(
                    start.status(),
                    start.logic,
                    List.of(),
                    List.of(),
                    solutions,
                    start.logic.steps(),
                    start.logic.cycles(),
                    List.of());
        }
        return new RuleBivalueSearch(options, start.position).search(start.logic);
    }

    /** The first run of logic from the givens, and the position it reached. */
    private record Start(RuleLogicRun logic, RulePosition position, boolean invalid) {
        SearchStatus status() {
            if (invalid) {
                return SearchStatus.INVALID;
            }
            return logic.status() == LogicStatus.SOLVED ? SearchStatus.SOLVED : SearchStatus.NO_SOLUTION;
        }
    }

    private static Start start(VariantPuzzle puzzle) {
        RulePosition position = RulePosition.of(new RuleTables(puzzle.rules()), puzzle);
        Optional<String> conflict = puzzle.conflict();
        if (conflict.isPresent()) {
            RuleLogicRun broken = new RuleLogicRun(
                    LogicStatus.CONTRADICTION, puzzle.givens(), position.candidateMasks(), conflict, 0, 0);
            return new Start(broken, position, true);
        }
        RuleLogic.Run run = RuleLogic.run(position);
        return new Start(RuleLogicRun.of(run, position), position, false);
    }
}
