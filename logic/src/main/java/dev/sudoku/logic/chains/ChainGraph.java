package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.Arrays;

/**
 * The nodes and links of grouped alternating inference chains in one position. A node is a candidate or a
 * group: every place of a digit where a box meets a row or column, when there are two or more. A group is
 * true when the digit is in one of its cells.
 *
 * <ul>
 *   <li>Strong links (one of the two nodes is true): the two digits of a bivalue cell, and two disjoint
 *       nodes of one digit that together hold every place of it in a house.
 *   <li>Weak links (the two nodes are not both true): two digits of one cell, and two disjoint nodes of
 *       one digit inside one house. They are many, so they are enumerated on demand by {@link #weak}.
 * </ul>
 *
 * <p>Cost to build: O(N^3) for the candidates and strong links (each house and digit once); the grouped
 * strong links add the pairs of nodes inside a house whose digit has at most twice a group's size places.
 */
final class ChainGraph {
    final CandidateGrid grid;
    final Geometry geometry;
    final int size;
    /** Digit of each node. */
    final int[] digit;
    /** Cells of each node: one for a candidate, two or more for a group. */
    final int[][] cells;
    /** Global house index of a group's row or column; -1 for a candidate. */
    final int[] line;
    /** Strong partners of each node. */
    final int[][] strong;
    /** Node of candidate (cell, digit) at {@code cell * N + digit - 1}; -1 when not a candidate. */
    private final int[] candidateNode;
    /** Groups lying inside house h for digit d at {@code h * N + d - 1}; null when none. */
    private final int[][] groupsIn;
    /** Per node, its cells as a bit set: nodes are compared for overlap on every step of a search. */
    private final long[][] cellBits;

    ChainGraph(CandidateGrid grid) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        NodeLists nodes = new NodeLists();
        candidateNode = new int[grid.cellCount() * size];
        Arrays.fill(candidateNode, -1);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long mask = grid.candidates(cell); mask != 0; mask &= mask - 1) {
                int d = Masks.firstDigit(mask);
                candidateNode[cell * size + d - 1] = nodes.add(d, new int[] {cell}, -1);
            }
        }
        groupsIn = new int[3 * size * size][];
        new GroupNodes(grid, nodes, groupsIn).build();
        digit = nodes.digits().stream().mapToInt(Integer::intValue).toArray();
        cells = nodes.cells().toArray(int[][]::new);
        line = nodes.lines().stream().mapToInt(Integer::intValue).toArray();
        cellBits = new long[cells.length][];
        for (int node = 0; node < cells.length; node++) {
            cellBits[node] = CellBits.empty(grid.cellCount());
            for (int cell : cells[node]) {
                CellBits.add(cellBits[node], cell);
            }
        }
        strong = new StrongLinks(this).build();
    }

    int nodeCount() {
        return digit.length;
    }

    boolean isGroup(int node) {
        return cells[node].length > 1;
    }

    /** The node of a candidate, or -1. */
    int candidate(int cell, int d) {
        return candidateNode[cell * size + d - 1];
    }

    /** The groups inside a house for a digit; empty when none. */
    int[] groups(int house, int d) {
        int[] list = groupsIn[house * size + d - 1];
        return list == null ? new int[0] : list;
    }

    /**
     * Writes the weak partners of {@code node} into {@code out} and returns how many; each partner is
     * listed once, so {@code out} of {@link #nodeCount()} entries is enough. Cost: O(N) plus the groups
     * of three houses.
     */
    int weak(int node, int[] out) {
        int d = digit[node];
        int count = 0;
        if (!isGroup(node)) {
            int cell = cells[node][0];
            for (long mask = grid.candidates(cell) & ~Masks.bit(d); mask != 0; mask &= mask - 1) {
                out[count++] = candidate(cell, Masks.firstDigit(mask));
            }
            for (int peer : geometry.peersOf(cell)) {
                if (grid.has(peer, d)) {
                    out[count++] = candidate(peer, d);
                }
            }
            // A group of the cell's box, row or column not holding the cell sees it entirely.
            for (int house : geometry.housesOf(cell)) {
                for (int group : groups(house, d)) {
                    if (!contains(group, cell)) {
                        out[count++] = group;
                    }
                }
            }
            return count;
        }
        int box = 2 * size + geometry.box(cells[node][0]);
        for (int house : new int[] {box, line[node]}) {
            for (int cell : geometry.cellsOf(house)) {
                if (grid.has(cell, d) && !contains(node, cell)) {
                    out[count++] = candidate(cell, d);
                }
            }
            for (int group : groups(house, d)) {
                if (group != node && disjoint(group, node)) {
                    out[count++] = group;
                }
            }
        }
        return count;
    }

    boolean contains(int node, int cell) {
        return CellBits.has(cellBits[node], cell);
    }

    /**
     * Whether two nodes of one digit are weakly linked: no cell in common, and every cell of one sees every
     * cell of the other.
     */
    boolean seeEachOther(int a, int b) {
        if (!disjoint(a, b)) {
            return false;
        }
        for (int x : cells[a]) {
            for (int y : cells[b]) {
                if (!ChainSteps.sees(geometry, x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    boolean disjoint(int a, int b) {
        return !CellBits.intersects(cellBits[a], cellBits[b]);
    }
}
