package dev.sudoku.store;

import java.util.List;

/**
 * What a bank holds: how many puzzles per (size, level), and how their Sudoku Explainer ratings spread per
 * size. Both lists are sorted (by size, then level or rating).
 */
public record BankStats(List<LevelCount> levels, List<RatingBucket> ratings) {
    public BankStats {
        levels = List.copyOf(levels);
        ratings = List.copyOf(ratings);
    }

    /** The number of puzzles in the bank. */
    public long total() {
        return levels.stream().mapToLong(LevelCount::count).sum();
    }

    /** The number of puzzles of one size and level; 0 when there are none. */
    public long count(int size, String level) {
        return levels.stream()
                .filter(c -> c.size() == size && c.level().equals(level))
                .mapToLong(LevelCount::count)
                .sum();
    }

    /** The puzzles of one side and level word. */
    public record LevelCount(int size, String level, long count) {}

    /**
     * The puzzles of one side whose ER rounds to {@code tenths / 10}: SE ratings are quoted to one decimal, so
     * a 0.1 step keeps every distinct published value apart.
     */
    public record RatingBucket(int size, int tenths, long count) {
        /** The rating this bucket counts, for example 7.2. */
        public double er() {
            return tenths / 10.0;
        }
    }
}
