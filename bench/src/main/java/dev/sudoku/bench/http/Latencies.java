package dev.sudoku.bench.http;

import java.util.Arrays;
import java.util.List;

/**
 * The latencies one client recorded, in nanoseconds: a growable array with no boxing, so recording costs
 * one store a request (a histogram would bound the memory but round the figures; a 30 s row at 50k
 * requests/s is 12 MB of longs, which is fine).
 */
public final class Latencies {
    private long[] nanos = new long[1024];
    private int size;

    public void add(long value) {
        if (size == nanos.length) {
            nanos = Arrays.copyOf(nanos, 2 * size);
        }
        nanos[size++] = value;
    }

    /** Every client's latencies in one sorted array. */
    public static long[] sorted(List<Latencies> all) {
        long[] merged = new long[all.stream().mapToInt(l -> l.size).sum()];
        int at = 0;
        for (Latencies latencies : all) {
            System.arraycopy(latencies.nanos, 0, merged, at, latencies.size);
            at += latencies.size;
        }
        Arrays.sort(merged);
        return merged;
    }

    /**
     * The nearest-rank percentile of a sorted array, in microseconds (rounded down); 0 for an empty array.
     *
     * @param percent from 0 (exclusive) to 100
     */
    public static long percentileMicros(long[] sorted, double percent) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(percent / 100 * sorted.length);
        return sorted[Math.max(rank, 1) - 1] / 1000;
    }
}
