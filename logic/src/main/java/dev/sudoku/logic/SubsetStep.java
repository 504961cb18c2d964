package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * k cells of a house that hold exactly k digits between them (naked), or k digits of a house that fit
 * only in k cells (hidden). Direct hidden sets also place the hidden single they create.
 */
public record SubsetStep(
        TechniqueId technique,
        int house,
        List<Integer> digits,
        List<Integer> cells,
        List<Candidate> eliminations,
        List<Placement> placements,
        List<Highlight> highlights)
        implements Step {
    public SubsetStep {
        Objects.requireNonNull(technique, "technique");
        digits = List.copyOf(digits);
        cells = List.copyOf(cells);
        eliminations = List.copyOf(eliminations);
        placements = List.copyOf(placements);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitSubset(this);
    }
}
