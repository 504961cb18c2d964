package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * What the templates of one digit prove: a template is one placement of the digit in every row, column
 * and box, and only some templates fit the position. A cell every fitting template uses gets the digit
 * (Template Set); a candidate no fitting template uses is eliminated (Template Delete).
 *
 * @param digit the digit whose templates were laid over the grid
 * @param templates how many templates of the digit still fit, at least one
 */
public record TemplateStep(
        TechniqueId technique,
        int digit,
        int templates,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public TemplateStep {
        Objects.requireNonNull(technique, "technique");
        if (templates < 1) {
            throw new IllegalArgumentException("a template step needs a fitting template, got " + templates);
        }
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitTemplate(this);
    }
}
