package dev.sudoku.logic.fish;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Franken and Mutant fish, plain or finned, of 2 to 7 base sets, as HoDoKu defines them. A fish of one
 * digit is k <i>base sets</i> and k <i>cover sets</i> (houses, none both): the digit's places in the base
 * sets (the base candidates) all lie in the cover sets, except for the <i>fins</i>. Each base set holds the
 * digit once and each cover set at most once, so without fins the k base placements fill the k cover
 * sets, and the digit leaves every other place of the cover sets; a base candidate in two cover sets goes
 * as well (<i>cannibalism</i>: placing it would fill two cover sets with one placement). A base
 * candidate in two base sets is an <i>endo fin</i>: with it the base sets no longer need k distinct
 * placements, so it is treated as a fin. Either a fin is true or the fish holds, so a finned fish removes
 * only the candidates that see every fin, endo fins included.
 *
 * <p>The kind follows from the houses (HoDoKu's classification): rows for base and columns for cover, or
 * the transposed, is a basic fish; base rows with boxes or not, covers columns with boxes or not (or the
 * transposed), a <i>Franken</i> fish; anything else, a <i>Mutant</i> fish. Each instance reports its own
 * kind only; the basic ones are {@link BasicFish} and {@link FinnedFish}'s. HoDoKu's limits are kept: at
 * most {@value #MAX_FINS} fins (endo fins included) and {@value #MAX_ENDO_FINS} endo fins, and a base set
 * of a fish without fins holds at most k places. Franken and Mutant fish are not called Sashimi.
 *
 * <p>Scan order: digits ascending; for Franken fish, rows (and boxes) as base sets, then columns; base
 * sets in house order. A step whose eliminations repeat an earlier one's is not offered again.
 *
 * <p>Cost: see {@link ComplexFishSearch}. Every base set combination and every node of the cover search
 * counts against a cap of {@link #DEFAULT_CAP} per call (configurable); a search that reaches it stops
 * there and says so in its {@link Report}, so no position can make it run away.
 */
public final class ComplexFish implements Technique {
    /** HoDoKu's default limit on fins, endo fins included. */
    public static final int MAX_FINS = 5;
    /** HoDoKu's default limit on endo fins. */
    public static final int MAX_ENDO_FINS = 2;
    /**
     * The combinations (base set tuples and cover search nodes) one call may try by default, each pass
     * (digit and orientation) getting an equal share of what is left: enough for a complete search of
     * every library position, the Finned Mutant Whale's included, and a bound of seconds (some 40 to 60 ns
     * a combination).
     */
    public static final long DEFAULT_CAP = 200_000_000L;

    /**
     * The cap of the players' profile, where these fish are tried at every position that gets as far as
     * them (about 1.3 a puzzle of top1465). Measured on the first 100 top1465 puzzles, thread CPU time:
     * searched to the end, the twelve fish of 2 to 4 base sets take about 280 ms a position (a finned
     * Mutant Jellyfish alone 3.3 million combinations on average, 180 ms), against 30 to 40 ms a puzzle for the
     * whole profile; capped at 8,000 they took 2.8 ms a position and still slowed the profile by a fifth;
     * at 3,000 a call (about 0.1 ms) the profile keeps within a tenth of its time (0.95 times its speed on
     * the first 300 puzzles). The X-Wings and Swordfish without fins mostly finish under the cap (250 to
     * 3,300 combinations on average); the jellyfish and the finned fish reach it at most such positions,
     * so the profile finds the fish of the base sets each digit's pass meets first and may miss others.
     */
    public static final long PROFILE_CAP = 3_000L;

    /** Which fish: Franken (rows or columns with boxes) or Mutant (any houses). */
    public enum Kind {
        FRANKEN,
        MUTANT
    }

    /** What one search did: the combinations it tried and whether it stopped at the cap. */
    public record Report(long combinations, boolean capReached) {}

    private static final String[] SIZES = {"X_WING", "SWORDFISH", "JELLYFISH", "SQUIRMBAG", "WHALE", "LEVIATHAN"};

    private final Kind kind;
    private final int size;
    private final boolean finned;
    private final long cap;
    private final TechniqueId id;

    /** A search with the default cap; {@code size} is the number of base sets, 2 to 7. */
    public ComplexFish(Kind kind, int size, boolean finned) {
        this(kind, size, finned, DEFAULT_CAP);
    }

    /** A search that tries at most {@code cap} combinations per call. */
    public ComplexFish(Kind kind, int size, boolean finned, long cap) {
        if (size < 2 || size > 7) {
            throw new IllegalArgumentException("Franken and Mutant fish have 2 to 7 base sets, not " + size);
        }
        if (cap < 1) {
            throw new IllegalArgumentException("the cap must be positive, not " + cap);
        }
        this.kind = kind;
        this.size = size;
        this.finned = finned;
        this.cap = cap;
        this.id = id(kind, size, finned);
    }

    /** The number of base sets. */
    public int size() {
        return size;
    }

    /** The technique id of a fish kind, size and finned-ness. */
    public static TechniqueId id(Kind kind, int size, boolean finned) {
        return TechniqueId.valueOf((finned ? "FINNED_" : "") + kind.name() + "_" + SIZES[size - 2]);
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(id);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        search(grid, sink);
    }

    /** As {@link #find}, reporting the combinations tried and whether the cap stopped the search. */
    public Report search(CandidateGrid grid, StepSink sink) {
        int n = grid.size();
        if (grid.cellCount() > FishBoard.MAX_CELLS) {
            // 12x12 and larger grids: 36 houses or more make the search over boxes impractical.
            return new Report(0, false);
        }
        boolean[] searched = new boolean[n + 1];
        for (int digit = 1; digit <= n; digit++) {
            searched[digit] = n - grid.placedCount(digit) >= size + 1;
        }
        return search(FishBoard.of(grid.geometry()), FishBoard.places(grid), searched, sink);
    }

    /**
     * The fish over any board ({@link FishBoard}: a rule set's houses as much as a classic grid's), in the
     * classic order: digits ascending, base sets in house order.
     *
     * @param places per digit (1 to N), its places: cells 0-63, then 64-127
     * @param searched per digit, whether to search it: k base sets and a place to clear need k + 1 houses
     *     of a kind without the digit placed
     */
    public Report search(FishBoard board, long[][] places, boolean[] searched, StepSink sink) {
        Set<List<Candidate>> offered = new HashSet<>();
        StepSink once = step -> !offered.add(step.eliminations()) || sink.offer(step);
        ComplexFishSearch.Limits limits = finned ? ComplexFishSearch.Limits.FINNED : ComplexFishSearch.Limits.PLAIN;
        int orientations = kind == Kind.FRANKEN ? 2 : 1;
        int passes = 0;
        for (int digit = 1; digit <= board.digits(); digit++) {
            passes += searched[digit] ? orientations : 0;
        }
        // Each pass (digit and orientation) gets an equal share of what is left of the cap, so a dense
        // digit cannot leave the later ones unsearched, and what a pass leaves goes to the next ones.
        long combinations = 0;
        boolean reached = false;
        for (int digit = 1; digit <= board.digits(); digit++) {
            if (!searched[digit]) {
                continue;
            }
            for (int pass = 0; pass < orientations; pass++) {
                long share = Math.max(1, (cap - combinations) / passes--);
                // Combinations are cheap: the budget is checked every 65,536 of them.
                CappedCount counter = new CappedCount(share, 1 << 16);
                ComplexFishSearch search =
                        new ComplexFishSearch(board, digit, places[digit], kind, pass == 0, size, limits, counter);
                boolean going = search.run(shape -> once.offer(ComplexFishStep.build(shape, id)));
                combinations += counter.count();
                reached |= counter.reached();
                if (!going && !counter.reached()) {
                    return new Report(combinations, reached);
                }
            }
        }
        return new Report(combinations, reached);
    }
}
