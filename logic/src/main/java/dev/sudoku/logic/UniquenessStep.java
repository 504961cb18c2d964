package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A deadly pattern that a unique puzzle must avoid: cells of a rectangle or loop that would otherwise hold
 * only the same two digits, in two interchangeable ways (Unique Rectangles and Loops, Hidden Rectangle,
 * Avoidable Rectangles). The steps are sound only for puzzles with exactly one solution.
 *
 * <p>A rater reads the pattern's size from {@link #loop()} and, for type 3, the set size from
 * {@link #subset()}; both change SE's difficulty.
 *
 * @param digits the two digits of the deadly pattern
 * @param loop the cells of the rectangle or loop, in loop order (an avoidable rectangle's solved cells
 *     included)
 * @param extraCells the loop cells whose other candidates break the pattern
 * @param subset for type 3, the naked or hidden set the extra cells form with other cells of a house
 */
public record UniquenessStep(
        TechniqueId technique,
        List<Integer> digits,
        List<Integer> loop,
        List<Integer> extraCells,
        Optional<Subset> subset,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public UniquenessStep {
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(subset, "subset");
        digits = List.copyOf(digits);
        loop = List.copyOf(loop);
        extraCells = List.copyOf(extraCells);
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    /**
     * The set of a type 3 step. A naked set: the extra cells, seen as one cell holding their extra digits,
     * and {@code cells} hold exactly {@code digits}. A hidden set: {@code digits} (both pattern digits
     * among them) fit only in {@code cells} and one of the two extra cells.
     *
     * @param house the house holding the set and both extra cells
     * @param cells the set's cells other than the two extra cells
     */
    public record Subset(boolean hidden, int house, List<Integer> digits, List<Integer> cells) {
        public Subset {
            digits = List.copyOf(digits);
            cells = List.copyOf(cells);
        }
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitUniqueness(this);
    }
}
