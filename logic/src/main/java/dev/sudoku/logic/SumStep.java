package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * Cells whose digits add up to a known sum: a killer cage's cells (Cage Combination), or the innies or
 * outies of whole houses, whose sum the 45 rule gives (Innies and Outies). A candidate that appears in no
 * way of filling the cells with that sum, no digit twice where two cells see each other, is eliminated.
 *
 * @param cells the empty cells that share the sum, ascending
 * @param sum what the digits of {@code cells} add up to (the digits already placed taken off)
 * @param houses the houses whose 45 rule gave the sum, in house order; empty for a cage
 */
public record SumStep(
        TechniqueId technique,
        List<Integer> cells,
        int sum,
        List<Integer> houses,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public SumStep {
        Objects.requireNonNull(technique, "technique");
        cells = List.copyOf(cells);
        houses = List.copyOf(houses);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitSum(this);
    }
}
