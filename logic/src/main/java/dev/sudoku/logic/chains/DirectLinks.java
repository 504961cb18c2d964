package dev.sudoku.logic.chains;

import java.util.Arrays;

/**
 * The direct implications of each literal of a {@link TablingGraph}, in the order they were added (HoDoKu's
 * order), each with its distance from the premise: 2, or more through an almost locked set.
 */
final class DirectLinks {
    private final int[][] targets;
    private final int[][] distances;
    private final int[] counts;
    /** Nodes below this are candidates. */
    private final int candidateNodes;
    /** Nodes from here on are sets' digits. */
    private final int setNodes;

    DirectLinks(int literals, int candidateNodes, int setNodes) {
        this.targets = new int[literals][];
        this.distances = new int[literals][];
        this.counts = new int[literals];
        this.candidateNodes = candidateNodes;
        this.setNodes = setNodes;
    }

    void add(int premise, int literal) {
        add(premise, literal, 2);
    }

    /** Appends an implication; a candidate already implied is not listed twice (groups and sets may be). */
    void add(int premise, int literal, int distance) {
        int[] list = targets[premise];
        int count = counts[premise];
        // A set's own list holds each candidate once by construction; scanning it would cost O(D^2).
        if (TablingGraph.node(literal) < candidateNodes
                && TablingGraph.node(premise) < setNodes
                && implies(premise, literal)) {
            return;
        }
        if (list == null) {
            list = new int[8];
            distances[premise] = new int[8];
        } else if (count == list.length) {
            list = Arrays.copyOf(list, count * 2);
            distances[premise] = Arrays.copyOf(distances[premise], count * 2);
        }
        list[count] = literal;
        distances[premise][count] = distance;
        targets[premise] = list;
        counts[premise] = count + 1;
    }

    int count(int literal) {
        return counts[literal];
    }

    int target(int literal, int index) {
        return targets[literal][index];
    }

    int distance(int literal, int index) {
        return distances[literal][index];
    }

    private boolean implies(int premise, int literal) {
        for (int i = 0; i < counts[premise]; i++) {
            if (targets[premise][i] == literal) {
                return true;
            }
        }
        return false;
    }
}
