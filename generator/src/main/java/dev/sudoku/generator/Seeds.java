package dev.sudoku.generator;

/**
 * The seed of each puzzle of a run, derived from the run's seed and the puzzle's index only, so the
 * puzzles do not depend on how many threads made them or in which order.
 *
 * <p>Puzzle 0 uses the run's seed itself: a printed puzzle seed given back as {@code --seed} with a count
 * of one makes that puzzle again. Seeds are kept below 2^53 so that they survive JSON readers that hold
 * numbers as doubles.
 */
public final class Seeds {
    /** Seeds are 53-bit non-negative numbers. */
    public static final long MASK = (1L << 53) - 1;

    private Seeds() {}

    /** The seed of puzzle {@code index} of a run started with {@code master}. */
    public static long of(long master, long index) {
        if (index == 0) {
            return master & MASK;
        }
        return mix(master + 0x9E3779B97F4A7C15L * index) & MASK;
    }

    /** Stafford's variant 13 of the MurmurHash3 finalizer, as SplittableRandom uses: a bijection on longs. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
