package dev.sudoku.logic;

import java.util.Objects;

/**
 * One line of a catalogue: a step kind, its rating, whether the solver may use it, and the technique
 * that finds it. Several entries may share one technique (a hidden single in a box or in a line).
 */
public record CatalogueEntry(TechniqueId id, double rating, boolean enabled, Technique technique) {
    public CatalogueEntry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(technique, "technique");
        if (!technique.ids().contains(id)) {
            throw new IllegalArgumentException(technique.getClass().getSimpleName() + " does not find " + id);
        }
        if (!(rating >= 0)) {
            throw new IllegalArgumentException("rating of " + id + " must be 0 or more, got " + rating);
        }
    }

    public CatalogueEntry withEnabled(boolean on) {
        return new CatalogueEntry(id, rating, on, technique);
    }
}
