package dev.sudoku.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A technique that finds nothing and keeps searching until the {@link SearchBudget} ends, like a chain
 * search on a large grid: the budget is what stops it. Without a budget it gives up after ten seconds, so a
 * test that forgot one fails instead of hanging.
 */
final class SpinningTechnique implements Technique {
    private static final long GIVE_UP_NANOS = 10_000_000_000L;
    private static final Set<TechniqueId> EASY = Set.of(
            TechniqueId.FULL_HOUSE,
            TechniqueId.NAKED_SINGLE,
            TechniqueId.HIDDEN_SINGLE_BOX,
            TechniqueId.HIDDEN_SINGLE_LINE,
            TechniqueId.POINTING,
            TechniqueId.CLAIMING);

    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.X_WING);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        long start = System.nanoTime();
        while (System.nanoTime() - start < GIVE_UP_NANOS) {
            SearchBudget.check();
            Thread.onSpinWait();
        }
        throw new AssertionError("the search ran ten seconds without a budget ending it");
    }

    /** Singles and locked candidates of the players' profile, then this technique. */
    static Catalogue afterSingles() {
        List<CatalogueEntry> entries = new ArrayList<>();
        for (CatalogueEntry entry : Catalogue.players().entries()) {
            if (EASY.contains(entry.id())) {
                entries.add(entry);
            }
        }
        entries.add(new CatalogueEntry(TechniqueId.X_WING, 3.2, true, new SpinningTechnique()));
        return new Catalogue("singles+spinning", entries);
    }

    /** The same catalogue without the spinning entry. */
    static Catalogue singlesOnly() {
        List<CatalogueEntry> entries = new ArrayList<>(afterSingles().entries());
        entries.remove(entries.size() - 1);
        return new Catalogue("singles", entries);
    }
}
