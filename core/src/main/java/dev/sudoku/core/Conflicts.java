package dev.sudoku.core;

import java.util.Optional;

/**
 * Checks that no digit is repeated in a house. O(N^2), and no allocation beyond one array: the band solver
 * runs it before every solve, so it reads the geometry's own tables rather than copies.
 */
public final class Conflicts {
    private Conflicts() {}

    /** The first conflict in house order (rows, then columns, then boxes), if any. */
    public static Optional<Conflict> find(Geometry geometry, Grid grid) {
        int size = geometry.size();
        int[] seenAt = new int[size + 1];
        for (int house = 0; house < 3 * size; house++) {
            java.util.Arrays.fill(seenAt, -1);
            for (int cell : geometry.sharedCellsOf(house)) {
                int digit = grid.get(cell);
                if (digit == 0) {
                    continue;
                }
                if (seenAt[digit] >= 0) {
                    return Optional.of(new Conflict(digit, geometry.house(house), seenAt[digit], cell, size));
                }
                seenAt[digit] = cell;
            }
        }
        return Optional.empty();
    }

    /** True when {@code grid} is complete and breaks no rule: a valid solution. */
    public static boolean isValidSolution(Geometry geometry, Grid grid) {
        return grid.isComplete() && find(geometry, grid).isEmpty();
    }
}
