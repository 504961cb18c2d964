package dev.sudoku.api;

import dev.sudoku.api.json.GuessJson;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.classic.GuessEntry;
import dev.sudoku.logic.classic.LogicStatus;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * The {@code trace} field of the search modes, classic and variant alike: the guess log, and the bivalue
 * combinations drawn as a tree in the guess log's shape so that one picture serves both searches.
 */
final class TraceNodes {
    private TraceNodes() {}

    /**
     * One combination as the tree needs it.
     *
     * @param assignment the cells fixed and their values, in cell order
     * @param lastCell the cell fixed last, as {@code r1c1}
     * @param lastCandidates that cell's two candidates where logic got stuck
     * @param status where logic ended
     */
    record Combination(List<Placement> assignment, String lastCell, List<Integer> lastCandidates, LogicStatus status) {}

    /** The guess log, digits written by {@code symbol}. */
    static List<GuessJson> guesses(List<GuessEntry> log, IntFunction<String> symbol) {
        return log.stream()
                .map(g -> new GuessJson(
                        g.number(),
                        g.parent() == 0 ? null : g.parent(),
                        g.cellName(),
                        symbol.apply(g.value()),
                        g.candidates().stream().map(symbol::apply).toList(),
                        g.outcome().name()))
                .toList();
    }

    /**
     * The combinations as a tree: a combination's node hangs under the combination of its cells but the
     * last (tried in the run before, or in the same run for a retry's first size, when it was), its cell
     * and value are the last cell fixed, and its outcome is KEPT for a solution, CONTRADICTION when
     * refuted, ABANDONED when logic stopped without either.
     */
    static List<GuessJson> combinations(List<Combination> trials, IntFunction<String> symbol) {
        Map<List<Placement>, Integer> numbers = new HashMap<>();
        List<GuessJson> nodes = new ArrayList<>();
        for (Combination trial : trials) {
            int number = nodes.size() + 1;
            List<Placement> assignment = trial.assignment();
            numbers.put(assignment, number);
            Placement last = assignment.get(assignment.size() - 1);
            Integer parent = numbers.get(assignment.subList(0, assignment.size() - 1));
            String outcome =
                    switch (trial.status()) {
                        case SOLVED -> "KEPT";
                        case CONTRADICTION -> "CONTRADICTION";
                        default -> "ABANDONED";
                    };
            nodes.add(new GuessJson(
                    number,
                    parent,
                    trial.lastCell(),
                    symbol.apply(last.digit()),
                    trial.lastCandidates().stream().map(symbol::apply).toList(),
                    outcome));
        }
        return nodes;
    }
}
