package dev.sudoku.logic.fish;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.chains.ChainImplications;
import java.util.List;

/**
 * Kraken fish, types 1 and 2, as HoDoKu defines them: a finned fish whose fins no candidate sees all of
 * (so it removes nothing as a finned fish), joined to an elimination by chains. Either a fin is true or the
 * fish without fins holds.
 *
 * <ul>
 *   <li>Type 1: the fish without fins removes the digit from its cover lines outside the base lines; such a
 *       place goes when every fin, assumed true, turns it off by a chain.
 *   <li>Type 2: without fins each cover line holds exactly one true base candidate (k true places in k base
 *       lines, all covered, none two in one cover line). So any candidate, of any digit, goes when every
 *       base candidate of one cover line and every fin turn it off by chains. A cover line holding only
 *       base candidates is left out, as HoDoKu does: that is a plain region forcing chain with fins added.
 * </ul>
 *
 * <p>The fish are basic ones (rows against columns) of 2 to {@link #MAX_SIZE} base lines with 1 to {@link
 * #MAX_FINS} fins, HoDoKu's defaults for the Kraken search (its size 4 and 2 fins, no endo fins; HoDoKu also
 * tries Franken fish by default, which are not searched here). A fish whose fins some candidate of its
 * cover lines sees all of is an ordinary finned fish and is skipped, as HoDoKu skips it. The chains are
 * those of {@link ChainImplications}: HoDoKu's tables with group nodes, without almost locked sets.
 *
 * <p>Scan order: digits ascending; rows as base lines, then columns; 2 to 4 base lines; base tuples in
 * lexicographic order, covers in colexicographic order; for each fish, its type 1 eliminations by cell,
 * then its type 2 ones by cover line and candidate. Each step removes one candidate; a candidate already
 * offered is not offered again by the same call.
 *
 * <p>Cost: the fish search is small (a few thousand covers a position), the chains are the cost: one walk
 * over the implication graph per premise (a fin or base candidate of the fish digit), kept for the call, so
 * at most one per candidate of the digits searched; the graph itself is built on the first fish. Each cover
 * tried and each walk count against a cap ({@link #DEFAULT_CAP}, configurable); a search that reaches it
 * stops there and says so in its {@link Report}.
 */
public final class KrakenFish implements Technique {
    /** The most base lines, HoDoKu's default for Kraken fish. */
    public static final int MAX_SIZE = 4;
    /** The most fins, HoDoKu's default for Kraken fish. */
    public static final int MAX_FINS = 2;
    /** Covers and walks one call may try by default: far beyond any 9x9 position's complete search. */
    public static final long DEFAULT_CAP = 10_000_000L;
    /**
     * The cap of the players' profile. Measured at the 81 positions of the first 300 top1465 puzzles where
     * the players' path (SE's chains left out) gets as far as the Kraken fish: 3,054 covers and walks a search on average, 4,542
     * at most (a search for either type). Four times that keeps every such search complete and bounds any
     * position to some tens of milliseconds (a walk costs tens of microseconds, a cover well under one).
     */
    public static final long PROFILE_CAP = 20_000L;

    /** What one search did: the covers tried, the premises walked, and whether it stopped at the cap. */
    public record Report(long covers, long walks, boolean capReached) {}

    private static final List<TechniqueId> BOTH =
            List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);

    private final long cap;
    private final List<TechniqueId> kinds;

    /** A search for both types with the default cap. */
    public KrakenFish() {
        this(DEFAULT_CAP, BOTH);
    }

    /**
     * A search for the given types ({@link TechniqueId#KRAKEN_FISH_TYPE_1}, {@link
     * TechniqueId#KRAKEN_FISH_TYPE_2} or both) that tries at most {@code cap} covers and walks a call. A
     * catalogue lists each type in its own entry with its own search: one entry listing the steps of both
     * would build every type 2 step, chains and all, while looking for a type 1 one.
     */
    public KrakenFish(long cap, List<TechniqueId> kinds) {
        if (cap < 1) {
            throw new IllegalArgumentException("the cap must be positive, not " + cap);
        }
        if (kinds.isEmpty() || !BOTH.containsAll(kinds)) {
            throw new IllegalArgumentException("Kraken fish are of types 1 and 2, not " + kinds);
        }
        this.cap = cap;
        this.kinds = BOTH.stream().filter(kinds::contains).toList();
    }

    @Override
    public List<TechniqueId> ids() {
        return kinds;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        search(grid, sink);
    }

    /** As {@link #find}, reporting what the search tried and whether the cap stopped it. */
    public Report search(CandidateGrid grid, StepSink sink) {
        // Covers and chain walks cost more than a fish combination: the budget is checked every 256.
        CappedCount counter = new CappedCount(cap, 1 << 8);
        KrakenFishSteps[] steps = {null};
        searching:
        for (int digit = 1; digit <= grid.size(); digit++) {
            // k base lines and a cover line with a place outside them.
            if (grid.size() - grid.placedCount(digit) < 3) {
                continue;
            }
            for (boolean rowsAsBase : new boolean[] {true, false}) {
                KrakenFishSearch search = new KrakenFishSearch(grid, digit, rowsAsBase, counter);
                for (int k = 2; k <= MAX_SIZE; k++) {
                    boolean going = search.run(k, shape -> {
                        if (steps[0] == null) {
                            steps[0] = new KrakenFishSteps(grid, new ChainImplications(grid), counter, kinds);
                        }
                        return steps[0].offer(shape, sink);
                    });
                    if (!going) {
                        break searching;
                    }
                }
            }
        }
        long walks = steps[0] == null ? 0 : steps[0].walks();
        return new Report(counter.count() - walks, walks, counter.reached());
    }
}
