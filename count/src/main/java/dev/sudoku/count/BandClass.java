package dev.sudoku.count;

import java.util.Arrays;

/**
 * A class of first-band column sets that the symmetries of the grid map onto each other, so every member
 * has as many bands and as many completions as its representative.
 *
 * @param columns the representative's column sets: bit d of {@code columns[c]} is set when digit d lies in
 *     column c of the band
 * @param members how many normalised column sets (those whose first stack reads 0..R-1, R..2R-1, ...) the
 *     class holds
 */
public record BandClass(int[] columns, long members) {
    public BandClass {
        columns = columns.clone();
        if (members < 1) {
            throw new IllegalArgumentException("a class has members, got " + members);
        }
    }

    @Override
    public int[] columns() {
        return columns.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BandClass that && members == that.members && Arrays.equals(columns, that.columns);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(columns) + Long.hashCode(members);
    }

    @Override
    public String toString() {
        return "BandClass[members=" + members + ", columns=" + Arrays.toString(columns) + "]";
    }
}
