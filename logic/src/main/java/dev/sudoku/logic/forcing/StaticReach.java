package dev.sudoku.logic.forcing;

import java.util.Arrays;

/**
 * Which nodes reach which in the link graph of producer 21, so that its walks can skip the roots that cannot
 * give a chain. A walk from a root finds a forcing chain only if the root's opposite is reachable from it,
 * and a cycle only if the root lies on a cycle of the graph; fewer than one walk in a hundred finds anything
 * on a typical grid, and a walk costs a full breadth-first search when it does not.
 *
 * <p>Nodes are {@code 2 * candidate + (on ? 1 : 0)}; an "on" links to the offs of {@link StaticLinks#yOff}
 * and {@link StaticLinks#xOff}, an "off" to the ons of {@link StaticLinks#yOn} and {@link StaticLinks#xOn}:
 * every link of the XY pass, which holds those of the X and Y passes, so what this graph rules out no pass
 * can find. One graph serves the three passes: building one per pass costs more than the extra walks the
 * sparser graphs of the X and Y passes would save. Tarjan's algorithm gives the
 * strongly connected components in reverse topological order, and each component's reach is the union of
 * its successors' reaches. Reach sets hold "on" nodes only, a third of the nodes or fewer: an "off" is
 * reached exactly when an "on" linking to it is, and the links into an "off" of candidate r come from the
 * very candidates that r's own "on" links to, since seeing is symmetric.
 *
 * <p>Cost: O(nodes + links) for the components, and O(links x candidates / 64) for the reach sets.
 */
final class StaticReach {
    private static final long[] EMPTY = new long[0];

    private final int[] first;
    private final int[] targets;
    private final int[] component;
    private final int[] componentSize;
    /** Per component, the set of "on" nodes it reaches, as bits at {@link #onIndex}. */
    private final long[][] reaches;
    /** Per candidate, the bit of its "on" node in the reach sets. */
    private final int[] onIndex;

    StaticReach(StaticLinks table) {
        int candidates = table.yOff.length;
        int[][] links = successors(table, 2 * candidates);
        first = links[0];
        targets = links[1];
        onIndex = new int[candidates];
        int present = 0;
        for (int c = 0; c < candidates; c++) {
            onIndex[c] = table.yOff[c] == null ? -1 : present++;
        }
        component = new int[2 * candidates];
        Arrays.fill(component, -1);
        int[] sizes = new int[2 * present];
        long[][] closure = new long[2 * present][];
        int words = (present + 63) >>> 6;
        int components = new Tarjan(sizes, closure, words).run();
        componentSize = Arrays.copyOf(sizes, components);
        reaches = closure;
    }

    /** Whether the candidate's "on" lies on a cycle of the graph, which any closed chain through it needs. */
    boolean onCycle(int candidate) {
        int c = component[2 * candidate + 1];
        return c >= 0 && componentSize[c] > 1;
    }

    /** Whether the candidate in one state implies itself in the other through the links. */
    boolean reachesOpposite(int candidate, boolean on) {
        int node = 2 * candidate + (on ? 1 : 0);
        if (on) {
            // An "off" of r is implied by the "on" of a candidate that r's "on" links to.
            for (int k = first[node]; k < first[node + 1]; k++) {
                if (reachesOn(node, targets[k] >>> 1)) {
                    return true;
                }
            }
            return false;
        }
        for (int k = first[node]; k < first[node + 1]; k++) {
            if (reachesOn(targets[k], candidate)) {
                return true;
            }
        }
        return false;
    }

    private boolean reachesOn(int node, int candidate) {
        int c = component[node];
        int bit = onIndex[candidate];
        if (c < 0 || bit < 0) {
            return false;
        }
        long[] reach = reaches[c];
        return (bit >>> 6) < reach.length && (reach[bit >>> 6] & (1L << bit)) != 0;
    }

