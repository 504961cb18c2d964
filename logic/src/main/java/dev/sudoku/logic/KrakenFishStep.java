package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A finned fish whose fins reach an elimination through chains (HoDoKu's Kraken fish). Either a fin is
 * true or the fish without fins holds; each case is shown to remove the same candidate.
 *
 * <ul>
 *   <li>Type 1: the candidate is the fish digit in a cover set outside the base sets, which the fish
 *       without fins removes; each fin, if true, turns it off by a chain.
 *   <li>Type 2: without fins, each cover set holds exactly one of its base candidates; so if every base
 *       candidate of one cover set ({@link #coverHouse}) and every fin turn a candidate off by chains, it
 *       goes. The candidate may be of any digit.
 * </ul>
 *
 * @param fish the finned fish, without eliminations of its own (no candidate sees all its fins)
 * @param coverHouse type 2: the cover set whose base candidates start chains; -1 for type 1
 * @param chains one chain per premise, in order: for type 2 the cover set's base candidates first, then the
 *     fins; each runs from its premise, assumed true, to the eliminated candidate, turned off
 */
public record KrakenFishStep(
        TechniqueId technique,
        FishStep fish,
        int coverHouse,
        List<List<ChainLink>> chains,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public KrakenFishStep {
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(fish, "fish");
        chains = chains.stream().map(List::copyOf).toList();
        if (chains.isEmpty() || chains.stream().anyMatch(List::isEmpty)) {
            throw new IllegalArgumentException(technique + " needs a non-empty chain per premise");
        }
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitKrakenFish(this);
    }
}
