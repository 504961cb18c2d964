package dev.sudoku.core.rules;

/** The two rules a jigsaw's region map must keep: N cells per region, each region in one piece. */
final class RegionChecks {
    /** Up, down, left, right as (row, column) steps. */
    private static final int[][] SIDE_STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private RegionChecks() {}

    static void requireSizesAndConnected(int size, int[] regionOf, String labels) {
        int[] count = new int[size];
        int[] first = new int[size];
        java.util.Arrays.fill(first, -1);
        for (int cell = 0; cell < regionOf.length; cell++) {
            int region = regionOf[cell];
            if (region < 0 || region >= size) {
                throw new IllegalArgumentException("cell " + cell + " is in region " + region + " of 0.." + (size - 1));
            }
            count[region]++;
            if (first[region] < 0) {
                first[region] = cell;
            }
        }
        for (int region = 0; region < size; region++) {
            if (count[region] != size) {
                throw new IllegalArgumentException(
                        "region " + labels.charAt(region) + " has " + count[region] + " cells, not " + size);
            }
        }
        for (int region = 0; region < size; region++) {
            int cut = firstUnreached(size, regionOf, region, first[region]);
            if (cut >= 0) {
                throw new IllegalArgumentException("region " + labels.charAt(region) + " is not in one piece: r"
                        + (cut / size + 1) + "c" + (cut % size + 1) + " does not touch r" + (first[region] / size + 1)
                        + "c" + (first[region] % size + 1) + "'s part");
            }
        }
    }

    /** True when {@code region}'s cells all reach one another through side-neighbours in it. */
    static boolean connected(int size, int[] regionOf, int region) {
        for (int cell = 0; cell < regionOf.length; cell++) {
            if (regionOf[cell] == region) {
                return firstUnreached(size, regionOf, region, cell) < 0;
            }
        }
        return true;
    }

    /**
     * A cell of {@code region} not reached from {@code start} through side-neighbours in it, or -1. The
     * group (a region, or a killer cage) has at most {@code size} cells.
     */
    static int firstUnreached(int size, int[] regionOf, int region, int start) {
        boolean[] reached = new boolean[regionOf.length];
        int[] queue = new int[size];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        reached[start] = true;
        while (head < tail) {
            int cell = queue[head++];
            int row = cell / size;
            int col = cell % size;
            for (int[] step : SIDE_STEPS) {
                int r = row + step[0];
                int c = col + step[1];
                int next = r * size + c;
                if (r >= 0 && r < size && c >= 0 && c < size && !reached[next] && regionOf[next] == region) {
                    reached[next] = true;
                    queue[tail++] = next;
                }
            }
        }
        for (int cell = 0; cell < regionOf.length; cell++) {
            if (regionOf[cell] == region && !reached[cell]) {
                return cell;
            }
        }
        return -1;
    }
}
