package dev.sudoku.logic;

import java.util.List;
import java.util.Objects;

/**
 * A digit whose places in k base sets all lie in k cover sets, so it leaves the rest of the cover sets.
 * Base and cover sets are house indices: rows and columns for basic and finned fish, boxes too for Franken
 * and Mutant fish. Fins (places outside the cover sets that a finned fish tolerates) are empty for
 * basic fish; endo fins are places in two base sets, which a fish treats as fins too (only a fish with a
 * box among its base sets has them).
 */
public record FishStep(
        TechniqueId technique,
        int digit,
        List<Integer> baseHouses,
        List<Integer> coverHouses,
        List<Integer> fins,
        List<Integer> endoFins,
        List<Candidate> eliminations,
        List<Highlight> highlights)
        implements Step {
    public FishStep {
        Objects.requireNonNull(technique, "technique");
        baseHouses = List.copyOf(baseHouses);
        coverHouses = List.copyOf(coverHouses);
        fins = List.copyOf(fins);
        endoFins = List.copyOf(endoFins);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
    }

    /** A fish without endo fins: every basic, finned and sashimi fish. */
    public FishStep(
            TechniqueId technique,
            int digit,
            List<Integer> baseHouses,
            List<Integer> coverHouses,
            List<Integer> fins,
            List<Candidate> eliminations,
            List<Highlight> highlights) {
        this(technique, digit, baseHouses, coverHouses, fins, List.of(), eliminations, highlights);
    }

    @Override
    public <R> R accept(StepVisitor<R> visitor) {
        return visitor.visitFish(this);
    }
}
