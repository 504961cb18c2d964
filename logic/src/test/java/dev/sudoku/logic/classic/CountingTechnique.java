package dev.sudoku.logic.classic;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** A technique that finds nothing and counts how often it was asked: shows whether an entry is used. */
final class CountingTechnique implements Technique {
    private final TechniqueId id;
    private final AtomicInteger calls = new AtomicInteger();

    CountingTechnique(TechniqueId id) {
        this.id = id;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(id);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        calls.incrementAndGet();
    }

    int calls() {
        return calls.get();
    }

    /** The SE catalogue with this technique's entry appended. */
    Catalogue appendedTo(Catalogue catalogue) {
        // The catalogue's own uniqueness entries go, so the counter is the only technique of its kind.
        List<CatalogueEntry> entries = new ArrayList<>();
        catalogue.entries().stream()
                .filter(e -> e.ids().stream().noneMatch(dev.sudoku.logic.TechniqueId.uniquenessBased()::contains))
                .forEach(entries::add);
        entries.add(new CatalogueEntry(id, 4.5, true, this));
        return new Catalogue(catalogue.name() + "+" + id, entries);
    }
}
