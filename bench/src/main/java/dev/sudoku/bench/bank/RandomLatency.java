package dev.sudoku.bench.bank;

import dev.sudoku.bench.http.Latencies;
import dev.sudoku.store.PuzzleRepository;
import dev.sudoku.store.StoredPuzzle;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Times {@link PuzzleRepository#random} in the process, with no HTTP in between: a draw per level, one
 * after the other on one thread, against the reference {@link PuzzleRepository#findByCanonical}, one
 * index probe returning a row through the same pool (the least any query costs). The rows take turns
 * draw by draw, so a disturbance falls on all of them alike; the keys looked up are those of stored
 * puzzles drawn before timing, so each lookup finds a row, as each draw does.
 */
public final class RandomLatency {
    /** The reference row's name. */
    public static final String REFERENCE = "lookup";

    /** How many distinct keys the reference cycles through. */
    private static final int KEYS = 1_000;

    private RandomLatency() {}

    /**
     * The reference row, then one row per level, each of {@code draws} timed calls after as many untimed
     * ones (at most 2,000).
     *
     * @param levels the level words of the bank's rows, e.g. {@code Easy}; every one must have puzzles
     * @param seed seeds the draws
     */
    public static List<LatencyRow> measure(PuzzleRepository bank, int size, List<String> levels, int draws, long seed) {
        if (levels.isEmpty() || draws < 1) {
            throw new IllegalArgumentException("need a level and a positive number of draws");
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < KEYS; i++) {
            keys.add(bank.random(size, levels.get(i % levels.size()), random)
                    .map(p -> p.puzzle().canonical())
                    .orElseThrow(() ->
                            new IllegalArgumentException("a level named has no " + size + "x" + size + " puzzle")));
        }
        int warmup = Math.min(draws, 2_000);
        run(bank, size, levels, keys, warmup, random, null);
        List<Latencies> latencies = new ArrayList<>();
        for (int row = 0; row <= levels.size(); row++) {
            latencies.add(new Latencies());
        }
        int[] misses = run(bank, size, levels, keys, draws, random, latencies);
        List<LatencyRow> rows = new ArrayList<>();
        rows.add(LatencyRow.of(
                REFERENCE,
                "findByCanonical(key)",
                draws,
                latencies.get(0),
                misses[0],
                misses[0] == 0 ? "" : "not found"));
        for (int l = 0; l < levels.size(); l++) {
            String level = levels.get(l);
            rows.add(LatencyRow.of(
                    "random " + level,
                    "random(" + size + ", \"" + level + "\")",
                    draws,
                    latencies.get(l + 1),
                    misses[l + 1],
                    misses[l + 1] == 0 ? "" : "no puzzle drawn"));
        }
        return rows;
    }

    /** Makes {@code draws} calls of every row in turn; the calls that found nothing, per row. */
    private static int[] run(
            PuzzleRepository bank,
            int size,
            List<String> levels,
            List<String> keys,
            int draws,
            SplittableRandom random,
            List<Latencies> latencies) {
        int[] misses = new int[levels.size() + 1];
        for (int d = 0; d < draws; d++) {
            long start = System.nanoTime();
            boolean found = bank.findByCanonical(keys.get(d % keys.size())).isPresent();
            record(latencies, 0, start, found, misses);
            for (int l = 0; l < levels.size(); l++) {
                start = System.nanoTime();
                found = bank.random(size, levels.get(l), random)
                        .map(StoredPuzzle::id)
                        .isPresent();
                record(latencies, l + 1, start, found, misses);
            }
        }
        return misses;
    }

    private static void record(List<Latencies> latencies, int row, long start, boolean found, int[] misses) {
        long nanos = System.nanoTime() - start;
        if (latencies != null) {
            latencies.get(row).add(nanos);
        }
        if (!found) {
            misses[row]++;
        }
    }
}
