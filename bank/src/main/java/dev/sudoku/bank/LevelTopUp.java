package dev.sudoku.bank;

import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.PuzzleRepository;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Keeps every level of a box shape stocked: when a level has fewer than {@code threshold} puzzles, it is
 * filled back up to the threshold by the generator, in the background, on a bounded number of
 * low-priority daemon threads, so a server answering players is never starved by it. A level already
 * being filled is not queued twice. Generation uses symmetric givens (rotate180), as a player expects of a
 * printed puzzle, and a fresh random seed each time.
 */
public final class LevelTopUp implements AutoCloseable {
    private static final Duration PUZZLE_TIME_LIMIT = Duration.ofSeconds(60);
    /** How often one level is counted again when asked for. */
    static final Duration RECHECK = Duration.ofSeconds(5);

    private final PuzzleRepository puzzles;
    private final LevelScale scale;
    private final int threshold;
    private final ExecutorService workers;
    private final Set<String> filling = ConcurrentHashMap.newKeySet();
    private final Map<String, Long> checkedAt = new ConcurrentHashMap<>();
    private final SecureRandom seeds = new SecureRandom();

    public LevelTopUp(PuzzleRepository puzzles, LevelScale scale, int threshold, int threads) {
        if (threshold < 0 || threads < 1) {
            throw new IllegalArgumentException("threshold must be >= 0 and threads >= 1");
        }
        this.puzzles = puzzles;
        this.scale = scale;
        this.threshold = threshold;
        this.workers = new ThreadPoolExecutor(
                threads, threads, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), runnable -> {
                    Thread thread = new Thread(runnable, "sudoku-bank-top-up");
                    thread.setDaemon(true);
                    thread.setPriority(Thread.MIN_PRIORITY);
                    return thread;
                });
        ((ThreadPoolExecutor) workers).allowCoreThreadTimeOut(true);
    }

    /** Queues a fill of every level of {@code shape} that is below the threshold. */
    public void checkAll(BoxShape shape) {
        for (Level level : Level.values()) {
            check(shape, level);
        }
    }

    /**
     * Queues a fill of one level when it is below the threshold and not being filled already. Cheap enough
     * to call on every request: a level is counted at most once per {@link #RECHECK}, and on the filler's
     * thread, not the caller's.
     */
    public void check(BoxShape shape, Level level) {
        if (threshold == 0) {
            return;
        }
        String key = shape + " " + level;
        long now = System.nanoTime();
        Long last = checkedAt.get(key);
        if (last != null && now - last < RECHECK.toNanos()) {
            return;
        }
        checkedAt.put(key, now);
        if (!filling.add(key)) {
            return;
        }
        workers.execute(() -> {
            try {
                if (puzzles.count(shape.size(), level.displayName()) < threshold) {
                    fill(shape, level);
                }
            } finally {
                filling.remove(key);
            }
        });
    }

    private void fill(BoxShape shape, Level level) {
        GeneratorOptions options = GeneratorOptions.of(shape, seeds.nextLong() & Seeds.MASK)
                .withBand(RatingBand.of(level, scale))
                .withSymmetry(Symmetry.ROTATE180)
                .withTimeLimit(PUZZLE_TIME_LIMIT);
        Generator generator = new Generator(options);
        for (long index = 0;
                !Thread.currentThread().isInterrupted() && puzzles.count(shape.size(), level.displayName()) < threshold;
                index++) {
            try {
                puzzles.insert(PuzzleRecords.of(generator.generate(index), scale));
            } catch (GenerationTimeoutException e) {
                // A level that this shape cannot reach in time (Extreme on a 4x4) is left as it is.
                return;
            }
        }
    }

    /** Stops filling: puzzles being made are dropped, stored ones stay. */
    @Override
    public void close() {
        workers.shutdownNow();
    }
}
