package dev.sudoku.logic.fish;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.chains.ChainImplications;
import dev.sudoku.logic.chains.PremiseChains;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

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
 * <p>The fish have 2 to {@link #MAX_SIZE} base sets and 1 to {@link #MAX_FINS} fins and no endo fins,
 * HoDoKu's defaults for the Kraken search (its size 4, 2 fins, 0 endo fins). They come from fish sources,
 * one per kind ({@link Fish}, HoDoKu's option "Kraken fish type"): basic fish (rows against columns) from
 * {@link KrakenFishSearch}, Franken and Mutant fish (boxes among the sets) from {@link ComplexFishSearch}
 * with the Kraken limits; the lines above read "set" for "line" and "house" for "cover line" then. A fish
 * whose fins some place it removes without fins sees all of is an ordinary finned fish and is skipped, as
 * HoDoKu skips it. The chains are those of {@link ChainImplications}: HoDoKu's tables with group nodes,
 * without almost locked sets.
 *
 * <p>Scan order: basic fish, then Franken, then Mutant ones. Basic: digits ascending; rows as base lines,
 * then columns; 2 to 4 base lines; base tuples in lexicographic order, covers in colexicographic order.
 * Franken and Mutant: digits ascending; for Franken fish rows (and boxes) as base sets, then columns; 2 to
 * 4 base sets; base sets in house order, covers as {@link ComplexFishSearch} meets them. For each fish, its
 * type 1 eliminations by cell, then its type 2 ones by cover set and candidate. Each step removes one
 * candidate; a candidate already offered is not offered again by the same call.
 *
 * <p>Cost: the basic fish search is small (a few thousand covers a position); the chains are the cost: one
 * walk over the implication graph per premise (a fin or base candidate of the fish digit), kept for the
 * call, so at most one per candidate of the digits searched; the graph itself is built on the first fish.
 * The Franken and Mutant searches add their base tuples and cover nodes. Each cover, node and walk counts
 * against one cap ({@link #DEFAULT_CAP}, configurable); a search that reaches it stops there and says so in
 * its {@link Report}.
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

    /**
     * The kinds of fish a search grows Kraken fish from, each with the ones before it (HoDoKu's "Kraken
     * fish type" option, whose default is {@link #FRANKEN}).
     */
    public enum Fish {
        /** Rows against columns. */
        BASIC,
        /** And Franken fish: rows (or columns) with boxes against columns (or rows) with boxes. */
        FRANKEN,
        /** And Mutant fish: any houses on either side. */
        MUTANT
    }

    /**
     * What one search did: the covers tried (basic fish) and the base tuples and cover nodes (Franken and
     * Mutant fish), the premises walked, and whether it stopped at the cap.
     */
    public record Report(long covers, long walks, boolean capReached) {}

    private static final List<TechniqueId> BOTH =
            List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);

    private final long cap;
    private final List<TechniqueId> kinds;
    private final Fish fish;

    /** A search for both types with the default cap, from basic, Franken and Mutant fish. */
    public KrakenFish() {
        this(DEFAULT_CAP, BOTH, Fish.MUTANT);
    }

    /** A search for the given types from basic and Franken fish (HoDoKu's default); see below. */
    public KrakenFish(long cap, List<TechniqueId> kinds) {
        this(cap, kinds, Fish.FRANKEN);
    }

    /**
     * A search for the given types ({@link TechniqueId#KRAKEN_FISH_TYPE_1}, {@link
     * TechniqueId#KRAKEN_FISH_TYPE_2} or both) that tries at most {@code cap} covers and walks a call. A
     * catalogue lists each type in its own entry with its own search: one entry listing the steps of both
     * would build every type 2 step, chains and all, while looking for a type 1 one. {@code fish} is the
     * largest kind of fish tried.
     */
    public KrakenFish(long cap, List<TechniqueId> kinds, Fish fish) {
        if (cap < 1) {
            throw new IllegalArgumentException("the cap must be positive, not " + cap);
        }
        if (kinds.isEmpty() || !BOTH.containsAll(kinds)) {
            throw new IllegalArgumentException("Kraken fish are of types 1 and 2, not " + kinds);
        }
        this.cap = cap;
        this.kinds = BOTH.stream().filter(kinds::contains).toList();
        this.fish = fish;
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
        Predicate<FinnedShape> visitor = shape -> {
            if (steps[0] == null) {
                steps[0] = new KrakenFishSteps(KrakenGrid.of(grid), new ChainImplications(grid), counter, kinds);
            }
            return steps[0].offer(shape, sink);
        };
        boolean going = basic(grid, counter, visitor);
        // 12x12 and larger grids: the search over boxes is impractical (see ComplexFish).
        boolean boxes = grid.cellCount() <= FishBoard.MAX_CELLS;
        if (going && boxes && fish != Fish.BASIC) {
            going = overBoxes(grid, ComplexFish.Kind.FRANKEN, counter, visitor);
        }
        if (going && boxes && fish == Fish.MUTANT) {
            overBoxes(grid, ComplexFish.Kind.MUTANT, counter, visitor);
        }
        long walks = steps[0] == null ? 0 : steps[0].walks();
        return new Report(counter.count() - walks, walks, counter.reached());
    }

    /**
     * The Kraken fish of any grid from the basic fish of a board's lines (rows against columns: a rule set's
     * rows and columns), the chains read from {@code chains} (made on the first fish). Scan order: digits
     * ascending, rows as base lines then columns, 2 to 4 base lines, the fish in {@link ComplexFishSearch}'s
     * order; then as {@link #search(CandidateGrid, StepSink)}.
     *
     * @param places per digit (1 to N), its places: cells 0-63, then 64-127
     * @param searched per digit, whether to search it: three places at least left in the lines
     */
    public Report search(
            FishBoard board,
            long[][] places,
            boolean[] searched,
            KrakenGrid grid,
            Supplier<PremiseChains> chains,
            StepSink sink) {
        CappedCount counter = new CappedCount(cap, 1 << 8);
        KrakenFishSteps[] steps = {null};
        Predicate<ComplexFishStep.Shape> shapes = shape -> {
            FinnedShape finned = finned(grid, shape, null);
            if (finned == null) {
                return true;
            }
            if (steps[0] == null) {
                steps[0] = new KrakenFishSteps(grid, chains.get(), counter, kinds);
            }
            return steps[0].offer(finned, sink);
        };
        search:
        for (int digit = 1; digit <= board.digits(); digit++) {
            if (!searched[digit]) {
                continue;
            }
            for (boolean rowsAsBase : new boolean[] {true, false}) {
                for (int k = 2; k <= MAX_SIZE; k++) {
                    ComplexFishSearch search = new ComplexFishSearch(
                            board, digit, places[digit], null, rowsAsBase, k, ComplexFishSearch.Limits.KRAKEN, counter);
                    if (!search.run(shapes)) {
                        break search;
                    }
                }
            }
        }
        long walks = steps[0] == null ? 0 : steps[0].walks();
        return new Report(counter.count() - walks, walks, counter.reached());
    }

    /** k base lines and a cover set with a place outside them: three places of the digit left at least. */
    private static boolean searched(CandidateGrid grid, int digit) {
        return grid.size() - grid.placedCount(digit) >= 3;
    }

    /** The basic fish; false when the visitor or the cap stopped the search. */
    private static boolean basic(CandidateGrid grid, CappedCount counter, Predicate<FinnedShape> visitor) {
        for (int digit = 1; digit <= grid.size(); digit++) {
            if (!searched(grid, digit)) {
                continue;
            }
            for (boolean rowsAsBase : new boolean[] {true, false}) {
                KrakenFishSearch search = new KrakenFishSearch(grid, digit, rowsAsBase, counter);
                for (int k = 2; k <= MAX_SIZE; k++) {
                    if (!search.run(k, visitor)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The Franken or Mutant fish; false when the visitor or the cap stopped the search. */
    private static boolean overBoxes(
            CandidateGrid grid, ComplexFish.Kind kind, CappedCount counter, Predicate<FinnedShape> visitor) {
        KrakenGrid houses = KrakenGrid.of(grid);
        Predicate<ComplexFishStep.Shape> shapes = shape -> {
            FinnedShape finned = finned(houses, shape, kind);
            return finned == null || visitor.test(finned);
        };
        FishBoard board = FishBoard.of(grid.geometry());
        long[][] places = FishBoard.places(grid);
        for (int digit = 1; digit <= grid.size(); digit++) {
            if (!searched(grid, digit)) {
                continue;
            }
            for (boolean rowsAsBase :
                    kind == ComplexFish.Kind.FRANKEN ? new boolean[] {true, false} : new boolean[] {true}) {
                for (int k = 2; k <= MAX_SIZE; k++) {
                    ComplexFishSearch search = new ComplexFishSearch(
                            board, digit, places[digit], kind, rowsAsBase, k, ComplexFishSearch.Limits.KRAKEN, counter);
                    if (!search.run(shapes)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** The fish as a fish source yields it; null when a base set holds fins only (the fish is empty). */
    private static FinnedShape finned(KrakenGrid grid, ComplexFishStep.Shape shape, ComplexFish.Kind kind) {
        List<Integer> fins = new ArrayList<>();
        for (int w = 0; w < shape.fins().length; w++) {
            for (long rest = shape.fins()[w]; rest != 0; rest &= rest - 1) {
                fins.add((w << 6) + Long.numberOfTrailingZeros(rest));
            }
        }
        List<Integer> bases = new ArrayList<>();
        for (int house : shape.bases()) {
            boolean covered = false;
            for (int cell : grid.cellsOf(house)) {
                covered |= grid.has(cell, shape.digit()) && !fins.contains(cell);
            }
            if (!covered) {
                return null;
            }
            bases.add(house);
        }
        List<Integer> covers = new ArrayList<>();
        for (int house : shape.covers()) {
            covers.add(house);
        }
        bases.sort(null);
        covers.sort(null);
        return new FinnedShape(shape.digit(), bases, covers, fins, kind);
    }
}
