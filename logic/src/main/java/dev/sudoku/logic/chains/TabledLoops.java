package dev.sudoku.logic.chains;

import static dev.sudoku.logic.chains.TablingGraph.isOn;
import static dev.sudoku.logic.chains.TablingGraph.node;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Nice loops and AICs read from expanded tables as HoDoKu reads them, so a position yields HoDoKu's chains:
 * for each premise one path to each conclusion ({@link TableExpansion}), kept when it is no lasso.
 *
 * <ul>
 *   <li>Nice loop: a conclusion about another digit of the premise's cell, or the same digit, more than one
 *       link away. The path must leave the start cell at once, must not arrive from inside it, and no node
 *       may lie in the cell of a node two or more places before it (the start cell excepted). The premise
 *       and conclusion decide the kind: the same digit off from on, or on from off, is a discontinuous
 *       loop (the digit goes, or is placed); two digits with one link weak and one strong, discontinuous
 *       (the weakly linked digit goes); otherwise the loop may be continuous (a bivalue start cell reached
 *       weakly both ways, both ways strongly with two digits): then every weak link between cells clears
 *       its digit from the cells seeing both ends (off the chain), and every cell entered and left by
 *       strong links loses its other digits.
 *   <li>AIC: from a candidate assumed off, a candidate of another cell concluded on, more than one link
 *       away, with no node in the cell of any node before the previous one (the start cell included). The
 *       same digit: it goes from the cells seeing both ends, when two or more hold it (one is a loop).
 *       Two digits, ends seeing each other: each goes from the other end.
 * </ul>
 *
 * The grouped search keeps only chains through a group or set; the plain one has none; with sets only
 * chains through a set are kept. A set in a continuous loop also removes its other digits from the cells
 * seeing all their places in it, HoDoKu's way ({@link #lockedSet}). For each effect the chain with the
 * fewest links is kept ({@link ShortestChains}).
 *
 * <p>Cost: one {@link TableExpansion} per candidate and truth, O(E * D) each, then a path of O(E) per
 * conclusion in the start cell and per AIC end.
 */
final class TabledLoops {
    private final TablingGraph graph;
    private final CandidateGrid grid;
    private final int size;
    private final boolean onlyGrouped;
    /** Whether only chains through an almost locked set are kept. */
    private final boolean onlySets;

    private final List<TechniqueId> ids;
    private final ShortestChains chains;
    private final TableExpansion table;

    /**
     * {@code ids} are the AIC, continuous and discontinuous nice loop ids, in that order; {@code onlyGrouped}
     * keeps only chains through a group or set, {@code onlySets} only those through a set.
     */
    TabledLoops(
            TablingGraph graph, boolean onlyGrouped, boolean onlySets, List<TechniqueId> ids, ShortestChains chains) {
        this.graph = graph;
        this.grid = graph.grid;
        this.size = graph.size;
        this.onlyGrouped = onlyGrouped;
        this.onlySets = onlySets;
        this.ids = ids;
        this.chains = chains;
        this.table = new TableExpansion(graph);
    }

