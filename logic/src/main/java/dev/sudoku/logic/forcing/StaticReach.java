package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * Which nodes reach which in the static link graph, so that searches can skip what cannot give a chain. A
 * walk of producer 21 from a root finds a forcing chain only if the root's opposite is reachable from it,
 * and a cycle only if the root lies on a cycle of the graph; fewer than one walk in a hundred finds anything
 * on a typical grid, and a walk costs a full breadth-first search when it does not. Grids with at most 64
 * candidates that have a strong link get the same answers from their {@link StrongCore}, at a tenth of the
 * cost; this table serves the others.
 *
 * <p>An "on" links to the offs of {@link StaticLinks#yOff}
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
 * <p>Nodes are numbered over the candidates present only ({@code 2 * index + (on ? 1 : 0)}), so the
 * arrays are as small as the grid's candidates, not its cells times its digits. Cost: O(nodes + links) for
 * the components, and O(links x candidates / 64) for the reach sets.
 */
final class StaticReach implements BranchFilter, WalkFilter {
    private static final long[] EMPTY = new long[0];
    /**
     * The most candidates (cells x digits) a table is built for: 16x16 grids. The reach sets grow with the
     * square of the candidates, 60 MB with "off" nodes on a 25x25 grid, where the walks run unfiltered.
     */
    private static final int MAX_CANDIDATES = 4096;

    /** Per candidate ({@code cell * size + digit - 1}), its index among the present ones, or -1. */
    private final int[] index;

    private final int[] first;
    private final int[] targets;
    private final int[] component;
    private final int[] componentSize;
    /** Per component, the set of nodes it reaches: "on" nodes, and "off" nodes too with offsToo. */
    private final long[][] reaches;

    private final boolean offsToo;
    /**
     * Per node, {@link #reachesOpposite}'s answer once asked (0 not yet, 1 no, 2 yes): the X and XY passes
     * ask it of the same candidates.
     */
    private final byte[] opposite;

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
        this.offsToo = offsToo;
        index = new int[table.yOff.length];
        int present = 0;
        for (int c = 0; c < index.length; c++) {
            index[c] = table.yOff[c] == null ? -1 : present++;
        }
        int[] candidateOf = new int[present];
        for (int c = 0; c < index.length; c++) {
            if (index[c] >= 0) {
                candidateOf[index[c]] = c;
            }
        }
        int nodes = 2 * present;
        opposite = new byte[nodes];
        first = new int[nodes + 1];
        targets = successors(table, candidateOf, first);
        component = new int[nodes];
        int[] sizes = new int[nodes];
        reaches = new long[nodes][];
        int words = ((offsToo ? nodes : present) + 63) >>> 6;
        int components = new Tarjan(nodes, sizes, words).run();
        componentSize = Arrays.copyOf(sizes, components);
    }

    @Override
    public boolean onCycle(int candidate) {
        int i = index[candidate];
        return i >= 0 && componentSize[component[2 * i + 1]] > 1;
    }

    @Override
    public boolean reachesOpposite(int candidate, boolean on) {
        int i = index[candidate];
        if (i < 0) {
            return false;
        }
        int node = 2 * i + (on ? 1 : 0);
        if (opposite[node] == 0) {
            opposite[node] = (byte) (findsOpposite(node, i, on) ? 2 : 1);
        }
        return opposite[node] == 2;
    }

    private boolean findsOpposite(int node, int i, boolean on) {
        for (int k = first[node]; k < first[node + 1]; k++) {
            // From "on": the off of r is implied by the on of a candidate r's on links to (seeing is
            // symmetric). From "off": r's off must reach r's on through one of the ons it implies.
            boolean reached = on ? reachesOn(node, targets[k] >>> 1) : reachesOn(targets[k], i);
            if (reached) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether some node is reached from the "on" of every candidate given (with {@code offsToo}): when none
     * is, static chains from those assumptions have no conclusion in common, whatever their order.
     */
    @Override
    public boolean mayShare(int[] candidates, int count) {
        long[][] sets = new long[count][];
        for (int i = 0; i < count; i++) {
            int at = index[candidates[i]];
            if (at < 0) {
                return false;
            }
            sets[i] = reaches[component[2 * at + 1]];
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

    /** Whether the node reaches the "on" of the present candidate with index {@code target}. */
    private boolean reachesOn(int node, int target) {
        int bit = bit(2 * target + 1);
        long[] reach = reaches[component[node]];
        return (bit >>> 6) < reach.length && (reach[bit >>> 6] & (1L << bit)) != 0;
    }

    /** The node's bit in the reach sets, or -1 for an "off" node when only "on" nodes are kept. */
    private int bit(int node) {
        if (offsToo) {
            return node;
        }
        return (node & 1) == 1 ? node >>> 1 : -1;
    }

    /**
     * The successors of every node in the walks' order, as one flat array: those of node v are {@code
     * targets[first[v]]} to {@code targets[first[v + 1] - 1]}; fills {@code first}.
     */
    private int[] successors(StaticLinks table, int[] candidateOf, int[] first) {
        int edges = 0;
        for (int v = 0; v < 2 * candidateOf.length; v++) {
            first[v] = edges;
            int c = candidateOf[v >>> 1];
            boolean on = (v & 1) == 1;
            edges += on ? table.yOff[c].length + table.xOff[c].length : table.yOn[c].length + table.xOn[c].length;
        }
        first[2 * candidateOf.length] = edges;
        int[] targets = new int[edges];
        int at = 0;
        for (int v = 0; v < 2 * candidateOf.length; v++) {
            int c = candidateOf[v >>> 1];
            // An "on" leads to offs and an "off" to ons.
            if ((v & 1) == 1) {
                at = append(targets, at, table.yOff[c], 0);
                at = append(targets, at, table.xOff[c], 0);
            } else {
                at = append(targets, at, table.yOn[c], 1);
                at = append(targets, at, table.xOn[c], 1);
            }
        }
        return targets;
    }

    private int append(int[] targets, int at, int[] candidates, int state) {
        for (int c : candidates) {
            targets[at++] = 2 * index[c] + state;
        }
        return at;
    }

    /** Iterative Tarjan over every node, filling components, sizes and reach sets. */
    private final class Tarjan {
        private final int nodes;
        private final int words;
        private final int[] sizes;
        private final int[] order;
        private final int[] low;
        private final boolean[] onStack;
        private final int[] stack;
        private final int[] callNode;
        private final int[] callEdge;
        /** Per component, the last component whose reach took its reach in: each union is made once. */
        private final int[] mergedInto;

        private int stackTop;
        private int counter;
        private int components;

        Tarjan(int nodes, int[] sizes, int words) {
            this.nodes = nodes;
            this.sizes = sizes;
            this.words = words;
            order = new int[nodes];
            Arrays.fill(order, -1);
            low = new int[nodes];
            onStack = new boolean[nodes];
            stack = new int[nodes];
            callNode = new int[nodes];
            callEdge = new int[nodes];
            mergedInto = new int[nodes];
            Arrays.fill(mergedInto, -1);
        }

        int run() {
            for (int v = 0; v < nodes; v++) {
                if (order[v] < 0) {
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
                    if (order[w] < 0) {
                        open(w);
                        depth++;
                        callNode[depth] = w;
                        callEdge[depth] = first[w];
                    } else if (onStack[w]) {
                        low[v] = Math.min(low[v], order[w]);
                    }
                    continue;
                }
                if (low[v] == order[v]) {
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
            order[v] = counter;
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
                int bit = bit(node);
                if (bit >= 0) {
                    reach = reach.length == 0 ? new long[words] : reach;
                    reach[bit >>> 6] |= 1L << bit;
                }
                for (int k = first[node]; k < first[node + 1]; k++) {
                    int other = component[targets[k]];
                    // Most links lead into a few components (often one large one): union each once.
                    if (other == id || mergedInto[other] == id) {
                        continue;
                    }
                    mergedInto[other] = id;
                    long[] theirs = reaches[other];
                    if (theirs.length > 0) {
                        reach = reach.length == 0 ? new long[words] : reach;
                        for (int word = 0; word < words; word++) {
                            reach[word] |= theirs[word];
                        }
                    }
                }
            }
            reaches[id] = reach;
            stackTop = bottom;
        }
    }
}
