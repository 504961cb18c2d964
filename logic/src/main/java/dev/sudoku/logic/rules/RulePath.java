package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import java.util.List;

/**
 * A logical solve of a rule-set puzzle: the steps taken and the grid they left, full when solved and
 * otherwise stuck with its remaining candidates.
 */
public record RulePath(List<Step> steps, RuleGrid grid) {
    public RulePath {
        steps = List.copyOf(steps);
    }

    public boolean solved() {
        return grid.isSolved();
    }
}
