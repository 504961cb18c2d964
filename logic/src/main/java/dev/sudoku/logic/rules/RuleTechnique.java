package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;

/**
 * A technique that works on the houses of any rule set. Stateless: it reads the grid and returns the
 * first step it finds, leaving the grid as it was.
 */
public interface RuleTechnique {
    /** The kind of step this technique finds, which decides its rating and place in the order. */
    TechniqueId id();

    /** The first step found in a fixed scan order (houses, then digits, then cells), or empty. */
    Optional<Step> find(RuleGrid grid);
}
