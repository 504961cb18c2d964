package dev.sudoku.logic.forcing;

import java.util.Arrays;

/**
 * The nodes of one static chain walk as parallel arrays (candidate, state, parent, cause), reused from walk
 * to walk, with the marks that say which candidates the current walk has reached. A walk makes thousands
 * of nodes and keeps few, so only the conclusion's path becomes {@link Potential} objects. A candidate is
 * {@code cell * size + digit - 1}.
 */
final class NodePool {
    private static final Cause[] CAUSES = Cause.values();

    private final int size;
    private int[] candidate = new int[1024];
    private boolean[] on = new boolean[1024];
    private int[] parent = new int[1024];
    private byte[] cause = new byte[1024];
    private int nodes;
    // A candidate is reached in the current walk when its mark equals the walk's number.
    private final int[] onMark;
    private final int[] offMark;
    private int walk;

    NodePool(int cellCount, int size) {
        this.size = size;
        this.onMark = new int[cellCount * size];
        this.offMark = new int[cellCount * size];
    }

    /** Forgets every node and mark: a new walk begins. */
    void start() {
        nodes = 0;
        walk++;
    }

    int node(int candidate, boolean on, int parent, Cause cause) {
        if (nodes == this.candidate.length) {
            int grown = nodes * 2;
            this.candidate = Arrays.copyOf(this.candidate, grown);
            this.on = Arrays.copyOf(this.on, grown);
            this.parent = Arrays.copyOf(this.parent, grown);
            this.cause = Arrays.copyOf(this.cause, grown);
        }
        this.candidate[nodes] = candidate;
        this.on[nodes] = on;
        this.parent[nodes] = parent;
        this.cause[nodes] = (byte) cause.ordinal();
        return nodes++;
    }

    int candidate(int node) {
        return candidate[node];
    }

    boolean on(int node) {
        return on[node];
    }

    /** The node's parent, or -1 for the assumption. */
    int parent(int node) {
        return parent[node];
    }

    /** Marks a candidate reached in the given state; returns false if the walk had reached it already. */
    boolean reach(int candidate, boolean on) {
        int[] marks = on ? onMark : offMark;
        if (marks[candidate] == walk) {
            return false;
        }
        marks[candidate] = walk;
        return true;
    }

    /** Whether the off candidate q is among the node's ancestors (the node itself excluded). */
    boolean offOnPath(int node, int q) {
        for (int a = parent[node]; a >= 0; a = parent[a]) {
            if (candidate[a] == q && !on[a]) {
                return true;
            }
        }
        return false;
    }

    /** The node and its ancestors as chain nodes. */
    Potential potential(int node) {
        int cell = candidate[node] / size;
        int digit = candidate[node] % size + 1;
        if (parent[node] < 0) {
            return Potential.assume(cell, digit, on[node]);
        }
        return Potential.implied(cell, digit, on[node], CAUSES[cause[node]], potential(parent[node]));
    }
}
