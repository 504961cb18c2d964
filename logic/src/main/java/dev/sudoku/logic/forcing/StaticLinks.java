package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * The links of one grid that never changes while chains are searched (SE's static producer 21), listed
 * once per candidate so that each of the thousands of searches walks arrays instead of re-reading the
 * grid. A candidate is {@code cell * size + digit - 1}. Lists are in SE's order (SE rating spec §4.2):
 *
 * <ul>
 *   <li>{@link #yOff}: the cell's other digits, ascending; {@link #xOff}: the digit in each peer, in SE's
 *       peer order (box, row, column) — together, what an "on" turns off;
 *   <li>{@link #yOn}: the other digit of a two-candidate cell; {@link #xOn}: the other place of the digit in
 *       each house (box, row, column) where it has two, with the house type in {@link #xOnType} — what an
 *       "off" turns on.
 * </ul>
 *
 * Cost: O(candidates x N) to build.
 */
final class StaticLinks {
    private static final int[] NONE = new int[0];

    final int size;
    final int[][] yOff;
    final int[][] xOff;
    final int[][] yOn;
    final int[][] xOn;
    final int[][] xOnType;

    StaticLinks(CandidateGrid grid, Links links) {
        Geometry geometry = grid.geometry();
        size = grid.size();
        int count = grid.cellCount() * size;
        yOff = new int[count][];
        xOff = new int[count][];
        yOn = new int[count][];
        xOn = new int[count][];
        xOnType = new int[count][];
        int[] buffer = new int[3 * size + size];
        int[] types = new int[3];
        // Per digit of a cell, its places among the cell's peers in peer order: one pass over the peers.
        int[][] peerPlaces = new int[size][3 * size];
        int[] peerCount = new int[size];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            int[] peers = links.peersOf(cell);
            int[] houses = links.housesOf(cell);
            Arrays.fill(peerCount, 0);
            for (int peer : peers) {
                for (long shared = grid.candidates(peer) & mask; shared != 0; shared &= shared - 1) {
                    int d = Long.numberOfTrailingZeros(shared);
                    peerPlaces[d][peerCount[d]++] = peer * size + d;
                }
            }
            for (long rest = mask; rest != 0; rest &= rest - 1) {
                int digit = Long.numberOfTrailingZeros(rest) + 1;
                int c = cell * size + digit - 1;
                int n = 0;
                for (long others = mask & ~(1L << (digit - 1)); others != 0; others &= others - 1) {
                    buffer[n++] = cell * size + Long.numberOfTrailingZeros(others);
                }
                yOff[c] = copy(buffer, n);
                yOn[c] = Long.bitCount(mask) == 2 ? yOff[c] : NONE;
                xOff[c] = copy(peerPlaces[digit - 1], peerCount[digit - 1]);
                n = 0;
                for (int type = 0; type < 3; type++) {
                    // A digit with two places in a house links them.
                    long slots = grid.positions(houses[type], digit);
                    if (Long.bitCount(slots) != 2) {
                        continue;
                    }
                    int[] cells = geometry.cellsOf(houses[type]);
                    int other = cells[Long.numberOfTrailingZeros(slots)];
                    if (other == cell) {
                        other = cells[63 - Long.numberOfLeadingZeros(slots)];
                    }
                    types[n] = type;
                    buffer[n++] = other * size + digit - 1;
                }
                xOn[c] = copy(buffer, n);
                xOnType[c] = copy(types, n);
            }
        }
    }

    private static int[] copy(int[] buffer, int n) {
        if (n == 0) {
            return NONE;
        }
        int[] result = new int[n];
        System.arraycopy(buffer, 0, result, 0, n);
        return result;
    }
}
