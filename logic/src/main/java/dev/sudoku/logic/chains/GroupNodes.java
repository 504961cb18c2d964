package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Adds the group nodes of a position to a {@link ChainGraph} under construction: for each box, each row
 * or column crossing it and each digit, the places of the digit in the intersection when there are two or
 * more. Each group is recorded as lying inside its box and its line.
 *
 * <p>Cost: O(N^2) per digit (each box cell is read once per line kind).
 */
final class GroupNodes {
    private final CandidateGrid grid;
    private final Geometry geometry;
    private final int size;
    private final NodeLists nodes;
    private final int[][] groupsIn;

    GroupNodes(CandidateGrid grid, NodeLists nodes, int[][] groupsIn) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        this.nodes = nodes;
        this.groupsIn = groupsIn;
    }

    void build() {
        for (int box = 0; box < size; box++) {
            int[] boxCells = geometry.cellsOf(2 * size + box);
            for (int d = 1; d <= size; d++) {
                addGroups(box, boxCells, d, true);
                addGroups(box, boxCells, d, false);
            }
        }
    }

    /** The groups of one box and digit along its rows ({@code byRow}) or its columns. */
    private void addGroups(int box, int[] boxCells, int d, boolean byRow) {
        // Box cells come in reading order, so the cells of one line are met in one or several runs.
        List<Integer> seenLines = new ArrayList<>();
        for (int first : boxCells) {
            int line = byRow ? geometry.row(first) : size + geometry.col(first);
            if (seenLines.contains(line)) {
                continue;
            }
            seenLines.add(line);
            List<Integer> places = new ArrayList<>();
            for (int cell : boxCells) {
                int other = byRow ? geometry.row(cell) : size + geometry.col(cell);
                if (other == line && grid.has(cell, d)) {
                    places.add(cell);
                }
            }
            if (places.size() >= 2) {
                int node =
                        nodes.add(d, places.stream().mapToInt(Integer::intValue).toArray(), line);
                record(2 * size + box, d, node);
                record(line, d, node);
            }
        }
    }

    private void record(int house, int d, int node) {
        int index = house * size + d - 1;
        int[] old = groupsIn[index];
        int[] grown = old == null ? new int[1] : Arrays.copyOf(old, old.length + 1);
        grown[grown.length - 1] = node;
        groupsIn[index] = grown;
    }
}
