package dev.sudoku.logic.chains;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * The shortest alternating inference chains between every two nodes of a {@link ChainGraph}, each sorted
 * into the kind of step it makes (mutable working state, one per call).
 *
 * <p>For each node on a strong link, a breadth-first search over (node, truth) states, at most {@code
 * maxLinks} links deep: a false node makes its strong partners true, a true node makes its weak partners
 * false (only those on a strong link, as the others lead nowhere). A state is only entered from a path
 * that does not hold its candidates yet, so every path is a chain, not a lasso. Each pair of ends is then
 * read once (the chain read backwards is the same chain). What the chain proves ({@link ChainEnds})
 * decides its kind, as in HoDoKu:
 *
 * <ul>
 *   <li>the start reached true: it is true (discontinuous nice loop, strong links meeting at the start);
 *   <li>ends weakly linked: a continuous nice loop, and also the AIC along it when that removes two or
 *       more candidates (HoDoKu lists both; the loop removes more and players meet it first);
 *   <li>two or more eliminations, both ends candidates: an AIC;
 *   <li>otherwise each elimination is a discontinuous nice loop through the removed candidate (two weak
 *       links meeting there, or a weak and a strong link of two digits of its cell), written as that
 *       loop; a candidate on the chain itself would make a lasso, not a loop, and is left out.
 * </ul>
 *
 * <p>Cost: with k nodes on strong links, w weak partners per node (about 3N + N) and chains of at most L
 * links, k searches of O(k * w * L), then O(k^2) end pairs of O(3N + L) each; on a hard 9x9 position k
 * is 100 to 250. Measured: the players' solve of the first 200 puzzles of magictour_top1465 takes about
 * 3.5 s with the plain and grouped searches, 1.5 s without them (one warm run, 2 shared cores).
 */
final class AicSearch {
    private final ChainGraph graph;
    private final ChainEnds ends;
    private final AicSteps steps;
    private final boolean grouped;
    private final int maxLinks;
    /** Whether to walk groups only and keep only the continuous loops they close. */
    private final boolean groupsOnly;

    private final List<TechniqueId> ids;
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

    /** {@code ids} are the AIC, continuous and discontinuous nice loop ids, in that order. */
    AicSearch(ChainGraph graph, boolean grouped, int maxLinks, List<TechniqueId> ids, ShortestChains chains) {
        this(graph, grouped, false, maxLinks, ids, chains);
    }

