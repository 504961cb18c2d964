package dev.sudoku.logic.rulesearch;

import dev.sudoku.logic.classic.GuessEntry;
import dev.sudoku.logic.classic.GuessOutcome;
import dev.sudoku.logic.classic.GuessTotals;
import dev.sudoku.logic.classic.LogicStatus;
import dev.sudoku.logic.classic.SearchStatus;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Depth-first guessing on top of {@link RuleLogic}, by the classic guessing mode's rules: guess on the
 * empty cell with the fewest candidates (the lowest cell, so the highest then leftmost on the canvas, on
 * ties), lowest digit first, run logic, and on a contradiction go back to the most recent guess with an
 * untried value; a guess logic can neither finish nor refute gets a nested guess.
 *
 * <p>Each open guess keeps a copy of its position (two int arrays of the cell count per nesting level).
 */
final class RuleGuessSearch {
    private final long maxGuesses;

    RuleGuessSearch(long maxGuesses) {
        this.maxGuesses = maxGuesses;
    }

    /** A guess point: a stuck position, its chosen cell and the values not yet tried there. */
    private static final class Frame {
        final RulePosition position;
        final int cell;
        final int candidates;
        final int parentGuess;
        final int depth;
        int untried;

        Frame(RulePosition position, int parentGuess, int depth) {
            this.position = position;
            this.cell = position.fewestCandidates();
            this.candidates = position.candidates(cell);
            this.untried = candidates;
            this.parentGuess = parentGuess;
            this.depth = depth;
        }
    }

    /** Guesses from {@code stuck}, the position logic reached from the givens. */
    RuleGuessResult solve(RuleLogicRun logic, RulePosition stuck) {
        List<GuessEntry> log = new ArrayList<>();
        long steps = logic.steps();
        long cycles = logic.cycles();
        long rollBacks = 0;
        boolean rollBackPending = false;
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(stuck, 0, 1));
        SearchStatus status = SearchStatus.NO_SOLUTION;
        int[] solution = null;
        while (!stack.isEmpty()) {
            Frame frame = stack.peek();
            if (frame.untried == 0) {
                // Every value failed here, so the guess that led here is wrong: it stays ABANDONED.
                stack.pop();
                continue;
            }
            if (log.size() >= maxGuesses) {
                status = SearchStatus.LIMIT_REACHED;
                break;
            }
            int digit = Integer.numberOfTrailingZeros(frame.untried) + 1;
            frame.untried &= ~RulePosition.bit(digit);
            if (rollBackPending) {
                rollBacks++;
                rollBackPending = false;
            }
            RulePosition position = frame.position.copy();
            position.place(frame.cell, digit);
            RuleLogic.Run run = RuleLogic.run(position);
            steps += run.steps();
            cycles += run.cycles();
            GuessOutcome outcome =
                    switch (run.status()) {
                        case SOLVED -> GuessOutcome.KEPT;
                        case CONTRADICTION -> GuessOutcome.CONTRADICTION;
                        case STUCK -> GuessOutcome.ABANDONED;
                    };
            log.add(entry(log.size() + 1, frame, digit, outcome, run));
            if (run.status() == LogicStatus.SOLVED) {
                keepOpenGuesses(stack, log);
                status = SearchStatus.SOLVED;
                solution = position.values();
                break;
            }
            if (run.status() == LogicStatus.CONTRADICTION) {
                rollBackPending = true;
            } else {
                stack.push(new Frame(position, log.size(), frame.depth + 1));
            }
        }
        long kept = count(log, GuessOutcome.KEPT);
        long contradicted = count(log, GuessOutcome.CONTRADICTION);
        GuessTotals totals = new GuessTotals(
                log.size(), kept, contradicted, log.size() - kept - contradicted, rollBacks, steps, cycles);
        return new RuleGuessResult(status, Optional.ofNullable(solution), logic, log, totals);
    }

    private static GuessEntry entry(int number, Frame frame, int digit, GuessOutcome outcome, RuleLogic.Run run) {
        return new GuessEntry(
                number,
                frame.parentGuess,
                frame.depth,
                frame.cell,
                frame.position.tables().rules().name(frame.cell),
                digit,
                digits(frame.candidates),
                outcome,
                run.steps(),
                run.cycles());
    }

    /** The guesses still open when the solution is found are on its path: they become KEPT. */
    private static void keepOpenGuesses(Deque<Frame> stack, List<GuessEntry> log) {
        for (Frame frame : stack) {
            if (frame.parentGuess != 0) {
                GuessEntry open = log.get(frame.parentGuess - 1);
                log.set(
                        frame.parentGuess - 1,
                        new GuessEntry(
                                open.number(),
                                open.parent(),
                                open.depth(),
                                open.cell(),
                                open.cellName(),
                                open.value(),
                                open.candidates(),
                                GuessOutcome.KEPT,
                                open.steps(),
                                open.cycles()));
            }
        }
    }

    private static long count(List<GuessEntry> log, GuessOutcome outcome) {
        return log.stream().filter(entry -> entry.outcome() == outcome).count();
    }

    /** The digits of a mask, ascending. */
    static List<Integer> digits(int mask) {
        List<Integer> digits = new ArrayList<>();
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Integer.numberOfTrailingZeros(rest) + 1);
        }
        return digits;
    }
}
