package dev.sudoku.api;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Hint;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The hints of the positions asked about last, shared by every {@link HintTask} given it (a server's
 * requests). A player asks level 1, then 2, then 3 at the same position: the step is the same at every
 * level, and at the hardest positions it takes a second to find (a nested dynamic forcing chain), so the
 * levels after the first are read from here. A hint depends only on the profile, the placed values, which
 * of them are givens (Avoidable Rectangles swap only the others) and the candidates, and the hinter is
 * deterministic; a hint cut short by its time budget is not kept. A
 * position asked about while its search runs waits for that search rather than starting another: the web
 * page asks ahead at a position the player pauses on, and the player's click may come before the answer.
 * Thread-safe; the least recently asked position goes first once {@code capacity} are held.
 */
public final class HintCache {
    /**
     * What a hint depends on: the profile, the box shape, the placed values, the givens among them, every
     * cell's candidates.
     */
    private record Key(String profile, BoxShape shape, byte[] values, BitSet givens, long[] candidates) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && key.profile.equals(profile)
                    && key.shape.equals(shape)
                    && Arrays.equals(key.values, values)
                    && key.givens.equals(givens)
                    && Arrays.equals(key.candidates, candidates);
        }

        @Override
        public int hashCode() {
            return Objects.hash(profile, shape, Arrays.hashCode(values), givens, Arrays.hashCode(candidates));
        }
    }

    private final SharedSearches<Key, Hint> searches;

    /** A cache of at most {@code capacity} positions' hints. */
    public HintCache(int capacity) {
        this.searches = new SharedSearches<>(capacity, hint -> !hint.timedOut());
    }

    /**
     * The hint kept for the position; else, while another request searches for it, that search's hint; else
     * the one {@code search} finds, then kept unless its time ran out. When the search waited for fails or
     * runs out of time, the position is asked about again: this request may then search, and keep, itself.
     */
    Hint hint(String profile, Grid values, CandidateGrid grid, Supplier<Hint> search) {
        byte[] placed = new byte[values.cellCount()];
        values.copyTo(placed);
        BitSet givens = new BitSet(placed.length);
        for (int cell = 0; cell < placed.length; cell++) {
            givens.set(cell, grid.isGiven(cell));
        }
        return searches.find(new Key(profile, values.shape(), placed, givens, grid.candidateMasks()), search);
    }

    /** How many hints were read from the cache, or from another request's search, rather than searched for. */
    public long hits() {
        return searches.hits();
    }
}
