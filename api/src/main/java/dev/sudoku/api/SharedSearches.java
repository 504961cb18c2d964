package dev.sudoku.api;

import dev.sudoku.logic.forcing.IdlePermits;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The results of the searches asked for last, by what they depend on, shared by the requests of a server:
 * the hint caches of the classic and the variant hints. A key asked for while its search runs waits for that
 * search rather than starting another; a search that fails, or whose result is not to be kept (one cut
 * short by its time budget), leaves the requests waiting for it to search themselves. Thread-safe; the
 * least recently asked key goes first once {@code capacity} are held.
 *
 * @param <K> what a result depends on, with value equality
 * @param <V> a search's result
 */
final class SharedSearches<K, V> {
    private final Map<K, V> kept;
    /** The searches running, by key; guarded by {@link #kept}'s lock. */
    private final Map<K, CompletableFuture<V>> searching = new HashMap<>();
    /** Whether a result is kept, and handed to the requests waiting for its search. */
    private final Predicate<V> keeps;

    private long hits;

    /** At most {@code capacity} results, each kept when {@code keeps} says so. */
    SharedSearches(int capacity, Predicate<V> keeps) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a cache of searches holds at least one result, not " + capacity);
        }
        this.keeps = keeps;
        this.kept = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    /**
     * The result kept for the key; else, while another request searches for it, that search's result; else
     * the one {@code search} finds, then kept if it is to be. When the search waited for fails or gives a
     * result not to be kept, the key is asked for again: this request may then search, and keep, itself.
     */
    V find(K key, Supplier<V> search) {
        while (true) {
            CompletableFuture<V> running;
            CompletableFuture<V> mine = null;
            synchronized (kept) {
                V result = kept.get(key);
                if (result != null) {
                    hits++;
                    return result;
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
            Optional<V> shared = IdlePermits.idleWhile(() -> awaited(running));
            if (shared.isPresent()) {
                synchronized (kept) {
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
     * The result of another request's search, unless it failed (its future holds null), is not to be kept or
     * this thread was interrupted.
     */
    private Optional<V> awaited(CompletableFuture<V> running) {
        try {
            V result = running.get();
            return result == null || !keeps.test(result) ? Optional.empty() : Optional.of(result);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a search's future is completed, never failed", e);
        }
    }

    /** Searches, keeps the result if it is to be, and hands it to those waiting (null if the search failed). */
    private V searchAndKeep(K key, CompletableFuture<V> mine, Supplier<V> search) {
        V found = null;
        try {
            found = search.get();
            return found;
        } finally {
            synchronized (kept) {
                searching.remove(key);
                if (found != null && keeps.test(found)) {
                    kept.put(key, found);
                }
            }
            mine.complete(found);
        }
    }

    /** How many results were read from the cache, or from another request's search, rather than searched for. */
    long hits() {
        synchronized (kept) {
            return hits;
        }
    }
}
