package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import java.util.List;

/**
 * SE's {@code doForcingChains} over one static grid (SE rating spec §5.1): a layered walk from an
 * assumption that stops at the first node that is the assumption's opposite. A chain's complexity is the
 * target's depth plus one, so a walk stops as soon as no target it could still reach would come first.
 */
final class ForcingWalk {

    private final CandidateGrid grid;
    private final StaticLinks table;
    private final NodePool pool;
    private final int size;

    ForcingWalk(CandidateGrid grid, StaticLinks table, NodePool pool) {
        this.grid = grid;
        this.table = table;
        this.pool = pool;
        this.size = grid.size();
    }

    /**
     * SE's {@code doForcingChains}: a layered walk from an assumption, stopping at the first node that is
     * the assumption's opposite. From "on" that removes the digit; from "off" it places it.
     */
    void forcingChain(ChainPass pass, int root, boolean startOn, HintCollector collector) {
        pool.start();
        IntList ons = new IntList();
        IntList offs = new IntList();
        int first = pool.node(root, startOn, -1, Cause.ASSUMPTION);
        (startOn ? ons : offs).add(first);
        pool.reach(root, startOn);
        int depth = startOn ? 0 : -1;
        while (!ons.isEmpty() || !offs.isEmpty()) {
            // The opposite of the assumption is made from the layer of its own state: complexity depth + 2.
            int layer = startOn ? depth : depth + 1;
            if (!collector.worthSearching(pass.chainBase + ChainLength.bonus(layer + 2), layer + 2, pass.sortKey)) {
                return;
            }
            for (int i = 0; i < ons.size(); i++) {
                int p = ons.get(i);
                int c = pool.candidate(p);
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
                int c = pool.candidate(p);
                if (pass.y) {
                    for (int q : table.yOn[c]) {
                        if (reachOn(p, q, Cause.NAKED_SINGLE, root, startOn, ons, pass, collector)) {
                            return;
                        }
                    }
                }
                int[] targets = table.xOn[c];
                for (int k = 0; k < targets.length; k++) {
                    Cause cause = Cause.hiddenIn(table.xOnType[c][k]);
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
            int p, int q, int root, boolean startOn, IntList offs, ChainPass pass, HintCollector collector) {
        if (startOn && q == root) {
            collector.add(chainHint(pass, pool.node(q, false, p, Cause.NAKED_SINGLE)));
            return true;
        }
        if (pool.reach(q, false)) {
            offs.add(pool.node(q, false, p, Cause.NAKED_SINGLE));
        }
        return false;
    }

    private boolean reachOn(
            int p,
            int q,
            Cause cause,
            int root,
            boolean startOn,
            IntList ons,
            ChainPass pass,
            HintCollector collector) {
        if (!startOn && q == root) {
            collector.add(chainHint(pass, pool.node(q, true, p, cause)));
            return true;
        }
        if (pool.reach(q, true)) {
            ons.add(pool.node(q, true, p, cause));
        }
        return false;
    }

    private ChainHint chainHint(ChainPass pass, int targetNode) {
        Potential target = pool.potential(targetNode);
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
}
