package dev.sudoku.logic.chains;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * The continuous nice loops made of group nodes alone (mutable working state, one per call). Tabling
 * ({@link TabledLoops}) starts every loop at a candidate and cannot reach them; HoDoKu finds them with a
 * search of its own, and so do we.
 *
 * <p>For each group on a strong link, a breadth-first search over (group, truth) states of a {@link
 * ChainGraph}, at most {@code maxLinks} links deep: a false group makes its strong partners true, a true
 * group makes its weak partners false (only those on a strong link, as the others lead nowhere). A state is
 * only entered from a path that does not hold its candidates yet, so every path is a chain, not a lasso.
 * Each pair of ends is then read once (the chain read backwards is the same chain); when the ends are
 * weakly linked the loop closes and its eliminations ({@link ChainEnds#loop}) make the step.
 *
 * <p>Cost: with k groups on strong links, w weak partners per group (a few per house) and chains of at
 * most L links, k searches of O(k * w * L), then O(k^2) end pairs of O(L) each; groups are few (tens on a
 * hard 9x9 position), so this is small beside the tables.
 */
final class GroupLoops {
    private final ChainGraph graph;
    private final ChainEnds ends;
    private final AicSteps steps;
    private final int maxLinks;
    private final TechniqueId id;
    private final ShortestChains chains;
    /** Links from the start to each state ({@code node * 2 + truth}), valid where {@code seen == round}. */
    private final int[] distance;

    private final int[] parent;
    private final int[] seen;
    private final int[] queue;
    private final int[] partners;
    /** Candidates ({@code cell * N + digit - 1}) met by {@link #distinct}, valid where equal to {@link #stamp}. */
    private final int[] used;

    private int round;
    private int stamp;

    /** {@code id} is the grouped continuous nice loop's. */
    GroupLoops(ChainGraph graph, int maxLinks, TechniqueId id, ShortestChains chains) {
        this.graph = graph;
        this.ends = new ChainEnds(graph);
        this.steps = new AicSteps(graph);
        this.maxLinks = maxLinks;
        this.id = id;
        this.chains = chains;
        int states = 2 * graph.nodeCount();
        distance = new int[states];
        parent = new int[states];
        seen = new int[states];
        queue = new int[states];
        partners = new int[graph.nodeCount()];
        used = new int[graph.grid.cellCount() * graph.size];
    }

    void run() {
        for (int start = 0; start < graph.nodeCount(); start++) {
            if (graph.isGroup(start) && graph.strong[start].length > 0) {
                SearchBudget.check();
                search(start);
            }
        }
    }

    private void search(int start) {
        round++;
        int head = 0;
        int tail = 0;
        visit(start * 2, 0, -1);
        queue[tail++] = start * 2;
        while (head < tail) {
            int state = queue[head++];
            int node = state >> 1;
            int links = distance[state];
            if (links == maxLinks || (node == start && links > 0)) {
                continue;
            }
            if ((state & 1) == 0) {
                for (int next : graph.strong[node]) {
                    if (seen[next * 2 + 1] != round && graph.isGroup(next) && (next == start || !onPath(state, next))) {
                        visit(next * 2 + 1, links + 1, state);
                        queue[tail++] = next * 2 + 1;
                    }
                }
            } else {
                int count = graph.weak(node, partners);
                for (int i = 0; i < count; i++) {
                    int next = partners[i];
                    if (graph.strong[next].length > 0
                            && seen[next * 2] != round
                            && graph.isGroup(next)
                            && !onPath(state, next)) {
                        visit(next * 2, links + 1, state);
                        queue[tail++] = next * 2;
                    }
                }
            }
        }
        for (int i = 0; i < tail; i++) {
            int state = queue[i];
            int end = state >> 1;
            // A group reached true again at its start proves nothing a player can place: no cell is named.
            if ((state & 1) == 1 && end > start && distance[state] >= 3) {
                report(start, state);
            }
        }
    }

    /**
     * Whether {@code node} shares a candidate with a node on the path to {@code state}: such a step would
     * make a lasso, not a chain. Keeping paths simple while searching, instead of dropping the shortest
     * walk afterwards, finds the loop through a start that a shorter lasso would hide. Cost: O(links).
     */
    private boolean onPath(int state, int node) {
        for (int at = state; at >= 0; at = parent[at]) {
            int other = at >> 1;
            if (other == node || graph.digit[other] == graph.digit[node] && !graph.disjoint(other, node)) {
                return true;
            }
        }
        return false;
    }

    private void visit(int state, int links, int from) {
        seen[state] = round;
        distance[state] = links;
        parent[state] = from;
    }

    private void report(int start, int endState) {
        int end = endState >> 1;
        int[] path = path(endState);
        if (!distinct(path) || !ends.weaklyLinked(start, end)) {
            return;
        }
        List<Candidate> eliminations = ends.loop(path);
        if (!eliminations.isEmpty() && chains.wants(eliminations, List.of(), path.length)) {
            List<ChainLink> links = steps.links(path);
            links.add(steps.weak(end, start));
            if (chains.wants(eliminations, List.of(), links.size())) {
                chains.add(steps.step(id, links, eliminations, List.of()));
            }
        }
    }

    private int[] path(int endState) {
        int length = distance[endState];
        int[] path = new int[length + 1];
        for (int i = length, state = endState; i >= 0; i--, state = parent[state]) {
            path[i] = state >> 1;
        }
        return path;
    }

    /** Whether no candidate is on two nodes of the path. */
    private boolean distinct(int[] path) {
        // Stamped per call instead of a fresh set: reports are many.
        stamp++;
        for (int node : path) {
            int digit = graph.digit[node];
            for (int cell : graph.cells[node]) {
                int candidate = cell * graph.size + digit - 1;
                if (used[candidate] == stamp) {
                    return false;
                }
                used[candidate] = stamp;
            }
        }
        return true;
    }
}
