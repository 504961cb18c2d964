package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rating.RatingTally;
import java.util.Optional;

/**
 * Rates a rule-set puzzle as Sudoku Explainer rates a classic one, over the rule-set solver's path: ER is
 * the hardest step, EP the hardest up to the first step that places a digit, ED the first step; 20.0
 * when the techniques get stuck. Each step's difficulty is SE's for the same technique
 * ({@link RuleCatalogue#DEFAULT}), so a variant rated 2.6 needed pointing, as a classic one would.
 */
public final class RuleRater {
    private final RuleLogicalSolver solver;

    public RuleRater(RuleCatalogue catalogue) {
        this.solver = new RuleLogicalSolver(catalogue);
    }

    public Rating rate(VariantPuzzle puzzle) {
        RuleGrid grid = RuleGrid.fromPuzzle(puzzle);
        RatingTally tally = new RatingTally();
        while (!grid.isSolved()) {
            Optional<Step> next = solver.nextStep(grid);
            if (next.isEmpty()) {
                return tally.stuck();
            }
            if (!grid.apply(next.get())) {
                throw new IllegalStateException("a step changed nothing, so the rating would loop: " + next.get());
            }
            tally.add(next.get(), solver.catalogue().difficulty(next.get()));
        }
        return tally.solved();
    }
}
