package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.SearchBudget;

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
 * The {@link SearchBudget} is checked once per root, before its walks.
 */
final class CyclesAndChains {
    private final Links links;
    private final CandidateGrid grid;
    private StaticLinks table;
    private StaticReach reach;
    private DigitCycles digitCycles;

    /** A search of one grid, which must not change while the search is used. */
    CyclesAndChains(Links links, CandidateGrid grid) {
        this.links = links;
        this.grid = grid;
    }

    /** Runs the three passes in SE's order, handing each hint to the collector. */
    void search(HintCollector collector) {
        // Without a candidate that forces its own opposite, no walk can find anything: most nested
        // searches end here, before the link tables are made.
        StrongCore core = StrongCore.of(grid, links);
        if (core != null && !core.forcesAny()) {
            return;
        }
        if (table == null) {
            table = new StaticLinks(grid, links);
        }
        NodePool pool = new NodePool(grid.cellCount(), grid.size());
        CycleWalk cycleWalk = new CycleWalk(grid, table, pool);
        ForcingWalk forcingWalk = new ForcingWalk(grid, table, pool);
        if (collector.anyWillDo()) {
            // Any step below the limit will do, and forcing chains find one on nearly every position where
            // cycles would (a cycle's removal is also a chain from the removed candidate to its opposite):
            // their walks go first, the cycles' only if they find nothing. Measured: the generator's floor
            // check 15-25% faster on 3,000 minimal puzzles, Extreme generation 1.2-1.35x faster.
            passes(null, forcingWalk, core, collector);
            passes(cycleWalk, null, core, collector);
        } else {
            passes(cycleWalk, forcingWalk, core, collector);
        }
    }

    /** Every pass in SE's order, from every root: the cycle walks and forcing-chain walks given (null: none). */
    private void passes(CycleWalk cycleWalk, ForcingWalk forcingWalk, StrongCore core, HintCollector collector) {
        int size = grid.size();
        for (ChainPass pass : ChainPass.values()) {
            // The cheapest hint a pass can give: a four-node cycle, or a two-link forcing chain.
            boolean cycles = cycleWalk != null && collector.worthSearching(pass.cycleBase, 4, pass.sortKey);
            boolean chains = forcingWalk != null && pass.x && collector.worthSearching(pass.chainBase, 2, pass.sortKey);
            if (!cycles && !chains) {
                continue;
            }
            WalkFilter graph = core != null ? core : reach();
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                long mask = grid.candidates(cell);
                int count = Long.bitCount(mask);
                if (count < 2 || (pass == ChainPass.Y && count > 2)) {
                    continue;
                }
                for (long rest = mask; rest != 0; rest &= rest - 1) {
                    SearchBudget.check();
                    int candidate = cell * size + Long.numberOfTrailingZeros(rest);
                    // Walks that cannot close a cycle or reach the root's opposite find nothing: skipped.
                    if (cycles && (graph == null || (graph.onCycle(candidate) && onPassCycle(pass, candidate, core)))) {
                        cycleWalk.cycles(pass, candidate, collector);
                    }
                    if (chains && (graph == null || graph.reachesOpposite(candidate, true))) {
                        forcingWalk.forcingChain(pass, candidate, true, collector);
                    }
                    if (chains && (graph == null || graph.reachesOpposite(candidate, false))) {
                        forcingWalk.forcingChain(pass, candidate, false, collector);
                    }
                }
            }
        }
    }

    /**
     * For the X pass, whether the candidate lies on a cycle of its digit's links: see {@link DigitCycles},
     * which the strong core answers on grids that have one.
     */
    private boolean onPassCycle(ChainPass pass, int candidate, StrongCore core) {
        if (pass != ChainPass.X) {
            return true;
        }
        if (core != null) {
            return core.onDigitCycle(candidate);
        }
        if (digitCycles == null) {
            digitCycles = new DigitCycles(grid, table);
        }
        return digitCycles.onCycle(candidate);
    }

    /**
     * The reach table, for grids with too many linked candidates for a strong core, made on first use (the
     * grid does not change while the search is used); null on grids too large for one, where every walk runs.
     */
    private StaticReach reach() {
        if (reach == null && StaticReach.affordable(grid)) {
            reach = new StaticReach(table);
        }
        return reach;
    }
}
