package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * Clusters of one digit's strongly linked candidates, each coloured in two opposite colours: in each
 * cluster one colour is all true and the other all false (Simple Colouring, Multi-Colouring).
 *
 * @param colours the cells of each colour; entries 2i and 2i+1 are the two colours of cluster i
 */
public record ColouringStep(
        TechniqueId technique,
        int digit,
        List<List<Integer>> colours,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public ColouringStep {
        Objects.requireNonNull(technique, "technique");
        colours = colours.stream().map(List::copyOf).toList();
        if (colours.isEmpty() || colours.size() % 2 != 0) {
            throw new IllegalArgumentException("colours come in opposite pairs, got " + colours.size());
        }
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitColouring(this);
    }
}
