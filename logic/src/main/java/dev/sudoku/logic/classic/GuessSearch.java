package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * Depth-first guessing on top of classic logic; see {@link ClassicSolver#guess} for the rules.
 *
 * <p>Each open guess point keeps a copy of the position it was made on (O(N^2) memory per nesting level),
 * so a roll-back restores a copy instead of undoing steps.
 */
final class GuessSearch {
    private final SweepEngine engine;
    private final long maxGuesses;

    GuessSearch(SweepEngine engine, long maxGuesses) {
        this.engine = engine;
        this.maxGuesses = maxGuesses;
    }

    /** A guess point: a stuck position, its chosen cell and the values not yet tried there. */
    private static final class Frame {
        final CandidateGrid position;
        final int cell;
        final long candidates;
        final int parentGuess;
        final int depth;
        final List<Step> stepsToHere;
        long untried;

        Frame(CandidateGrid position, int parentGuess, int depth, List<Step> stepsToHere) {
            this.position = position;
            this.cell = fewestCandidates(position);
            this.candidates = position.candidates(cell);
            this.untried = candidates;
            this.parentGuess = parentGuess;
            this.depth = depth;
            this.stepsToHere = stepsToHere;
        }
    }

    GuessResult solve(
            Grid puzzle,
            ClassicLogicResult logic,
            CandidateGrid stuck,
            Uniqueness uniqueness,
            List<TechniqueId> switchedOff) {
        List<GuessEntry> log = new ArrayList<>();
        long steps = logic.steps().size();
        long cycles = logic.cycles();
        long rollBacks = 0;
        boolean rollBackPending = false;
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(stuck, 0, 1, logic.steps()));
        SearchStatus status = SearchStatus.NO_SOLUTION;
        Grid solution = null;
        List<Step> path = List.of();
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
            int digit = Masks.firstDigit(frame.untried);
            frame.untried &= ~Masks.bit(digit);
            if (rollBackPending) {
                rollBacks++;
                rollBackPending = false;
            }
            int number = log.size() + 1;
            log.add(GuessEntry.of(
                    number,
                    frame.parentGuess,
                    frame.depth,
                    frame.cell,
                    puzzle.size(),
                    digit,
                    digits(frame.candidates)));
            CandidateGrid grid = frame.position.copy();
            grid.place(frame.cell, digit);
            List<Step> after = new ArrayList<>();
            SweepEngine.Run run = engine.run(grid, after);
            steps += run.steps();
            cycles += run.cycles();
            if (run.status() == LogicStatus.SOLVED) {
                log.set(number - 1, log.get(number - 1).with(GuessOutcome.KEPT, run.steps(), run.cycles()));
                path = keepPath(stack, log, after);
                status = SearchStatus.SOLVED;
                solution = grid.toGrid();
                break;
            }
            if (run.status() == LogicStatus.CONTRADICTION) {
                log.set(number - 1, log.get(number - 1).with(GuessOutcome.CONTRADICTION, run.steps(), run.cycles()));
                rollBackPending = true;
                continue;
            }
            log.set(number - 1, log.get(number - 1).with(GuessOutcome.ABANDONED, run.steps(), run.cycles()));
            stack.push(new Frame(grid, number, frame.depth + 1, after));
        }
        long kept = log.stream().filter(e -> e.outcome() == GuessOutcome.KEPT).count();
        long contradicted = log.stream()
                .filter(e -> e.outcome() == GuessOutcome.CONTRADICTION)
                .count();
        GuessTotals totals = new GuessTotals(
                log.size(), kept, contradicted, log.size() - kept - contradicted, rollBacks, steps, cycles);
        return new GuessResult(
                status, Optional.ofNullable(solution), logic, path, log, totals, uniqueness, switchedOff);
    }

    /** Marks the open guesses KEPT and joins the steps from the givens to the solution. */
    private static List<Step> keepPath(Deque<Frame> stack, List<GuessEntry> log, List<Step> last) {
        List<Step> path = new ArrayList<>();
        for (Iterator<Frame> it = stack.descendingIterator(); it.hasNext(); ) {
            Frame frame = it.next();
            if (frame.parentGuess != 0) {
                log.set(frame.parentGuess - 1, log.get(frame.parentGuess - 1).with(GuessOutcome.KEPT));
            }
            path.addAll(frame.stepsToHere);
        }
        path.addAll(last);
        return path;
    }

    /** The empty cell with the fewest candidates; ties go to the lowest row, then the lowest column. */
    static int fewestCandidates(CandidateGrid grid) {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (!grid.isEmpty(cell)) {
                continue;
            }
            int count = Masks.count(grid.candidates(cell));
            if (count < bestCount) {
                best = cell;
                bestCount = count;
            }
        }
        return best;
    }

    static List<Integer> digits(long mask) {
        List<Integer> digits = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Masks.firstDigit(rest));
        }
        return digits;
    }
}
