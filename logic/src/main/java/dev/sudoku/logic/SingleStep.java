package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A digit placed because it is the only one left: the last cell of a house (full house), the only place
 * in a house (hidden single) or the only candidate of a cell (naked single).
 *
 * @param house the house that forces the digit, or -1 for a naked single
 */
public record SingleStep(TechniqueId technique, int cell, int digit, int house) implements Step {
    public SingleStep {
        Objects.requireNonNull(technique, "technique");
    }

    @Override
    public List<Placement> placements() {
        return List.of(new Placement(cell, digit));
    }

    @Override
    public List<Candidate> eliminations() {
        return List.of();
    }

    @Override
    public List<Highlight> highlights() {
        return List.of(new Highlight(cell, digit, Role.PLACED));
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitSingle(this);
    }
}
