package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * Bivalue Universal Grave: with its extra candidates removed, every empty cell would hold two digits and
 * every digit two places per house, a grid with two or no solutions; so one extra candidate is true. Sound
 * only for puzzles with exactly one solution.
 *
 * @param extras the candidates outside the grave, at least one of which is true
 */
public record BugStep(
        TechniqueId technique,
        List<Candidate> extras,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public BugStep {
        Objects.requireNonNull(technique, "technique");
        extras = List.copyOf(extras);
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitBug(this);
    }
}
