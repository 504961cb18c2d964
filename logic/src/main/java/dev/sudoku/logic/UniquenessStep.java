package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A deadly pattern that a unique puzzle must avoid: cells of a rectangle or loop that would otherwise hold
 * only the same two digits, in two interchangeable ways (Unique Rectangles and Loops, Hidden Rectangle,
 * Avoidable Rectangles). The steps are sound only for puzzles with exactly one solution.
 *
 * @param digits the two digits of the deadly pattern
 * @param loop the cells of the rectangle or loop, in loop order
 * @param extraCells the cells whose other candidates break the pattern (a type 3 subset's cells included)
 */
public record UniquenessStep(
        TechniqueId technique,
        List<Integer> digits,
        List<Integer> loop,
        List<Integer> extraCells,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public UniquenessStep {
        Objects.requireNonNull(technique, "technique");
        digits = List.copyOf(digits);
        loop = List.copyOf(loop);
        extraCells = List.copyOf(extraCells);
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitUniqueness(this);
    }
}
