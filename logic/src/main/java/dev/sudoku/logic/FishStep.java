package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A digit whose places in k base lines all lie in k cover lines, so it leaves the rest of the cover
 * lines. Fins (cells outside the cover lines that a finned fish tolerates) are empty for basic fish.
 */
public record FishStep(
        TechniqueId technique,
        int digit,
        List<Integer> baseHouses,
        List<Integer> coverHouses,
        List<Integer> fins,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public FishStep {
        Objects.requireNonNull(technique, "technique");
        baseHouses = List.copyOf(baseHouses);
        coverHouses = List.copyOf(coverHouses);
        fins = List.copyOf(fins);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public List<Placement> placements() {
        return List.of();
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitFish(this);
    }
}
