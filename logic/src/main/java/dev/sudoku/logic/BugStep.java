package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * Bivalue Universal Grave: with its extra candidates removed, every empty cell would hold two digits and
 * every digit two places per house, a grid with two or no solutions; so one extra candidate is true. Sound
 * only for puzzles with exactly one solution.
 *
 * <p>Type 3 treats the extras as one more cell of a naked subset: {@code subsetCells} plus the BUG cells
 * hold exactly the digits {@code subsetDigits}. Sudoku Explainer rates it by the subset's size, which is
 * {@code subsetDigits.size()} (the naked set's digit count), so a rater needs nothing else.
 *
 * @param extras the candidates outside the grave, at least one of which is true (BUG cell by BUG cell, in
 *     the order the scan met them, digits ascending)
 * @param house the house the pattern uses (type 3: the subset's house; type 4: the house both BUG cells
 *     share), or -1 (types 1 and 2)
 * @param subsetCells type 3: the cells that form the naked subset with the BUG cells; empty otherwise
 * @param subsetDigits type 3: the subset's digits, ascending; empty otherwise
 */
public record BugStep(
        TechniqueId technique,
        List<Candidate> extras,
        int house,
        List<Integer> subsetCells,
        List<Integer> subsetDigits,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public BugStep {
        Objects.requireNonNull(technique, "technique");
        if (house < -1) {
            throw new IllegalArgumentException("house must be -1 or a house index, got " + house);
        }
        extras = List.copyOf(extras);
        subsetCells = List.copyOf(subsetCells);
        subsetDigits = List.copyOf(subsetDigits);
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    /** A step that names no house and no subset (types 1 and 2). */
    public BugStep(
            TechniqueId technique,
            List<Candidate> extras,
            List<Placement> placements,
            List<Candidate> eliminations,
            List<Highlight> highlights) {
        this(technique, extras, -1, List.of(), List.of(), placements, eliminations, highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitBug(this);
    }
}
