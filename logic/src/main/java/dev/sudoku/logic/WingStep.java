package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A pivot cell and pincer cells it sees, whose candidates force one digit into some pincer (or the pivot),
 * so every cell that sees all of them loses that digit (XY-Wing, XYZ-Wing).
 *
 * @param digits the wing's digits, the eliminated one last (x, y, z)
 * @param digit the digit eliminated
 */
public record WingStep(
        TechniqueId technique,
        int pivot,
        List<Integer> pincers,
        List<Integer> digits,
        int digit,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public WingStep {
        Objects.requireNonNull(technique, "technique");
        pincers = List.copyOf(pincers);
        digits = List.copyOf(digits);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitWing(this);
    }
}