    void run() {
        for (boolean on : new boolean[] {true, false}) {
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                for (long mask = grid.candidates(cell); mask != 0; mask &= mask - 1) {
                    SearchBudget.check();
                    int candidate = graph.candidate(cell, Masks.firstDigit(mask));
                    table.expand(on ? TablingGraph.on(candidate) : TablingGraph.off(candidate));
                    loops(cell);
                    if (!on) {
                        aics(cell);
                    }
                }
            }
        }
    }

    private void loops(int start) {
        for (int j = 1; j < table.size(); j++) {
            int node = node(table.literal(j));
            if (graph.isCandidate(node) && graph.cell(node) == start && table.distance(j) > 2) {
                int[] path = table.path(j);
                if (path != null && loopShaped(path) && noLasso(path, false)) {
                    loop(path);
                }
            }
        }
    }

    /** The last link may not come from inside the start cell, nor the first stay in it. */
    private boolean loopShaped(int[] path) {
        int last = path.length - 1;
        return graph.cell(node(path[last])) != graph.cell(node(path[last - 1]))
                && graph.cell(node(path[0])) != graph.cell(node(path[1]));
    }

    /**
     * Whether no node lies in the cell of a node two or more places before it (a group counts all its cells
     * before, its first cell after); for loops the start cell may come back.
     */
    private boolean noLasso(int[] path, boolean aic) {
        boolean[] used = new boolean[grid.cellCount()];
        int startCell = graph.cell(node(path[0]));
        int previous = -1;
        for (int literal : path) {
            int node = node(literal);
            if (used[graph.cell(node)]) {
                return false;
            }
            if (previous >= 0 && (aic || graph.cell(previous) != startCell)) {
                for (int cell : graph.cells(previous)) {
                    used[cell] = true;
                }
            }
            previous = node;
        }
        return true;
    }

    private void loop(int[] path) {
        int start = node(path[0]);
        int end = node(path[path.length - 1]);
        int cell = graph.cell(start);
        boolean firstStrong = !isOn(path[0]);
        boolean lastStrong = isOn(path[path.length - 1]);
        int c = graph.digit(start);
        int d = graph.digit(end);
        Set<Candidate> eliminations = new LinkedHashSet<>();
        List<Placement> placed = new ArrayList<>();
        TechniqueId kind = ids.get(2);
        if (!firstStrong && !lastStrong && c == d) {
            eliminations.add(new Candidate(cell, c));
        } else if (firstStrong && lastStrong && c == d) {
            if (Long.bitCount(grid.candidates(cell)) > 1) {
                placed.add(new Placement(cell, c));
            }
        } else if (firstStrong != lastStrong && c != d) {
            eliminations.add(new Candidate(cell, firstStrong ? d : c));
        } else if (c != d && (firstStrong || Long.bitCount(grid.candidates(cell)) == 2)) {
            kind = ids.get(1);
            continuous(path, eliminations);
        }
        if (eliminations.isEmpty() && placed.isEmpty() || !wanted(path)) {
            return;
        }
        List<Candidate> sorted = sorted(eliminations);
        List<ChainLink> links = links(path);
        if (kind == ids.get(1)) {
            links.add(new ChainLink(chainNode(end, d), chainNode(start, c), isOn(path[0])));
        }
        if (chains.wants(sorted, placed, links.size())) {
            chains.add(AicSteps.step(grid, kind, links, sorted, placed));
        }
    }

    /** The removals of a continuous loop, as HoDoKu makes them. */
    private void continuous(int[] path, Set<Candidate> out) {
        boolean[] onChain = new boolean[grid.cellCount()];
        for (int literal : path) {
            for (int cell : graph.cells(node(literal))) {
                onChain[cell] = true;
            }
        }
        int start = graph.cell(node(path[0]));
        int n = path.length;
        for (int i = 0; i < n; i++) {
            int here = graph.cell(node(path[i]));
            boolean bothStrong = i == 0 && !isOn(path[0]) && isOn(path[n - 1]);
            if (bothStrong) {
                keepOnly(here, graph.digit(node(path[0])), graph.digit(node(path[n - 1])), out);
            } else if (i > 0
                    && i <= n - 3
                    && isOn(path[i])
                    && graph.cell(node(path[i - 1])) != here
                    && !isOn(path[i + 1])
                    && graph.cell(node(path[i + 1])) == here
                    && isOn(path[i + 2])
                    && graph.cell(node(path[i + 2])) != here) {
                // Entered and left by strong links: the cell holds one of the two digits.
                keepOnly(here, graph.digit(node(path[i])), graph.digit(node(path[i + 2])), out);
            }
            if (i > 0 && !isOn(path[i]) && graph.cell(node(path[i - 1])) != here) {
                int digit = graph.digit(node(path[i]));
                for (int cell = 0; cell < grid.cellCount(); cell++) {
                    if (!onChain[cell]
                            && cell != start
                            && grid.has(cell, digit)
                            && graph.seesAll(node(path[i - 1]), digit, cell)
                            && graph.seesAll(node(path[i]), digit, cell)) {
                        out.add(new Candidate(cell, digit));
                    }
                }
                if (graph.isSet(node(path[i])) && i < n - 1) {
                    lockedSet(path, i, out);
                }
            }
        }
    }

    /**
     * A set in a continuous loop is entered and left by links that hold both ways, so it is locked on its
     * other digits: each leaves the cells outside seeing all its places. When the set forces the next cell
     * (the link out is the only digit it leaves there), the digits it cleared from that cell are the ways
     * out: each leaves the cells seeing both its places in the set and that cell.
     */
    private void lockedSet(int[] path, int i, Set<Candidate> out) {
        TablingSets.AlmostSet set = graph.set(node(path[i]));
        int entry = graph.digit(node(path[i]));
        boolean forced = isOn(path[i + 1]);
        int next = graph.cell(node(path[i + 1]));
        long exits = forced
                ? grid.candidates(next) & ~Masks.bit(graph.digit(node(path[i + 1])))
                : Masks.bit(graph.digit(node(path[i + 1])));
        for (long rest = set.digits() & ~Masks.bit(entry) & ~exits; rest != 0; rest &= rest - 1) {
            int digit = Masks.firstDigit(rest);
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                if (set.seen(digit, cell)) {
                    out.add(new Candidate(cell, digit));
                }
            }
        }
        if (forced) {
            for (long rest = exits & set.digits(); rest != 0; rest &= rest - 1) {
                int digit = Masks.firstDigit(rest);
                for (int cell = 0; cell < grid.cellCount(); cell++) {
                    if (set.seen(digit, cell) && ChainSteps.sees(graph.geometry, cell, next)) {
                        out.add(new Candidate(cell, digit));
                    }
                }
            }
        }
    }

    private void keepOnly(int cell, int a, int b, Set<Candidate> out) {
        for (long rest = grid.candidates(cell) & ~Masks.bit(a) & ~Masks.bit(b); rest != 0; rest &= rest - 1) {
            out.add(new Candidate(cell, Masks.firstDigit(rest)));
        }
    }

    private void aics(int start) {
        int c = graph.digit(node(table.literal(0)));
        for (int j = 1; j < table.size(); j++) {
            int literal = table.literal(j);
            int node = node(literal);
            if (!graph.isCandidate(node) || !isOn(literal) || graph.cell(node) == start) {
                continue;
            }
            int end = graph.cell(node);
            int d = graph.digit(node);
            List<Candidate> eliminations = new ArrayList<>();
            if (c == d) {
                List<Integer> seeing = ChainSteps.seeingAll(grid, c, List.of(start), List.of(end));
                if (seeing.size() >= 2) {
                    eliminations.addAll(ChainSteps.of(c, seeing));
                }
            } else if (ChainSteps.sees(graph.geometry, start, end) && grid.has(end, c) && grid.has(start, d)) {
                eliminations.add(new Candidate(start, d));
                eliminations.add(new Candidate(end, c));
            }
            if (eliminations.isEmpty() || table.distance(j) <= 2) {
                continue;
            }
            int[] path = table.path(j);
            if (path == null || !noLasso(path, true) || !wanted(path)) {
                continue;
            }
            List<Candidate> sorted = sorted(eliminations);
            List<ChainLink> links = links(path);
            if (chains.wants(sorted, List.of(), links.size())) {
                chains.add(AicSteps.step(grid, ids.get(0), links, sorted, List.of()));
            }
        }
    }

    private boolean wanted(int[] path) {
        if (onlySets) {
            return Arrays.stream(path).anyMatch(literal -> graph.isSet(node(literal)));
        }
        return !onlyGrouped || Arrays.stream(path).anyMatch(literal -> !graph.isCandidate(node(literal)));
    }

    /**
     * A link is strong when it concludes a node true, weak when it concludes one false. A set's digit
     * turned off is written as the set: {@code -(j)set=(y)set-} when it clears the next node's digit y,
     * {@code -(j)set=} straight to a cell it forces.
     */
    private List<ChainLink> links(int[] path) {
        List<ChainLink> links = new ArrayList<>(path.length);
        for (int i = 0; i + 1 < path.length; i++) {
            int here = node(path[i]);
            int next = node(path[i + 1]);
            ChainNode from = chainNode(here, graph.digit(here));
            if (graph.isSet(here) && !isOn(path[i + 1])) {
                ChainNode exit = chainNode(here, graph.digit(next));
                links.add(new ChainLink(from, exit, true));
                from = exit;
            }
            links.add(new ChainLink(from, chainNode(next, graph.digit(next)), isOn(path[i + 1])));
        }
        return links;
    }

    private ChainNode chainNode(int node, int digit) {
        return new ChainNode(Arrays.stream(graph.cells(node)).boxed().toList(), digit);
    }

    private static List<Candidate> sorted(java.util.Collection<Candidate> candidates) {
        List<Candidate> list = new ArrayList<>(candidates);
        list.sort(ChainEnds.ORDER);
        return list;
    }
}
