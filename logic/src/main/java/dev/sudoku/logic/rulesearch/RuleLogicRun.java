package dev.sudoku.logic.rulesearch;

import dev.sudoku.logic.classic.LogicStatus;
import java.util.Objects;
import java.util.Optional;

/**
 * What the first run of logic from the givens did, before any guess or combination.
 *
 * @param status SOLVED, STUCK or CONTRADICTION
 * @param values the values reached, one per cell of the rule set, 0 for empty
 * @param contradiction what is impossible in the position reached (or the rule the givens break), naming
 *     the cell or house; empty when nothing is
 * @param steps singles placed and locked candidates applied
 * @param cycles sweeps that placed something
 */
public record RuleLogicRun(LogicStatus status, int[] values, Optional<String> contradiction, int steps, int cycles) {
    public RuleLogicRun {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(contradiction, "contradiction");
        values = values.clone();
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    static RuleLogicRun of(RuleLogic.Run run, RulePosition position) {
        return new RuleLogicRun(
                run.status(), position.values(), Optional.ofNullable(run.contradiction()), run.steps(), run.cycles());
    }
}
