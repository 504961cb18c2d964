package dev.sudoku.api;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Hint;
import dev.sudoku.logic.forcing.IdlePermits;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;

/**
 * The hints of the positions asked about last, shared by every {@link HintTask} given it (a server's
 * requests). A player asks level 1, then 2, then 3 at the same position: the step is the same at every
 * level, and at the hardest positions it takes a second to find (a nested dynamic forcing chain), so the
 * levels after the first are read from here. A hint depends only on the profile, the placed values and
 * the candidates, and the hinter is deterministic; a hint cut short by its time budget is not kept. A
 * position asked about while its search runs waits for that search rather than starting another: the web
 * page asks ahead at a position the player pauses on, and the player's click may come before the answer.
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
    /** The searches running, by position; guarded by {@link #hints}'s lock. */
    private final Map<Key, CompletableFuture<Hint>> searching = new HashMap<>();

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
     * The hint kept for the position; else, while another request searches for it, that search's hint; else
     * the one {@code search} finds, then kept unless its time ran out. When the search waited for fails or
     * runs out of time, the position is asked about again: this request may then search, and keep, itself.
     */
    Hint hint(String profile, Grid values, CandidateGrid grid, Supplier<Hint> search) {
        byte[] placed = new byte[values.cellCount()];
        values.copyTo(placed);
        Key key = new Key(profile, values.shape(), placed, grid.candidateMasks());
        while (true) {
            CompletableFuture<Hint> running;
            CompletableFuture<Hint> mine = null;
            synchronized (hints) {
                Hint kept = hints.get(key);
                if (kept != null) {
                    hits++;
                    return kept;
                }
                running = searching.get(key);
                if (running == null) {
                    mine = new CompletableFuture<>();
                    searching.put(key, mine);
                }
            }
            if (mine != null) {
                return searchAndKeep(key, mine, search);
            }
            // Waiting computes nothing: a server's worker lends its permit to the search meanwhile.
            Optional<Hint> shared = IdlePermits.idleWhile(() -> awaited(running));
            if (shared.isPresent()) {
                synchronized (hints) {
                    hits++;
                }
                return shared.get();
            }
            if (Thread.currentThread().isInterrupted()) {
                return search.get();
            }
        }
    }

    /**
     * The hint of another request's search, unless it failed (its future holds null), ran out of time or this
     * thread was interrupted.
     */
    private static Optional<Hint> awaited(CompletableFuture<Hint> running) {
        try {
            Hint hint = running.get();
            return hint == null || hint.timedOut() ? Optional.empty() : Optional.of(hint);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a search's future is completed, never failed", e);
        }
    }

    /** Searches, keeps the hint unless its time ran out, and hands it to those waiting (null if it failed). */
    private Hint searchAndKeep(Key key, CompletableFuture<Hint> mine, Supplier<Hint> search) {
        Hint found = null;
        try {
            found = search.get();
            return found;
        } finally {
            synchronized (hints) {
                searching.remove(key);
                if (found != null && !found.timedOut()) {
                    hints.put(key, found);
                }
            }
            mine.complete(found);
        }
    }

    /** How many hints were read from the cache, or from another request's search, rather than searched for. */
    public long hits() {
        synchronized (hints) {
            return hits;
        }
    }
}
