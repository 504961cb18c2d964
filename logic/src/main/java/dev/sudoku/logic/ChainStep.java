package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A short chain of alternating strong and weak links whose two ends cannot both be false, so whatever sees
 * both ends goes (Skyscraper, 2-String Kite, Turbot Fish, Empty Rectangle, W-Wing, Remote Pairs). The
 * links are in order: each link's {@code to} is the next link's {@code from}.
 */
public record ChainStep(
        TechniqueId technique,
        List<ChainLink> links,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public ChainStep {
        Objects.requireNonNull(technique, "technique");
        links = List.copyOf(links);
        if (links.isEmpty()) {
            throw new IllegalArgumentException(technique + " needs at least one link");
        }
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitChain(this);
    }
}
