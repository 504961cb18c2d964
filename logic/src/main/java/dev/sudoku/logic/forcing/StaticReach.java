package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * Which nodes reach which in the static link graph, so that searches can skip what cannot give a chain. A
 * walk of producer 21 from a root finds a forcing chain only if the root's opposite is reachable from it,
 * and a cycle only if the root lies on a cycle of the graph; fewer than one walk in a hundred finds anything
 * on a typical grid, and a walk costs a full breadth-first search when it does not.
 *
 * <p>Nodes are {@code 2 * candidate + (on ? 1 : 0)}; an "on" links to the offs of {@link StaticLinks#yOff}
 * and {@link StaticLinks#xOff}, an "off" to the ons of {@link StaticLinks#yOn} and {@link StaticLinks#xOn}:
 * every link of the XY pass, which holds those of the X and Y passes, so what this graph rules out no pass
 * can find. One graph serves the three passes: building one per pass costs more than the extra walks the
 * sparser graphs of the X and Y passes would save. Tarjan's algorithm gives the
 * strongly connected components in reverse topological order, and each component's reach is the union of
 * its successors' reaches. For the walks, reach sets hold "on" nodes only: an "off" is reached exactly when
 * an "on" linking to it is, and the links into an "off" of candidate r come from the very candidates that
 * r's own "on" links to, since seeing is symmetric.
 *
 * <p>Static Multiple chains (producer 24 and the nested level 3) follow the same links from each of a cell's
 * digits, or each of a digit's places in a house, and conclude what every branch implies. A branch reaches
 * a subset of its assumption's reach, as it stops early at a contradiction; so when the reach sets (with
 * "off" nodes too) have no node in common, the branches need not be followed: {@link #mayShare}.
 *
 * <p>Cost: O(nodes + links) for the components, and O(links x candidates / 64) for the reach sets.
 */
final class StaticReach {
    private static final long[] EMPTY = new long[0];
    /**
     * The most candidates (cells x digits) a table is built for: 16x16 grids. The reach sets grow with the
     * square of the candidates, 60 MB with "off" nodes on a 25x25 grid, where the walks run unfiltered.
     */
    private static final int MAX_CANDIDATES = 4096;

    private final int[] first;
    private final int[] targets;
    private final int[] component;
    private final int[] componentSize;
    /** Per component, the set of nodes it reaches, as bits at {@link #nodeBit}. */
    private final long[][] reaches;
    /** Per node, its bit in the reach sets, or -1 for the nodes the sets leave out. */
    private final int[] nodeBit;

    /** Whether a grid is small enough for a table: see {@link #MAX_CANDIDATES}. */
    static boolean affordable(CandidateGrid grid) {
        return grid.cellCount() * grid.size() <= MAX_CANDIDATES;
    }

    /** The reach of "on" nodes alone, which is all the walks of producer 21 need. */
    StaticReach(StaticLinks table) {
        this(table, false);
    }

    /** With {@code offsToo}, reach sets hold "off" nodes as well, for {@link #mayShare}. */
    StaticReach(StaticLinks table, boolean offsToo) {
        int candidates = table.yOff.length;
        int[][] links = successors(table, 2 * candidates);
        first = links[0];
        targets = links[1];
        nodeBit = new int[2 * candidates];
        Arrays.fill(nodeBit, -1);
        int present = 0;
        int bits = 0;
        for (int c = 0; c < candidates; c++) {
            if (table.yOff[c] != null) {
                present++;
                nodeBit[2 * c + 1] = bits++;
                if (offsToo) {
                    nodeBit[2 * c] = bits++;
                }
            }
        }
        component = new int[2 * candidates];
        Arrays.fill(component, -1);
        int[] sizes = new int[2 * present];
        long[][] closure = new long[2 * present][];
        int words = (bits + 63) >>> 6;
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

    /**
     * Whether some node is reached from the "on" of every candidate given (with {@code offsToo}): when none
     * is, static chains from those assumptions have no conclusion in common, whatever their order.
     */
    boolean mayShare(int[] candidates, int count) {
        long[][] sets = new long[count][];
        for (int i = 0; i < count; i++) {
            int c = component[2 * candidates[i] + 1];
            if (c < 0) {
                return false;
            }
            sets[i] = reaches[c];
        }
        for (int word = 0; word < sets[0].length; word++) {
            long common = sets[0][word];
            for (int i = 1; i < count && common != 0; i++) {
                common &= sets[i][word];
            }
            if (common != 0) {
                return true;
            }
        }
        return false;
    }

    private boolean reachesOn(int node, int candidate) {
        int c = component[node];
        int bit = nodeBit[2 * candidate + 1];
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
                if (index[v] < 0 && nodeBit[v | 1] >= 0) {
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
                int bit = nodeBit[node];
                if (bit >= 0) {
                    reach = reach.length == 0 ? new long[words] : reach;
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
