package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.singledigit.ConjugatePairs;
import java.util.ArrayList;
import java.util.List;

/**
 * The strong links of a {@link ChainGraph}: bivalue cells, conjugate pairs of candidates, and pairs of
 * disjoint nodes inside a house, one of them a group, that hold every place of their digit there. Each link is listed once in each direction.
 *
 * <p>Cost: O(N^3) for the cells and conjugate pairs; the grouped pairs only look at houses whose digit has
 * at most twice the longest group's places, so few nodes lie inside.
 */
final class StrongLinks {
    private final ChainGraph graph;
    private final List<List<Integer>> partners = new ArrayList<>();

    StrongLinks(ChainGraph graph) {
        this.graph = graph;
    }

    int[][] build() {
        CandidateGrid grid = graph.grid;
        int size = graph.size;
        for (int i = 0; i < graph.digit.length; i++) {
            partners.add(new ArrayList<>(2));
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            if (Masks.count(mask) == 2) {
                int first = Masks.firstDigit(mask);
                int second = Masks.firstDigit(mask & (mask - 1));
                link(graph.candidate(cell, first), graph.candidate(cell, second));
            }
        }
        int longestGroup = Math.max(
                graph.geometry.shape().boxRows(), graph.geometry.shape().boxCols());
        for (int d = 1; d <= size; d++) {
            for (ConjugatePairs.Pair pair : ConjugatePairs.of(grid, d)) {
                link(graph.candidate(pair.first(), d), graph.candidate(pair.second(), d));
            }
            for (int house = 0; house < 3 * size; house++) {
                int places = Masks.count(grid.positions(house, d));
                if (places >= 3 && places <= 2 * longestGroup) {
                    groupedLinks(house, d, places);
                }
            }
        }
        int[][] strong = new int[partners.size()][];
        for (int i = 0; i < strong.length; i++) {
            strong[i] = partners.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return strong;
    }

    /** Pairs of nodes inside {@code house}, at least one a group, that split its places of {@code d}. */
    private void groupedLinks(int house, int d, int places) {
        Geometry geometry = graph.geometry;
        List<Integer> inside = new ArrayList<>();
        for (int cell : geometry.cellsOf(house)) {
            if (graph.grid.has(cell, d)) {
                inside.add(graph.candidate(cell, d));
            }
        }
        int singles = inside.size();
        for (int group : graph.groups(house, d)) {
            inside.add(group);
        }
        // Two singles are conjugate pairs, already linked; so the second node of a pair is a group.
        for (int j = singles; j < inside.size(); j++) {
            int b = inside.get(j);
            for (int i = 0; i < j; i++) {
                int a = inside.get(i);
                if (graph.cells[a].length + graph.cells[b].length == places && graph.disjoint(a, b)) {
                    link(a, b);
                }
            }
        }
    }

    private void link(int a, int b) {
        partners.get(a).add(b);
        partners.get(b).add(a);
    }
}
