package dev.sudoku.photo;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Makes a reading a proper puzzle with the exact solver: when the first guesses break a rule or give no
 * or several solutions, tries the next guesses at the least confident cells until the grid has exactly
 * one solution.
 *
 * <p>The search is uniform-cost over sets of changes: a change costs {@code ln(p(first) / p(alternative))}
 * at its cell, a set costs the sum, so the first set found that gives one solution is the most probable
 * reading the classifier allows. Sets hold at most {@link #MAX_CHANGES} changes, alternatives less than
 * {@link #MAX_RATIO} times less probable than the first, and the search stops after {@link #MAX_TRIES}
 * solver calls, keeping the first reading: a few milliseconds at worst for 9x9.
 */
final class Repairer {
    static final int MAX_CHANGES = 3;
    static final double MAX_RATIO = 1e4;
    static final int MAX_TRIES = 2000;
    /** Only the cheapest alternatives are tried: a photo read badly in more places is not repaired. */
    static final int MAX_ALTERNATIVES = 40;

    private final ExactSolver solver;

    Repairer(ExactSolver solver) {
        this.solver = solver;
    }

    /** The repaired values and the changes made, and the solver's verdict on them. */
    record Result(int[] values, List<Repair> repairs, SolveResult verdict) {}

    private record Change(int cell, int digit, double cost) {}

    private record Candidate(double cost, int[] changes) {}

    Result repair(BoxShape shape, List<List<Guess>> guesses) {
        int[] first = new int[guesses.size()];
        for (int i = 0; i < first.length; i++) {
            first[i] = guesses.get(i).get(0).digit();
        }
        SolveResult firstVerdict = solve(shape, first);
        if (firstVerdict.status() == Status.SOLVED) {
            return new Result(first, List.of(), firstVerdict);
        }
        List<Change> changes = changes(guesses);
        PriorityQueue<Candidate> queue = new PriorityQueue<>(Comparator.comparingDouble(Candidate::cost));
        for (int c = 0; c < changes.size(); c++) {
            queue.add(new Candidate(changes.get(c).cost(), new int[] {c}));
        }
        int tries = 0;
        while (!queue.isEmpty() && tries < MAX_TRIES) {
            Candidate next = queue.poll();
            int[] values = first.clone();
            boolean clash = false;
            for (int c : next.changes()) {
                Change change = changes.get(c);
                clash |= values[change.cell()] != first[change.cell()];
                values[change.cell()] = change.digit();
            }
            if (clash) {
                continue;
            }
            tries++;
            SolveResult verdict = solve(shape, values);
            if (verdict.status() == Status.SOLVED) {
                List<Repair> repairs = new ArrayList<>();
                for (int c : next.changes()) {
                    Change change = changes.get(c);
                    repairs.add(new Repair(change.cell(), first[change.cell()], change.digit()));
                }
                repairs.sort(Comparator.comparingInt(Repair::cell));
                return new Result(values, repairs, verdict);
            }
            if (next.changes().length < MAX_CHANGES) {
                int last = next.changes()[next.changes().length - 1];
                for (int c = last + 1; c < changes.size(); c++) {
                    int[] more = java.util.Arrays.copyOf(next.changes(), next.changes().length + 1);
                    more[more.length - 1] = c;
                    queue.add(new Candidate(next.cost() + changes.get(c).cost(), more));
                }
            }
        }
        return new Result(first, List.of(), firstVerdict);
    }

    private static List<Change> changes(List<List<Guess>> guesses) {
        List<Change> changes = new ArrayList<>();
        for (int cell = 0; cell < guesses.size(); cell++) {
            List<Guess> options = guesses.get(cell);
            double top = options.get(0).probability();
            for (int k = 1; k < options.size(); k++) {
                Guess g = options.get(k);
                if (g.probability() > 0 && top / g.probability() < MAX_RATIO) {
                    changes.add(new Change(cell, g.digit(), Math.log(top / g.probability())));
                }
            }
        }
        changes.sort(Comparator.comparingDouble(Change::cost));
        return changes.subList(0, Math.min(changes.size(), MAX_ALTERNATIVES));
    }

    private SolveResult solve(BoxShape shape, int[] values) {
        return solver.solve(Grid.of(shape, values), SolveLimits.UNIQUENESS);
    }
}
