package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * Almost locked sets linked by restricted common digits (a digit all of whose places in two sets see each
 * other, so at most one set holds it): ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom. Sue de Coq has
 * the same shape: a core of cells where a row or column crosses a box, and one set in the line and one in
 * the box.
 *
 * <ul>
 *   <li>ALS-XZ: {@code sets} = A, B; one link, the restricted commons of A and B (two when doubly linked).
 *   <li>ALS-XY-Wing: {@code sets} = A, B, C; two links, those of A and C, then those of B and C.
 *   <li>ALS-XY-Chain: {@code sets} = A1 .. An in chain order; n - 1 links, the restricted commons each
 *       link uses (its own less those the previous link used).
 *   <li>Death Blossom: {@code sets} = the petals, one link per petal holding the stem digit it answers.
 *   <li>Sue de Coq: {@code sets} = the core, the line set, the box set; no links.
 * </ul>
 *
 * @param links the restricted common digits of each link, in the order above
 * @param zDigits the digits eliminated, ascending
 * @param stem the Death Blossom's stem cell, -1 for the other techniques
 */
public record AlsStep(
        TechniqueId technique,
        List<AlmostLockedSet> sets,
        List<List<Integer>> links,
        List<Integer> zDigits,
        int stem,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public AlsStep {
        Objects.requireNonNull(technique, "technique");
        sets = List.copyOf(sets);
        links = links.stream().map(List::copyOf).toList();
        zDigits = List.copyOf(zDigits);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitAls(this);
    }
}
