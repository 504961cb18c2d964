package dev.sudoku.logic.als;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom over one {@link AlsIndex}: the sets of a position
 * are found once and their links once, then each technique runs in that order (HoDoKu's). A catalogue
 * lists the four step kinds as four entries sharing this one technique, so the solver searches each
 * position once.
 *
 * <p>By default sets share no cell, as in HoDoKu's default. HoDoKu's option to let them overlap is
 * {@code new AlmostLockedSets(true)}: linked sets may then share cells holding none of their restricted
 * commons, ALS-XY-Wing's outer sets may share cells (neither inside the other), and petals may share cells.
 *
 * <p>Cost per position: building the index and its links (see {@link AlsIndex}, {@link
 * RestrictedCommons}), then the four searches; each stops at the sink's first refusal. Measured (thread
 * CPU time) over the 272 positions of the first 200 magictour top1465 puzzles where the players' profile
 * reaches it, ALS-XZ, ALS-XY-Wing and Death Blossom run to the end: about 1.3 ms per position (index 0.15,
 * links 0.4, ALS-XZ 0.15, ALS-XY-Wing 0.35, Death Blossom 0.3). ALS-XY-Chain's forward search adds no
 * measurable time to a solve of those puzzles; see {@link AlsXyChain} for its bounds.
 */
public final class AlmostLockedSets implements Technique {
    private final boolean overlap;
    private final boolean chainsBothWays;

    /** Sets share no cell (HoDoKu's default). */
    public AlmostLockedSets() {
        this(false);
    }

    /** @param overlap whether sets may share cells, as HoDoKu's "allow ALS overlap" option */
    public AlmostLockedSets(boolean overlap) {
        this(overlap, false);
    }

    /**
     * @param overlap whether sets may share cells, as HoDoKu's "allow ALS overlap" option
     * @param chainsBothWays whether ALS-XY-Chains may link a set to one listed before it, as HoDoKu does
     *     when it lists all steps; it finds more chains at several times the cost (see {@link AlsXyChain})
     */
    public AlmostLockedSets(boolean overlap, boolean chainsBothWays) {
        this.overlap = overlap;
        this.chainsBothWays = chainsBothWays;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(
                TechniqueId.ALS_XZ, TechniqueId.ALS_XY_WING, TechniqueId.ALS_XY_CHAIN, TechniqueId.DEATH_BLOSSOM);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        AlsIndex index = AlsIndex.of(grid);
        RestrictedCommons links = RestrictedCommons.of(index, overlap);
        if (AlsXz.find(index, links, sink)
                && AlsXyWing.find(index, links, overlap, sink)
                && AlsXyChain.find(index, links, chainsBothWays, sink)) {
            DeathBlossom.find(index, overlap, sink);
        }
    }
}
