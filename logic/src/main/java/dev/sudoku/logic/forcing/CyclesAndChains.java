package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SE's producer 21, Forcing Chains and Cycles (SE rating spec §5.1): static chains that never change the
 * grid. Three passes (X-links only, Y-links only, both) look, from every candidate, for a cycle through it
 * and for a chain that leads from the candidate to its own opposite.
 *
 * <p>Chains are walked layer by layer, so a node's depth is known when it is made; in a static chain every
 * node has one parent and the nodes of a path are distinct, so a chain's complexity is its depth plus one
 * (a cycle's, its depth). That lets a {@link HintCollector#bestOnly()} search stop a walk as soon as no
 * chain it could still find would come first. Cost: per candidate and pass, a walk over at most the
 * grid's {@code 2 * candidates} nodes (cycles may revisit offs along other paths), each with O(N) links.
 */
final class CyclesAndChains {
    /** One pass: which links it uses, and what its conclusions are called and cost. */
    private enum Pass {
        X(false, true, ChainHint.X_KEY, TechniqueId.BIDIRECTIONAL_X_CYCLE, 6.5, TechniqueId.FORCING_X_CHAIN, 6.6),
        Y(true, false, ChainHint.Y_KEY, TechniqueId.BIDIRECTIONAL_Y_CYCLE, 6.5, null, 0),
        XY(true, true, ChainHint.XY_KEY, TechniqueId.BIDIRECTIONAL_XY_CYCLE, 7.0, TechniqueId.FORCING_CHAIN, 7.0);

        final boolean y;
        final boolean x;
        final int sortKey;
        final TechniqueId cycle;
        final double cycleBase;
        final TechniqueId chain;
        final double chainBase;

        Pass(
                boolean y,
                boolean x,
                int sortKey,
                TechniqueId cycle,
                double cycleBase,
                TechniqueId chain,
                double chainBase) {
            this.y = y;
            this.x = x;
            this.sortKey = sortKey;
            this.cycle = cycle;
            this.cycleBase = cycleBase;
            this.chain = chain;
            this.chainBase = chainBase;
        }
    }

    private static final Cause[] HIDDEN = {Cause.HIDDEN_BOX, Cause.HIDDEN_ROW, Cause.HIDDEN_COLUMN};

    private final Links links;
    private final CandidateGrid grid;
    private final StaticLinks table;

    /** A search of one grid, which must not change while the search is used. */
    CyclesAndChains(Links links, CandidateGrid grid) {
        this.links = links;
        this.grid = grid;
        this.table = new StaticLinks(grid, links);
    }

    /** Runs the three passes in SE's order, handing each hint to the collector. */
    void search(HintCollector collector) {
        Walk walk = new Walk(grid, table);
        int size = grid.size();
        for (Pass pass : Pass.values()) {
            // The cheapest hint a pass can give: a four-node cycle, or a two-link forcing chain.
            boolean cycles = collector.worthSearching(pass.cycleBase, 4, pass.sortKey);
            boolean chains = pass.x && collector.worthSearching(pass.chainBase, 2, pass.sortKey);
            if (!cycles && !chains) {
                continue;
            }
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                long mask = grid.candidates(cell);
                int count = Long.bitCount(mask);
                if (count < 2 || (pass == Pass.Y && count > 2)) {
                    continue;
                }
                for (long rest = mask; rest != 0; rest &= rest - 1) {
                    int candidate = cell * size + Long.numberOfTrailingZeros(rest);
                    walk.cycles(pass, candidate, collector);
                    if (pass.x) {
                        walk.forcingChain(pass, candidate, true, collector);
                        walk.forcingChain(pass, candidate, false, collector);
                    }
                }
            }
        }
    }

    /** The working memory of the walks over one grid: a pool of nodes and the marks of one walk. */
    private final class Walk {
        private final CandidateGrid grid;
        private final StaticLinks table;
        private final int size;
        private int[] nodeCandidate = new int[1024];
        private boolean[] nodeOn = new boolean[1024];
        private int[] nodeParent = new int[1024];
        private byte[] nodeCause = new byte[1024];
        private int nodes;
        // Marks of the current walk: a candidate is reached when its mark equals the walk's number.
        private final int[] onMark;
        private final int[] offMark;
        private int walkNumber;

        Walk(CandidateGrid grid, StaticLinks table) {
            this.grid = grid;
            this.table = table;
            this.size = grid.size();
            this.onMark = new int[grid.cellCount() * size];
            this.offMark = new int[grid.cellCount() * size];
        }

        private int node(int candidate, boolean on, int parent, Cause cause) {
            if (nodes == nodeCandidate.length) {
                int grown = nodes * 2;
                nodeCandidate = java.util.Arrays.copyOf(nodeCandidate, grown);
                nodeOn = java.util.Arrays.copyOf(nodeOn, grown);
                nodeParent = java.util.Arrays.copyOf(nodeParent, grown);
                nodeCause = java.util.Arrays.copyOf(nodeCause, grown);
            }
            nodeCandidate[nodes] = candidate;
            nodeOn[nodes] = on;
            nodeParent[nodes] = parent;
            nodeCause[nodes] = (byte) cause.ordinal();
            return nodes++;
        }

        private void start() {
            nodes = 0;
            walkNumber++;
        }

        /** SE's {@code doCycles}: a layered walk that records every return to the starting "on". */
        void cycles(Pass pass, int root, HintCollector collector) {
            start();
            IntList ons = new IntList();
            ons.add(node(root, true, -1, Cause.ASSUMPTION));
            onMark[root] = walkNumber;
            int length = 0;
            while (!ons.isEmpty()) {
                // A cycle closed in the coming two layers has length + 2 nodes.
                if (!collector.worthSearching(
                        pass.cycleBase + ChainLength.bonus(length + 2), length + 2, pass.sortKey)) {
                    return;
                }
                length++;
                IntList offs = new IntList();
                for (int i = 0; i < ons.size(); i++) {
                    int p = ons.get(i);
                    int c = nodeCandidate[p];
                    if (pass.y) {
                        for (int q : table.yOff[c]) {
                            if (!offOnPath(p, q)) {
                                offs.add(node(q, false, p, Cause.NAKED_SINGLE));
                            }
                        }
                    }
                    for (int q : table.xOff[c]) {
                        if (!offOnPath(p, q)) {
                            offs.add(node(q, false, p, Cause.NAKED_SINGLE));
                        }
                    }
                }
                length++;
                IntList next = new IntList();
                IntList closing = new IntList();
                for (int i = 0; i < offs.size(); i++) {
                    int p = offs.get(i);
                    int c = nodeCandidate[p];
                    if (pass.y) {
                        for (int q : table.yOn[c]) {
                            reachOn(p, q, Cause.NAKED_SINGLE, root, length, next, closing);
                        }
                    }
                    if (pass.x) {
                        int[] targets = table.xOn[c];
                        for (int k = 0; k < targets.length; k++) {
                            reachOn(p, targets[k], HIDDEN[table.xOnType[c][k]], root, length, next, closing);
                        }
                    }
                }
                for (int i = 0; i < closing.size(); i++) {
                    cycleHint(pass, closing.get(i), length).ifPresent(collector::add);
                }
                ons = next;
            }
        }

        private void reachOn(int p, int q, Cause cause, int root, int length, IntList next, IntList closing) {
            if (q == root) {
                if (length >= 4) {
                    closing.add(node(q, true, p, cause));
                }
            } else if (onMark[q] != walkNumber) {
                onMark[q] = walkNumber;
                next.add(node(q, true, p, cause));
            }
        }

        /** Whether the off candidate q is among p's ancestors (p itself excluded). */
        private boolean offOnPath(int p, int q) {
            for (int a = nodeParent[p]; a >= 0; a = nodeParent[a]) {
                if (nodeCandidate[a] == q && !nodeOn[a]) {
                    return true;
                }
            }
            return false;
        }

        /** Eliminates what sees both an "on" and an "off" node of the same digit on the cycle. */
        private Optional<ChainHint> cycleHint(Pass pass, int closing, int length) {
            boolean[] onCycle = new boolean[grid.cellCount()];
            for (int p = closing; nodeParent[p] >= 0; p = nodeParent[p]) {
                onCycle[nodeCandidate[p] / size] = true;
            }
            byte[] seen = new byte[grid.cellCount() * size];
            for (int p = closing; nodeParent[p] >= 0; p = nodeParent[p]) {
                int cell = nodeCandidate[p] / size;
                int digit = nodeCandidate[p] % size + 1;
                for (int peer : links.peersOf(cell)) {
                    if (!onCycle[peer] && grid.has(peer, digit)) {
                        seen[peer * size + digit - 1] |= (byte) (nodeOn[p] ? 1 : 2);
                    }
                }
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int c = 0; c < seen.length; c++) {
                if (seen[c] == 3) {
                    eliminations.add(new Candidate(c / size, c % size + 1));
                }
            }
            if (eliminations.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new ChainHint(
                    pass.cycle,
                    ForcingChainKind.CYCLE,
                    pass.cycleBase + ChainLength.bonus(length),
                    length,
                    pass.sortKey,
                    List.of(potential(closing)),
                    eliminations,
                    Optional.empty(),
                    -1));
        }

        /**
         * SE's {@code doForcingChains}: a layered walk from an assumption, stopping at the first node that is
         * the assumption's opposite. From "on" that removes the digit; from "off" it places it.
         */
        void forcingChain(Pass pass, int root, boolean startOn, HintCollector collector) {
            start();
            IntList ons = new IntList();
            IntList offs = new IntList();
            int first = node(root, startOn, -1, Cause.ASSUMPTION);
            (startOn ? ons : offs).add(first);
            (startOn ? onMark : offMark)[root] = walkNumber;
            int depth = startOn ? 0 : -1;
            while (!ons.isEmpty() || !offs.isEmpty()) {
                // The opposite of the assumption is made from the layer of its own state: complexity depth + 2.
                int layer = startOn ? depth : depth + 1;
                if (!collector.worthSearching(pass.chainBase + ChainLength.bonus(layer + 2), layer + 2, pass.sortKey)) {
                    return;
                }
                for (int i = 0; i < ons.size(); i++) {
                    int p = ons.get(i);
                    int c = nodeCandidate[p];
                    if (pass.y) {
                        for (int q : table.yOff[c]) {
                            if (reachOff(p, q, root, startOn, offs, pass, collector)) {
                                return;
                            }
                        }
                    }
                    for (int q : table.xOff[c]) {
                        if (reachOff(p, q, root, startOn, offs, pass, collector)) {
                            return;
                        }
                    }
                }
                ons = new IntList();
                for (int i = 0; i < offs.size(); i++) {
                    int p = offs.get(i);
                    int c = nodeCandidate[p];
                    if (pass.y) {
                        for (int q : table.yOn[c]) {
                            if (reachOn(p, q, Cause.NAKED_SINGLE, root, startOn, ons, pass, collector)) {
                                return;
                            }
                        }
                    }
                    int[] targets = table.xOn[c];
                    for (int k = 0; k < targets.length; k++) {
                        Cause cause = HIDDEN[table.xOnType[c][k]];
                        if (reachOn(p, targets[k], cause, root, startOn, ons, pass, collector)) {
                            return;
                        }
                    }
                }
                offs = new IntList();
                depth += 2;
            }
        }

        private boolean reachOff(
                int p, int q, int root, boolean startOn, IntList offs, Pass pass, HintCollector collector) {
            if (startOn && q == root) {
                collector.add(chainHint(pass, node(q, false, p, Cause.NAKED_SINGLE)));
                return true;
            }
            if (offMark[q] != walkNumber) {
                offMark[q] = walkNumber;
                offs.add(node(q, false, p, Cause.NAKED_SINGLE));
            }
            return false;
        }

        private boolean reachOn(
                int p, int q, Cause cause, int root, boolean startOn, IntList ons, Pass pass, HintCollector collector) {
            if (!startOn && q == root) {
                collector.add(chainHint(pass, node(q, true, p, cause)));
                return true;
            }
            if (onMark[q] != walkNumber) {
                onMark[q] = walkNumber;
                ons.add(node(q, true, p, cause));
            }
            return false;
        }

        private ChainHint chainHint(Pass pass, int targetNode) {
            Potential target = potential(targetNode);
            int complexity = Ancestry.count(target, size);
            return new ChainHint(
                    pass.chain,
                    ForcingChainKind.FORCING,
                    pass.chainBase + ChainLength.bonus(complexity),
                    complexity,
                    pass.sortKey,
                    List.of(target),
                    Conclusions.eliminations(grid, target),
                    Conclusions.placement(target),
                    -1);
        }

        /** The node and its ancestors as chain nodes. */
        private Potential potential(int node) {
            int candidate = nodeCandidate[node];
            int cell = candidate / size;
            int digit = candidate % size + 1;
            if (nodeParent[node] < 0) {
                return Potential.assume(cell, digit, nodeOn[node]);
            }
            Cause cause = Cause.values()[nodeCause[node]];
            return Potential.implied(cell, digit, nodeOn[node], cause, potential(nodeParent[node]));
        }
    }
}
