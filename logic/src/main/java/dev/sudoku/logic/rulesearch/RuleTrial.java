package dev.sudoku.logic.rulesearch;

import dev.sudoku.logic.Placement;
import dev.sudoku.logic.classic.LogicStatus;
import java.util.List;
import java.util.Objects;

/**
 * One combination of the bivalue search on a rule set, as traced.
 *
 * @param assignment the two-candidate cells fixed and their values, in cell order
 * @param status SOLVED, STUCK or CONTRADICTION: where logic ended after fixing them
 * @param lastCandidates the two candidates of the cell fixed last, ascending, as they were where logic got
 *     stuck
 */
public record RuleTrial(List<Placement> assignment, LogicStatus status, List<Integer> lastCandidates) {
    public RuleTrial {
        assignment = List.copyOf(assignment);
        Objects.requireNonNull(status, "status");
        lastCandidates = List.copyOf(lastCandidates);
    }
}
