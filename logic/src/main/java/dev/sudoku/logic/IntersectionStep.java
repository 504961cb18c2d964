package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A digit confined, inside {@code sourceHouse}, to its intersection with {@code targetHouse}, so it
 * leaves the rest of the target house: pointing (source is a box) or claiming (source is a line). The
 * direct variants also place the hidden single the eliminations create.
 *
 * <p>A common peer step (rule sets) has no target house ({@code targetHouse} -1): the digit's places in
 * the source house all see each cell that loses it.
 */
public record IntersectionStep(
        TechniqueId technique,
        int digit,
        int sourceHouse,
        int targetHouse,
        List<Candidate> eliminations,
        List<Placement> placements,
        List<Highlight> highlights)
        implements Step {
    public IntersectionStep {
        Objects.requireNonNull(technique, "technique");
        eliminations = List.copyOf(eliminations);
        placements = List.copyOf(placements);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitIntersection(this);
    }
}