    /**
     * With {@code groupsOnly}, only the continuous loops made of group nodes alone: tabling ({@link
     * TabledLoops}) starts every loop at a candidate and cannot find them.
     */
    AicSearch(
            ChainGraph graph,
            boolean grouped,
            boolean groupsOnly,
            int maxLinks,
            List<TechniqueId> ids,
            ShortestChains chains) {
        this.graph = graph;
        this.groupsOnly = groupsOnly;
        this.ends = new ChainEnds(graph);
        this.steps = new AicSteps(graph);
        this.grouped = grouped;
        this.maxLinks = maxLinks;
        this.ids = ids;
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
            // A node made for an almost locked set links weakly to candidates and groups only, so every
            // chain worth reporting has a candidate or group at some end; such nodes come first.
            if (graph.strong[start].length > 0 && !graph.isSetNode(start) && walks(start)) {
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
                    if (seen[next * 2 + 1] != round && walks(next) && (next == start || !onPath(state, next))) {
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
                            && walks(next)
                            && !onPath(state, next)) {
                        visit(next * 2, links + 1, state);
                        queue[tail++] = next * 2;
                    }
                }
            }
        }
        for (int i = 0; i < tail; i++) {
            int state = queue[i];
            if ((state & 1) == 1 && (state >> 1) >= start && distance[state] >= 3) {
                report(start, state);
            }
        }
    }

    private boolean walks(int node) {
        return !groupsOnly || graph.isGroup(node);
    }

    /**
     * Whether {@code node} shares a candidate with a node on the path to {@code state}: such a step would
     * make a lasso, not a chain. Keeping paths simple while searching, instead of dropping the shortest
     * walk afterwards, finds the loop through a start that a shorter lasso would hide. Cost: O(links).
     */
    private boolean onPath(int state, int node) {
        boolean group = graph.isGroup(node);
        for (int at = state; at >= 0; at = parent[at]) {
            int other = at >> 1;
            if (other == node
                    || (group || graph.isGroup(other))
                            && graph.digit[other] == graph.digit[node]
                            && !graph.disjoint(other, node)) {
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
        boolean wanted = graph.hasAlsNodes() ? usesSet(path) : !grouped || hasGroup(path);
        if (!wanted || !distinct(path, start == end)) {
            return;
        }
        if (start == end) {
            if (!graph.isGroup(start)) {
                int cell = graph.cells[start][0];
                List<Placement> placed = List.of(new Placement(cell, graph.digit[start]));
                keep(path, ids.get(2), steps.links(path), List.of(), placed);
            }
        } else if (ends.weaklyLinked(start, end)) {
            List<Candidate> eliminations = ends.loop(path);
            if (!eliminations.isEmpty() && chains.wants(eliminations, List.of(), path.length)) {
                List<ChainLink> links = steps.links(path);
                links.add(steps.weak(end, start));
                keep(path, ids.get(1), links, eliminations, List.of());
            }
            List<Candidate> open = ends.open(start, end);
            if (!groupsOnly && isAic(start, end, open)) {
                keep(path, ids.get(0), steps.links(path), open, List.of());
            }
        } else if (!groupsOnly) {
            List<Candidate> eliminations = ends.open(start, end);
            if (isAic(start, end, eliminations)) {
                keep(path, ids.get(0), steps.links(path), eliminations, List.of());
            } else {
                // As in HoDoKu, an AIC ends on candidates; with a group end each removal is its own loop.
                for (Candidate removed : eliminations) {
                    if (!onPath(path, removed)) {
                        keep(path, ids.get(2), discontinuous(path, removed), List.of(removed), List.of());
                    }
                }
            }
        }
    }

    /** Whether an open chain makes an AIC: two or more eliminations and candidates at both ends. */
    private boolean isAic(int start, int end, List<Candidate> eliminations) {
        return eliminations.size() >= 2 && !graph.isGroup(start) && !graph.isGroup(end);
    }

    /** Whether a candidate lies on a node of the path (a loop through it would be a lasso). */
    private boolean onPath(int[] path, Candidate candidate) {
        for (int node : path) {
            if (graph.digit[node] == candidate.digit() && graph.contains(node, candidate.cell())) {
                return true;
            }
        }
        return false;
    }

    /** The chain written as the loop through the one candidate it removes. */
    private List<ChainLink> discontinuous(int[] path, Candidate removed) {
        int start = path[0];
        int end = path[path.length - 1];
        int node = graph.candidate(removed.cell(), removed.digit());
        List<ChainLink> links = new ArrayList<>();
        if (graph.digit[start] == graph.digit[end]) {
            // Two weak links meet at the removed candidate: it sees both ends.
            links.add(steps.weak(node, start));
            links.addAll(steps.links(path));
            links.add(steps.weak(end, node));
        } else if (graph.digit[node] == graph.digit[end]) {
            // The end's digit in the start's cell: false end, so the start is true in that cell.
            links.add(steps.weak(node, end));
            links.addAll(steps.reversed(path));
        } else {
            links.add(steps.weak(node, start));
            links.addAll(steps.links(path));
        }
        return links;
    }

    private void keep(
            int[] path, TechniqueId id, List<ChainLink> links, List<Candidate> eliminations, List<Placement> placed) {
        if (chains.wants(eliminations, placed, links.size())) {
            chains.add(steps.step(id, steps.showingSets(path, links), eliminations, placed));
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

    /** Whether a strong link of the path is an almost locked set's (strong links leave even positions). */
    private boolean usesSet(int[] path) {
        for (int i = 0; i + 1 < path.length; i += 2) {
            if (graph.linkSet(path[i], path[i + 1]) != null) {
                return true;
            }
        }
        return false;
    }

    private boolean hasGroup(int[] path) {
        for (int node : path) {
            if (graph.isGroup(node)) {
                return true;
            }
        }
        return false;
    }

    /** Whether no candidate is on two nodes; a loop back to its start may repeat its first node. */
    private boolean distinct(int[] path, boolean loop) {
        // Stamped per call instead of a fresh set: reports are many.
        stamp++;
        for (int i = loop ? 1 : 0; i < path.length; i++) {
            int digit = graph.digit[path[i]];
            for (int cell : graph.cells[path[i]]) {
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
