package dev.sudoku.api;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Hint;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The hints of the positions asked about last, shared by every {@link HintTask} given it (a server's
 * requests). A player asks level 1, then 2, then 3 at the same position: the step is the same at every
 * level, and at the hardest positions it takes a second to find (a nested dynamic forcing chain), so the
 * levels after the first are read from here. A hint depends only on the profile, the placed values and
 * the candidates, and the hinter is deterministic; a hint cut short by its time budget is not kept.
 * Thread-safe; the least recently asked position goes first once {@code capacity} are held.
 */
public final class HintCache {
    /** What a hint depends on: the profile, the box shape, the placed values, every cell's candidates. */
    private record Key(String profile, BoxShape shape, byte[] values, long[] candidates) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && key.profile.equals(profile)
                    && key.shape.equals(shape)
                    && Arrays.equals(key.values, values)
                    && Arrays.equals(key.candidates, candidates);
        }

        @Override
        public int hashCode() {
            return Objects.hash(profile, shape, Arrays.hashCode(values), Arrays.hashCode(candidates));
        }
    }

    private final Map<Key, Hint> hints;
    private long hits;

    /** A cache of at most {@code capacity} positions' hints. */
    public HintCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a hint cache holds at least one position, not " + capacity);
        }
        this.hints = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, Hint> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * The hint kept for the position, or the one {@code search} finds, then kept unless its time ran out.
     * The search runs outside the lock: two requests for a new position at once may both search.
     */
    Hint hint(String profile, Grid values, CandidateGrid grid, Supplier<Hint> search) {
        byte[] placed = new byte[values.cellCount()];
        values.copyTo(placed);
        Key key = new Key(profile, values.shape(), placed, grid.candidateMasks());
        synchronized (hints) {
            Hint kept = hints.get(key);
            if (kept != null) {
                hits++;
                return kept;
            }
        }
        Hint found = search.get();
        if (!found.timedOut()) {
            synchronized (hints) {
                hints.put(key, found);
            }
        }
        return found;
    }

    /** How many hints were read from the cache rather than searched for. */
    public long hits() {
        synchronized (hints) {
            return hits;
        }
    }
}
