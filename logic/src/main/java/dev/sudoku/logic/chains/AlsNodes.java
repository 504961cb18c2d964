package dev.sudoku.logic.chains;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.als.AlsIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Almost locked sets as chain nodes, as HoDoKu's grouped nice loops use them. An ALS of n cells holds n + 1
 * digits, so when one of its digits x is nowhere in it the others fill it: for every other digit z, "x is
 * in the set" or "z is in the set" holds, a strong link between the set's places of x and of z. A chain
 * enters the set by a weak link to all its places of x (a node seeing all of them is true) and leaves it by
 * a weak link from all its places of z. Each digit's places in the set are one node, shared with the
 * candidate or group of the same cells when there is one; sets of one cell are bivalue cells, already
 * linked.
 *
 * <p>Cost: the sets of {@link AlsIndex}; per new node, one pass over the cells holding its digit and the
 * groups of that digit for its weak partners.
 */
final class AlsNodes {
    /** The line of a node made for an ALS: it lies in no box-line intersection. */
    static final int ALS_LINE = -2;

    private final CandidateGrid grid;
    private final int size;
    private final NodeLists nodes;
    private final int[] candidateNode;
    private final List<AlmostLockedSet> sets = new ArrayList<>();
    /** Per kept set, its node per digit (index digit - 1), -1 for digits it lacks. */
    private final List<int[]> setNodes = new ArrayList<>();

    AlsNodes(CandidateGrid grid, NodeLists nodes, int[] candidateNode) {
        this.grid = grid;
        this.size = grid.size();
        this.nodes = nodes;
        this.candidateNode = candidateNode;
    }

    /** Adds a node for each digit's places in each set of two or more cells, reusing equal nodes. */
    void build() {
        Map<String, Integer> existing = new HashMap<>();
        for (int node = 0; node < nodes.size(); node++) {
            if (nodes.cells().get(node).length > 1) {
                existing.put(key(nodes.digits().get(node), nodes.cells().get(node)), node);
            }
        }
        for (AlmostLockedSet set : AlsIndex.of(grid).sets()) {
            if (set.cells().size() < 2) {
                continue;
            }
            int[] byDigit = new int[size];
            Arrays.fill(byDigit, -1);
            for (long rest = set.digits(); rest != 0; rest &= rest - 1) {
                int d = Masks.firstDigit(rest);
                int[] places = set.cells().stream()
                        .filter(cell -> grid.has(cell, d))
                        .sorted()
                        .mapToInt(Integer::intValue)
                        .toArray();
                byDigit[d - 1] = places.length == 1
                        ? candidateNode[places[0] * size + d - 1]
                        : existing.computeIfAbsent(key(d, places), k -> nodes.add(d, places, ALS_LINE));
            }
            sets.add(set);
            setNodes.add(byDigit);
        }
    }

    private static String key(int d, int[] cells) {
        return d + Arrays.toString(cells);
    }

    List<AlmostLockedSet> sets() {
        return sets;
    }

    /** Strong partners per node, and per partner the index of the set behind the link or -1. */
    record Links(int[][] partners, int[][] sets) {}

    /** The plain strong links with each set's links added; a pair already linked keeps its first reason. */
    Links withStrongLinks(int[][] plain) {
        List<List<Integer>> partners = new ArrayList<>();
        List<List<Integer>> reasons = new ArrayList<>();
        for (int node = 0; node < nodes.size(); node++) {
            List<Integer> list = new ArrayList<>();
            List<Integer> why = new ArrayList<>();
            for (int partner : plain[node]) {
                list.add(partner);
                why.add(-1);
            }
            partners.add(list);
            reasons.add(why);
        }
        for (int s = 0; s < sets.size(); s++) {
            int[] byDigit = setNodes.get(s);
            for (int x = 0; x < size; x++) {
                for (int z = x + 1; z < size; z++) {
                    int a = byDigit[x];
                    int b = byDigit[z];
                    if (a < 0 || b < 0 || partners.get(a).contains(b)) {
                        continue;
                    }
                    partners.get(a).add(b);
                    partners.get(b).add(a);
                    reasons.get(a).add(s);
                    reasons.get(b).add(s);
                }
            }
        }
        return new Links(arrays(partners), arrays(reasons));
    }

    /**
     * Per node, the weak partners an ALS node adds: for each node made for a set, the candidates and groups
     * of its digit, outside it, that see all its cells; and the same links read from the other side.
     */
    int[][] weakLinks(ChainGraph graph) {
        List<List<Integer>> extra = new ArrayList<>();
        List<List<Integer>> plainOfDigit = new ArrayList<>();
        for (int d = 0; d <= size; d++) {
            plainOfDigit.add(new ArrayList<>());
        }
        for (int node = 0; node < graph.nodeCount(); node++) {
            extra.add(new ArrayList<>());
            if (!graph.isSetNode(node)) {
                plainOfDigit.get(graph.digit[node]).add(node);
            }
        }
        for (int node = 0; node < graph.nodeCount(); node++) {
            if (!graph.isSetNode(node)) {
                continue;
            }
            for (int other : plainOfDigit.get(graph.digit[node])) {
                if (graph.seeEachOther(node, other)) {
                    extra.get(node).add(other);
                    extra.get(other).add(node);
                }
            }
        }
        return arrays(extra);
    }

    private static int[][] arrays(List<List<Integer>> lists) {
        int[][] out = new int[lists.size()][];
        for (int i = 0; i < out.length; i++) {
            out[i] = lists.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }
}
