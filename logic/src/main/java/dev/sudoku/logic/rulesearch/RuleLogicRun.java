package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.classic.LogicStatus;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * What the first run of logic from the givens did, before any guess or combination.
 *
 * @param status SOLVED, STUCK or CONTRADICTION
 * @param values the values reached, one per cell of the rule set, 0 for empty
 * @param candidates the candidates reached, one mask per cell (bit d-1 for digit d), 0 for a filled cell
 * @param contradiction what is impossible in the position reached (or the rule the givens break), naming
 *     the cell, house, cage or pair; empty when nothing is
 * @param steps singles placed and narrowing steps applied (cage sums, consecutive pairs, locked candidates)
 * @param cycles sweeps that placed something
 */
public record RuleLogicRun(
        LogicStatus status, int[] values, int[] candidates, Optional<String> contradiction, int steps, int cycles) {
    public RuleLogicRun {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(contradiction, "contradiction");
        values = values.clone();
        candidates = candidates.clone();
        if (candidates.length != values.length) {
            throw new IllegalArgumentException(
                    "one candidate mask per cell: " + candidates.length + " for " + values.length + " cells");
        }
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public int[] candidates() {
        return candidates.clone();
    }

    // A record compares and prints its arrays by identity: they are compared element by element here, the
    // values printed as digits and the candidate masks as numbers.
    @Override
    public boolean equals(Object other) {
        return other instanceof RuleLogicRun run
                && status == run.status
                && Arrays.equals(values, run.values)
                && Arrays.equals(candidates, run.candidates)
                && contradiction.equals(run.contradiction)
                && steps == run.steps
                && cycles == run.cycles;
    }

    @Override
    public int hashCode() {
        return Objects.hash(status, Arrays.hashCode(values), Arrays.hashCode(candidates), contradiction, steps, cycles);
    }

    @Override
    public String toString() {
        return "RuleLogicRun[status=" + status + ", values=" + VariantText.line(values) + ", candidates="
                + Arrays.toString(candidates) + ", contradiction=" + contradiction.orElse("none") + ", steps=" + steps
                + ", cycles=" + cycles + "]";
    }

    static RuleLogicRun of(RuleLogic.Run run, RulePosition position) {
        return new RuleLogicRun(
                run.status(),
                position.values(),
                position.candidateMasks(),
                Optional.ofNullable(run.contradiction()),
                run.steps(),
                run.cycles());
    }
}
