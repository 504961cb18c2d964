package dev.sudoku.logic.chains;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * AIC, Continuous and Discontinuous Nice Loops (HoDoKu), plain or grouped: alternating inference chains
 * whose strong links are bivalue cells and conjugate pairs and whose weak links join two digits of a cell
 * or two places of a digit in a house; grouped chains may also use group nodes (the places of a digit
 * where a box meets a line).
 *
 * <ul>
 *   <li>AIC: {@code (x)A=...=(x)B} removes x from the cells seeing A and B; {@code (x)A=...=(y)B} with A
 *       and B seeing each other removes y from A and x from B.
 *   <li>Continuous Nice Loop: the chain's ends are weakly linked, so every weak link of the loop is strong
 *       as well: a weak link of one digit clears it from the cells seeing both nodes, one inside a cell
 *       clears the cell's other digits.
 *   <li>Discontinuous Nice Loop: two strong links meet at the start (it is true, placed), or two weak links
 *       (it is false), or a weak and a strong link of different digits of the start cell (the weak one's
 *       digit is false).
 * </ul>
 *
 * Chains are read from tables built in HoDoKu's order ({@link TabledLoops}), so they are the chains HoDoKu
 * shows; the grouped technique also offers the continuous loops made of groups alone, which no table
 * starting at a candidate reaches, from a search of their own ({@link GroupLoops}). The grouped technique offers
 * only chains using at least one group node or set, the one with sets only chains through a set; the
 * others are the plain technique's. For each distinct effect the shortest chain is kept; steps are offered
 * shortest first ({@link ShortestChains}), AIC, continuous and discontinuous mixed in that order of length.
 *
 * <p>Cost: one table expansion per candidate and truth; grouped, one {@link ChainGraph} and one {@link
 * GroupLoops} search bounded at {@value #MAX_LINKS} links.
 */
public final class NiceLoops implements Technique {
    /** Longest chain searched, in links; HoDoKu's library has nice loops and AICs of 5 to 19 links. */
    public static final int MAX_LINKS = 20;

    private static final List<TechniqueId> PLAIN =
            List.of(TechniqueId.AIC, TechniqueId.CONTINUOUS_NICE_LOOP, TechniqueId.DISCONTINUOUS_NICE_LOOP);
    private static final List<TechniqueId> GROUPED = List.of(
            TechniqueId.GROUPED_AIC,
            TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP,
            TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP);
    private static final List<TechniqueId> WITH_ALS =
            List.of(TechniqueId.ALS_AIC, TechniqueId.ALS_CONTINUOUS_NICE_LOOP, TechniqueId.ALS_DISCONTINUOUS_NICE_LOOP);

    private final boolean grouped;
    private final boolean alsNodes;

    /** The plain chains, or with {@code grouped} only those using group nodes. */
    public NiceLoops(boolean grouped) {
        this(grouped, false);
    }

    /**
     * With {@code alsNodes}, grouped chains through almost locked sets ({@link TablingSets}): only those using
     * one, under their own ids.
     */
    public NiceLoops(boolean grouped, boolean alsNodes) {
        this.grouped = grouped || alsNodes;
        this.alsNodes = alsNodes;
    }

    @Override
    public List<TechniqueId> ids() {
        return alsNodes ? WITH_ALS : grouped ? GROUPED : PLAIN;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        ShortestChains chains = new ShortestChains();
        new TabledLoops(new TablingGraph(grid, grouped, alsNodes), grouped, alsNodes, ids(), chains).run();
        if (grouped && !alsNodes) {
            new GroupLoops(new ChainGraph(grid), MAX_LINKS, GROUPED.get(1), chains).run();
        }
        chains.offer(sink);
    }
}
