package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * Aligned exclusion: base cells whose value combinations are each ruled out, either because two of them
 * see each other and would hold the same digit, or because the combination would take every candidate of
 * an excluder (a cell seeing all base cells). A base cell's digit that appears in no allowed combination
 * is eliminated (Aligned Pair and Triplet Exclusion).
 *
 * @param cells the base cells, in the order the scan took them
 * @param excluders the excluders common to all base cells, in the first base cell's peer order
 */
public record ExclusionStep(
        TechniqueId technique,
        List<Integer> cells,
        List<Integer> excluders,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public ExclusionStep {
        Objects.requireNonNull(technique, "technique");
        cells = List.copyOf(cells);
        excluders = List.copyOf(excluders);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitExclusion(this);
    }
}
