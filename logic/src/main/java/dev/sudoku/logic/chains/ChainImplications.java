package dev.sudoku.logic.chains;

import static dev.sudoku.logic.chains.TablingGraph.isOn;
import static dev.sudoku.logic.chains.TablingGraph.node;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.SearchBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What assuming one candidate true proves false by a chain: the direct implications of a grouped {@link
 * TablingGraph} (no almost locked sets, HoDoKu's tables for its Kraken fish) followed to the end. Each link
 * holds on its own (a candidate on turns off its peers and its cell's other digits, a candidate or group off
 * turns on the one other place of a house or digit of a cell), so whatever the walk reaches from a premise
 * follows from that premise alone: a chain, never a net.
 *
 * <p>The premise's conclusions are computed on first use and kept, as a bit set over the candidates it turns
 * off; {@link #chain} gives the shortest chain to one of them (the walks are breadth first). A premise that
 * leads to a contradiction still implies what its walk reaches: it cannot be true, so every implication of
 * it holds.
 *
 * <p>Cost: O(E * D) a premise for E literals reached of D direct implications each, on top of the graph's
 * (see {@link TablingGraph}). Working state of one position and one thread.
 */
public final class ChainImplications implements PremiseChains {
    private final TablingGraph graph;
    /** Per candidate node, the candidates its truth turns off ({@link CellBits} over candidate nodes). */
    private final long[][] offs;
    /**
     * Per candidate node asked for a chain, its walk's way back from each literal: the literal it came from,
     * -1 for the premise, -2 where the walk did not reach.
     */
    private final int[][] trees;

    private final int[] queue;
    private final int[] parent;
    private final int[] stamp;
    private int round;

    /** The implications of the position's candidates, with group nodes. */
    public ChainImplications(CandidateGrid grid) {
        this.graph = new TablingGraph(grid, true);
        this.offs = new long[graph.candidateNodes][];
        this.trees = new int[graph.candidateNodes][];
        int literals = 2 * graph.nodeCount();
        this.queue = new int[literals];
        this.parent = new int[literals];
        this.stamp = new int[literals];
    }

    @Override
    public long[] offs(int cell, int digit) {
        int premise = graph.candidate(cell, digit);
        if (offs[premise] == null) {
            long[] set = CellBits.empty(graph.candidateNodes);
            int count = walk(TablingGraph.on(premise));
            for (int i = 0; i < count; i++) {
                int literal = queue[i];
                if (!isOn(literal) && graph.isCandidate(node(literal))) {
                    CellBits.add(set, node(literal));
                }
            }
            offs[premise] = set;
        }
        return offs[premise];
    }

    /** As {@link PremiseChains#chain}; the walk's ways back are kept per premise, so further chains from it cost only their length. */
    @Override
    public List<ChainLink> chain(int cell, int digit, int targetCell, int targetDigit) {
        int premise = graph.candidate(cell, digit);
        if (trees[premise] == null) {
            int count = walk(TablingGraph.on(premise));
            int[] tree = new int[parent.length];
            Arrays.fill(tree, -2);
            for (int i = 0; i < count; i++) {
                tree[queue[i]] = parent[queue[i]];
            }
            trees[premise] = tree;
        }
        int[] tree = trees[premise];
        List<Integer> path = PremiseChains.wayTo(tree, TablingGraph.off(graph.candidate(targetCell, targetDigit)));
        if (path == null) {
            return null;
        }
        List<ChainLink> links = new ArrayList<>(path.size());
        for (int i = 0; i + 1 < path.size(); i++) {
            int to = path.get(i + 1);
            // On to off is a weak link ("if true, the next is false"), off to on a strong one.
            links.add(new ChainLink(chainNode(node(path.get(i))), chainNode(node(to)), isOn(to)));
        }
        return links;
    }

    private ChainNode chainNode(int node) {
        return new ChainNode(Arrays.stream(graph.cells(node)).boxed().toList(), graph.digit(node));
    }

    /**
     * Breadth-first from {@code start}; returns the number of literals reached, which {@link #queue} holds in
     * the order reached, each with its way back in {@link #parent}.
     */
    private int walk(int start) {
        SearchBudget.check();
        round++;
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        stamp[start] = round;
        parent[start] = -1;
        while (head < tail) {
            int literal = queue[head++];
            for (int i = 0; i < graph.directCount(literal); i++) {
                int next = graph.direct(literal, i);
                if (stamp[next] == round) {
                    continue;
                }
                stamp[next] = round;
                parent[next] = literal;
                queue[tail++] = next;
            }
        }
        return tail;
    }
}
