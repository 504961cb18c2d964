package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A conclusion of Sudoku Explainer's chaining: a cycle, a forcing chain, a contradiction, or what every
 * branch of a double, cell or region chain implies.
 *
 * @param complexity SE's measure of the chain (the distinct nodes it rests on, nested chains included); the
 *     step's rating is its producer's base plus a bonus that grows with it
 * @param branches one path per branch, each from its assumption to its conclusion following the first
 *     reason of every node (a dynamic chain may rest on more reasons than its path shows)
 */
public record ForcingChainStep(
        TechniqueId technique,
        ForcingChainKind kind,
        int complexity,
        List<List<Inference>> branches,
        List<Placement> placements,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public ForcingChainStep {
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(kind, "kind");
        branches = branches.stream().map(List::copyOf).toList();
        if (branches.isEmpty() || branches.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException(technique + " needs at least one non-empty branch");
        }
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitForcingChain(this);
    }
}
