package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Solves a puzzle of any rule set by logic alone: repeatedly takes the first step of the easiest
 * technique of its catalogue that finds one, until the grid is full or no technique finds a step.
 *
 * <p>Cost: one step scans the techniques from the easiest, so easy steps are cheap; a samurai's
 * locked-candidates scan reads its some 17,000 house pairs. Within a {@link SearchBudget}, each technique's
 * scan starts with a check of it, so a rating or a hint stops (SearchCancelledException) when it runs out.
 */
public final class RuleLogicalSolver {
    private final RuleCatalogue catalogue;

    public RuleLogicalSolver(RuleCatalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
    }

    public RuleCatalogue catalogue() {
        return catalogue;
    }

    /** The next step: the first of the easiest technique that has one. */
    public Optional<Step> nextStep(RuleGrid grid) {
        for (RuleCatalogue.Entry entry : catalogue.entries()) {
            // Within a budget (a web request) a long scan stops between techniques.
            SearchBudget.check();
            Optional<Step> step = entry.technique().find(grid);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /** The path of a puzzle: its steps in order and the grid where it ended, full or stuck. */
    public RulePath solve(VariantPuzzle puzzle) {
        RuleGrid grid = RuleGrid.fromPuzzle(puzzle);
        List<Step> steps = new ArrayList<>();
        while (!grid.isSolved()) {
            Optional<Step> step = nextStep(grid);
            if (step.isEmpty() || !grid.apply(step.get())) {
                break;
            }
            steps.add(step.get());
        }
        return new RulePath(steps, grid);
    }
}
