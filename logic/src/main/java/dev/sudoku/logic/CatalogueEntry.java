package dev.sudoku.logic;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One line of a catalogue: the step kinds it accepts with their ratings, whether the solver may use it,
 * and the technique that finds them. Several entries may share one technique (a hidden single in a box or
 * in a line).
 *
 * <p>Most entries accept one step kind. An entry that accepts several takes the first step of any of them
 * in the technique's own emission order: this is how SE's single producer for Unique Rectangles and Loops
 * (which sorts all its steps before offering them) is reproduced, where one entry per kind would change
 * which step comes first.
 *
 * @param ids the step kinds accepted, at least one; the first names the entry
 * @param ratings the rating of each kind, in the order of {@code ids}
 */
public record CatalogueEntry(List<TechniqueId> ids, List<Double> ratings, boolean enabled, Technique technique) {
    public CatalogueEntry {
        ids = List.copyOf(ids);
        ratings = List.copyOf(ratings);
        Objects.requireNonNull(technique, "technique");
        if (ids.isEmpty() || ids.size() != ratings.size()) {
            throw new IllegalArgumentException("an entry needs one rating per id, got " + ids + " and " + ratings);
        }
        Set<TechniqueId> seen = EnumSet.noneOf(TechniqueId.class);
        for (int i = 0; i < ids.size(); i++) {
            TechniqueId id = ids.get(i);
            if (!seen.add(id)) {
                throw new IllegalArgumentException("entry lists " + id + " twice");
            }
            if (!technique.ids().contains(id)) {
                throw new IllegalArgumentException(technique.getClass().getSimpleName() + " does not find " + id);
            }
            if (!(ratings.get(i) >= 0)) {
                throw new IllegalArgumentException("rating of " + id + " must be 0 or more, got " + ratings.get(i));
            }
        }
    }

    /** An entry for one step kind. */
    public CatalogueEntry(TechniqueId id, double rating, boolean enabled, Technique technique) {
        this(List.of(Objects.requireNonNull(id, "id")), List.of(rating), enabled, technique);
    }

    /** The first step kind, which names the entry. */
    public TechniqueId id() {
        return ids.get(0);
    }

    /** The rating of the first step kind (the only one, for most entries). */
    public double rating() {
        return ratings.get(0);
    }

    /** Whether steps of this kind are taken by this entry. */
    public boolean accepts(TechniqueId id) {
        return ids.contains(id);
    }

    /** The rating of one accepted step kind; throws for a kind the entry does not accept. */
    public double rating(TechniqueId id) {
        int index = ids.indexOf(id);
        if (index < 0) {
            throw new IllegalArgumentException("entry " + id() + " does not accept " + id);
        }
        return ratings.get(index);
    }

    public CatalogueEntry withEnabled(boolean on) {
        return new CatalogueEntry(ids, ratings, on, technique);
    }

    /** The kinds with their ratings, "FULL_HOUSE 1.0, ..."; then the technique, and "off" when switched off. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < ids.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(ids.get(i)).append(' ').append(ratings.get(i));
        }
        text.append(" by ").append(technique.getClass().getSimpleName());
        return enabled ? text.toString() : text.append(", off").toString();
    }
}
