package dev.sudoku.logic.classic;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Picks the step {@link LogicalSolver#nextStep} would pick among the enabled entries other than singles,
 * but runs a technique shared by several entries (pointing and claiming, say) at most once per position:
 * the first step of each kind it offers is remembered for the later entries. Locked candidates dominate
 * the cost of easy puzzles, so this halves the work there.
 */
final class StrongerSteps {
    private final List<CatalogueEntry> entries;

    StrongerSteps(List<CatalogueEntry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** The first step of the first entry that finds one, or null. */
    Step next(CandidateGrid grid) {
        Map<Technique, Map<TechniqueId, Step>> seen = new IdentityHashMap<>();
        for (CatalogueEntry entry : entries) {
            Map<TechniqueId, Step> firsts = seen.get(entry.technique());
            if (firsts == null) {
                Map<TechniqueId, Step> collected = new EnumMap<>(TechniqueId.class);
                TechniqueId wanted = entry.id();
                // Stopping at the first step of this entry's kind is safe: this entry then wins, and a
                // scan that does not stop has seen every kind's first step for the later entries.
                entry.technique().find(grid, step -> {
                    collected.putIfAbsent(step.technique(), step);
                    return step.technique() != wanted;
                });
                seen.put(entry.technique(), collected);
                firsts = collected;
            }
            Step step = firsts.get(entry.id());
            if (step != null) {
                return step;
            }
        }
        return null;
    }
}