    /**
     * The successors of every node in the walks' order, as one flat array: those of node v are {@code
     * targets[first[v]]} to {@code targets[first[v + 1] - 1]}.
     */
    private static int[][] successors(StaticLinks table, int nodes) {
        int[] first = new int[nodes + 1];
        int edges = 0;
        for (int v = 0; v < nodes; v++) {
            first[v] = edges;
            int c = v >>> 1;
            if (table.yOff[c] != null) {
                edges += lists(table, v, 0).length + lists(table, v, 1).length;
            }
        }
        first[nodes] = edges;
        int[] targets = new int[edges];
        for (int v = 0; v < nodes; v++) {
            if (table.yOff[v >>> 1] == null) {
                continue;
            }
            int at = first[v];
            // An "on" leads to offs and an "off" to ons.
            int state = (v & 1) == 1 ? 0 : 1;
            for (int part = 0; part < 2; part++) {
                for (int target : lists(table, v, part)) {
                    targets[at++] = 2 * target + state;
                }
            }
        }
        return new int[][] {first, targets};
    }

    /** The node's Y-links (part 0) or X-links (part 1), in the walks' order. */
    private static int[] lists(StaticLinks table, int node, int part) {
        int c = node >>> 1;
        boolean on = (node & 1) == 1;
        if (part == 0) {
            return on ? table.yOff[c] : table.yOn[c];
        }
        return on ? table.xOff[c] : table.xOn[c];
    }

    /** Iterative Tarjan over the nodes of present candidates, filling components, sizes and reach sets. */
    private final class Tarjan {
        private final int nodes;
        private final int words;
        private final int[] sizes;
        private final long[][] closure;
        private final int[] index;
        private final int[] low;
        private final boolean[] onStack;
        private final int[] stack;
        private final int[] callNode;
        private final int[] callEdge;
        private int stackTop;
        private int counter;
        private int components;

        Tarjan(int[] sizes, long[][] closure, int words) {
            this.nodes = first.length - 1;
            this.words = words;
            this.sizes = sizes;
            this.closure = closure;
            index = new int[nodes];
            Arrays.fill(index, -1);
            low = new int[nodes];
            onStack = new boolean[nodes];
            stack = new int[nodes];
            callNode = new int[nodes];
            callEdge = new int[nodes];
        }

        int run() {
            for (int v = 0; v < nodes; v++) {
                // A node without links reaches nothing, and gets its component if something reaches it.
                if (index[v] < 0 && first[v + 1] > first[v]) {
                    visit(v);
                }
            }
            return components;
        }

        private void visit(int start) {
            int depth = 0;
            open(start);
            callNode[0] = start;
            callEdge[0] = first[start];
            while (depth >= 0) {
                int v = callNode[depth];
                if (callEdge[depth] < first[v + 1]) {
                    int w = targets[callEdge[depth]++];
                    if (index[w] < 0) {
                        open(w);
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = first[w];
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], index[w]);
                    }
                    continue;
                }
                if (low[v] == index[v]) {
                    closeComponent(v);
                }
                depth--;
                if (depth >= 0) {
                    int parent = callNode[depth];
                    low[parent] = Math.min(low[parent], low[v]);
                }
            }
        }

        private void open(int v) {
            index[v] = counter;
            low[v] = counter++;
            stack[stackTop++] = v;
            onStack[v] = true;
        }

        /**
         * Pops the component rooted at v. Its successors outside it were closed before it, so their reach
         * sets are complete and its own is their union.
         */
        private void closeComponent(int v) {
            int id = components++;
            int bottom = stackTop;
            do {
                bottom--;
            } while (stack[bottom] != v);
            for (int i = bottom; i < stackTop; i++) {
                onStack[stack[i]] = false;
                component[stack[i]] = id;
            }
            sizes[id] = stackTop - bottom;
            long[] reach = EMPTY;
            for (int i = bottom; i < stackTop; i++) {
                int node = stack[i];
                if ((node & 1) == 1) {
                    reach = reach.length == 0 ? new long[words] : reach;
                    int bit = onIndex[node >>> 1];
                    reach[bit >>> 6] |= 1L << bit;
                }
                for (int k = first[node]; k < first[node + 1]; k++) {
                    int other = component[targets[k]];
                    long[] theirs = other == id ? EMPTY : closure[other];
                    if (theirs.length > 0) {
                        reach = reach.length == 0 ? new long[words] : reach;
                        for (int word = 0; word < words; word++) {
                            reach[word] |= theirs[word];
                        }
                    }
                }
            }
            closure[id] = reach;
            stackTop = bottom;
        }
    }
}
