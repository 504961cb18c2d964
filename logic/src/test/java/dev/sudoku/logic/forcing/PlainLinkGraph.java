package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Producer 21's link graph built from the rules of SE rating spec §4.2 and the grid alone, with a plain
 * search over it: what the chain tables are checked against.
 */
final class PlainLinkGraph {
    private PlainLinkGraph() {}

    /**
     * Nodes {@code 2 * candidate + (on ? 1 : 0)}. On to off: the cell's other digits and the digit in every cell
     * sharing a house. Off to on: the other digit of a two-digit cell and the other place of a digit with two
     * places in a house.
     */
    static List<List<Integer>> of(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        int size = grid.size();
        List<List<Integer>> graph = new ArrayList<>();
        for (int i = 0; i < 2 * grid.cellCount() * size; i++) {
            graph.add(new ArrayList<>());
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (int digit = 1; digit <= size; digit++) {
                if (!grid.has(cell, digit)) {
                    continue;
                }
                int on = 2 * (cell * size + digit - 1) + 1;
                int off = on - 1;
                List<Integer> cellDigits = new ArrayList<>();
                for (int other = 1; other <= size; other++) {
                    if (other != digit && grid.has(cell, other)) {
                        cellDigits.add(other);
                    }
                }
                for (int other : cellDigits) {
                    graph.get(on).add(2 * (cell * size + other - 1));
                }
                if (cellDigits.size() == 1) {
                    graph.get(off).add(2 * (cell * size + cellDigits.get(0) - 1) + 1);
                }
                for (int house : geometry.housesOf(cell)) {
                    List<Integer> places = new ArrayList<>();
                    for (int other : geometry.cellsOf(house)) {
                        if (other != cell && grid.has(other, digit)) {
                            places.add(other);
                            graph.get(on).add(2 * (other * size + digit - 1));
                        }
                    }
                    if (places.size() == 1) {
                        graph.get(off).add(2 * (places.get(0) * size + digit - 1) + 1);
                    }
                }
            }
        }
        return graph;
    }

    /** The nodes reached from the start by one link or more. */
    static boolean[] reachable(List<List<Integer>> graph, int start) {
        boolean[] seen = new boolean[graph.size()];
        ArrayDeque<Integer> pending = new ArrayDeque<>(graph.get(start));
        while (!pending.isEmpty()) {
            int node = pending.removeFirst();
            if (!seen[node]) {
                seen[node] = true;
                pending.addAll(graph.get(node));
            }
        }
        return seen;
    }

    /** Whether some node is reached from the "on" of every candidate given, each reaching its own "on". */
    static boolean share(List<List<Integer>> graph, int[] candidates) {
        boolean[] common = null;
        for (int candidate : candidates) {
            boolean[] reached = reachable(graph, 2 * candidate + 1);
            reached[2 * candidate + 1] = true;
            if (common == null) {
                common = reached;
            } else {
                for (int node = 0; node < common.length; node++) {
                    common[node] &= reached[node];
                }
            }
        }
        for (boolean node : common) {
            if (node) {
                return true;
            }
        }
        return false;
    }

    /** Checks every answer of a walk filter against a plain search of the grid's links. */
    static void checkWalkFilter(WalkFilter filter, CandidateGrid grid, String where) {
        List<List<Integer>> graph = of(grid);
        int size = grid.size();
        for (int candidate = 0; candidate < grid.cellCount() * size; candidate++) {
            if (!grid.has(candidate / size, candidate % size + 1)) {
                continue;
            }
            String at = where + " " + grid.geometry().cellName(candidate / size) + " digit " + (candidate % size + 1);
            boolean[] fromOn = reachable(graph, 2 * candidate + 1);
            boolean[] fromOff = reachable(graph, 2 * candidate);
            assertThat(filter.reachesOpposite(candidate, true)).as(at + " on").isEqualTo(fromOn[2 * candidate]);
            assertThat(filter.reachesOpposite(candidate, false)).as(at + " off").isEqualTo(fromOff[2 * candidate + 1]);
            assertThat(filter.onCycle(candidate)).as(at + " cycle").isEqualTo(fromOn[2 * candidate + 1]);
        }
    }

    /**
     * Checks a branch filter's answers against a plain search on random groups of two to four branches;
     * returns how many groups share a node.
     */
    static int checkBranchFilter(
            BranchFilter filter, CandidateGrid grid, SplittableRandom random, int trials, String where) {
        List<List<Integer>> graph = of(grid);
        int sharing = 0;
        for (int trial = 0; trial < trials; trial++) {
            int[] branches = randomBranches(grid, random);
            boolean expected = share(graph, branches);
            assertThat(filter.mayShare(branches, branches.length))
                    .as("%s branches %s", where, java.util.Arrays.toString(branches))
                    .isEqualTo(expected);
            sharing += expected ? 1 : 0;
        }
        return sharing;
    }

    /** Two to four candidates of the grid drawn at random (repeats allowed), as branches to compare. */
    private static int[] randomBranches(CandidateGrid grid, SplittableRandom random) {
        List<Integer> present = new ArrayList<>();
        for (int candidate = 0; candidate < grid.cellCount() * grid.size(); candidate++) {
            if (grid.has(candidate / grid.size(), candidate % grid.size() + 1)) {
                present.add(candidate);
            }
        }
        int[] branches = new int[2 + random.nextInt(3)];
        for (int i = 0; i < branches.length; i++) {
            branches[i] = present.get(random.nextInt(present.size()));
        }
        return branches;
    }
}
