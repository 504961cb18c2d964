package dev.sudoku.logic;

import dev.sudoku.logic.als.AlmostLockedSets;
import dev.sudoku.logic.als.SueDeCoq;
import dev.sudoku.logic.chains.NiceLoops;
import dev.sudoku.logic.chains.XChain;
import dev.sudoku.logic.chains.XyChain;
import dev.sudoku.logic.colouring.MultiColouring;
import dev.sudoku.logic.colouring.SimpleColouring;
import dev.sudoku.logic.exclusion.AlignedExclusion;
import dev.sudoku.logic.fish.BasicFish;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.logic.fish.FinnedFish;
import dev.sudoku.logic.fish.KrakenFish;
import dev.sudoku.logic.forcing.ForcingChains;
import dev.sudoku.logic.intersections.LockedCandidates;
import dev.sudoku.logic.singledigit.EmptyRectangle;
import dev.sudoku.logic.singledigit.Skyscraper;
import dev.sudoku.logic.singledigit.TurbotFish;
import dev.sudoku.logic.singledigit.TwoStringKite;
import dev.sudoku.logic.singles.HiddenSingles;
import dev.sudoku.logic.singles.NakedSingles;
import dev.sudoku.logic.subsets.HiddenSubsets;
import dev.sudoku.logic.subsets.NakedSubsets;
import dev.sudoku.logic.templates.Templates;
import dev.sudoku.logic.uniqueness.AvoidableRectangles;
import dev.sudoku.logic.uniqueness.BugTypes;
import dev.sudoku.logic.uniqueness.HiddenRectangle;
import dev.sudoku.logic.uniqueness.UniqueLoops;
import dev.sudoku.logic.wings.RemotePairs;
import dev.sudoku.logic.wings.WWing;
import dev.sudoku.logic.wings.XyWing;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * The techniques a solver may use, in the order it consults them, with their ratings. A plain value:
 * build one, pass it to the solver; nothing reads a global setting.
 */
public record Catalogue(String name, List<CatalogueEntry> entries) {
    public Catalogue {
        Objects.requireNonNull(name, "name");
        entries = List.copyOf(Objects.requireNonNull(entries, "entries"));
        Set<TechniqueId> seen = EnumSet.noneOf(TechniqueId.class);
        for (CatalogueEntry entry : entries) {
            for (TechniqueId id : entry.ids()) {
                if (!seen.add(id)) {
                    throw new IllegalArgumentException("catalogue '" + name + "' lists " + id + " twice");
                }
            }
        }
    }

    /**
     * Sudoku Explainer 1.2.1's producer order and ratings, for the techniques implemented so far. The
     * direct variants are SE's: a locking or hidden set that leads at once to a hidden single.
     *
     * <p>SE's one BUG producer becomes four entries sharing one search, in the order 1, 2, 4, 3: one
     * position yields type 1 alone, types 2 then 4, or types 4 then 3, so this order takes the step SE
     * takes. Type 3's rating here is its smallest, a naked pair's; SE rates it 5.7 + (m - 1) * 0.1 for a
     * naked set of m = {@code BugStep.subsetDigits().size()} digits (5.8 to 6.2).
     *
     * <p>Unique rectangles and loops are one entry, as they are one sorted producer in SE. Its ratings are
     * the least each kind can cost (4.5 for rectangles, 4.6 for loops); the exact cost of a step depends on
     * its loop length and set size, see {@link dev.sudoku.logic.uniqueness.UniquenessDifficulty}.
     *
     * <p>Aligned Pair Exclusion is SE's producer 20, the last before the chains. Aligned Triplet Exclusion
     * (7.5) is producer 22 and belongs after Forcing Chains &amp; Cycles (producer 21, 6.5 to 7.x), which is
     * not here yet: listed before the chains it would take steps SE finds as chains and rate 8 of the
     * 1,025 dev puzzles 7.5 where SE gives 6.7 to 7.1. It joins this list once producer 21 precedes it.
     */
    public static Catalogue se() {
        Technique hiddenSingles = new HiddenSingles();
        Technique directLocking = new LockedCandidates(true);
        Technique locking = new LockedCandidates(false);
        Technique bug = new BugTypes();
        return new Catalogue(
                "se",
                entries(
                        List.of(
                                entry(TechniqueId.FULL_HOUSE, 1.0, hiddenSingles),
                                entry(TechniqueId.HIDDEN_SINGLE_BOX, 1.2, hiddenSingles),
                                entry(TechniqueId.HIDDEN_SINGLE_LINE, 1.5, hiddenSingles),
                                entry(TechniqueId.DIRECT_POINTING, 1.7, directLocking),
                                entry(TechniqueId.DIRECT_CLAIMING, 1.9, directLocking),
                                entry(TechniqueId.DIRECT_HIDDEN_PAIR, 2.0, new HiddenSubsets(2, true)),
                                entry(TechniqueId.NAKED_SINGLE, 2.3, new NakedSingles()),
                                entry(TechniqueId.DIRECT_HIDDEN_TRIPLE, 2.5, new HiddenSubsets(3, true)),
                                entry(TechniqueId.POINTING, 2.6, locking),
                                entry(TechniqueId.CLAIMING, 2.8, locking),
                                entry(TechniqueId.NAKED_PAIR, 3.0, new NakedSubsets(2)),
                                entry(TechniqueId.X_WING, 3.2, new BasicFish(2)),
                                entry(TechniqueId.HIDDEN_PAIR, 3.4, new HiddenSubsets(2, false)),
                                entry(TechniqueId.NAKED_TRIPLE, 3.6, new NakedSubsets(3)),
                                entry(TechniqueId.SWORDFISH, 3.8, new BasicFish(3)),
                                entry(TechniqueId.HIDDEN_TRIPLE, 4.0, new HiddenSubsets(3, false)),
                                entry(TechniqueId.XY_WING, 4.2, new XyWing(false)),
                                entry(TechniqueId.XYZ_WING, 4.4, new XyWing(true)),
                                uniqueLoops(),
                                entry(TechniqueId.NAKED_QUAD, 5.0, new NakedSubsets(4)),
                                entry(TechniqueId.JELLYFISH, 5.2, new BasicFish(4)),
                                entry(TechniqueId.HIDDEN_QUAD, 5.4, new HiddenSubsets(4, false)),
                                entry(TechniqueId.BUG_TYPE_1, 5.6, bug),
                                entry(TechniqueId.BUG_TYPE_2, 5.7, bug),
                                entry(TechniqueId.BUG_TYPE_4, 5.7, bug),
                                entry(TechniqueId.BUG_TYPE_3, 5.8, bug),
                                entry(TechniqueId.ALIGNED_PAIR_EXCLUSION, 6.2, new AlignedExclusion(2)),
                                cyclesAndChains(),
                                entry(TechniqueId.ALIGNED_TRIPLET_EXCLUSION, 7.5, new AlignedExclusion(3)),
                                entry(TechniqueId.NISHIO_FORCING_CHAIN, 7.5, ForcingChains.nishio())),
                        forcingChains()));
    }

    /**
     * SE's producer 21, one sorted entry: X- and Y-cycles 6.5, Forcing X-Chains 6.6, XY-cycles and forcing
     * chains 7.0, each plus the length bonus of its chain.
     */
    private static CatalogueEntry cyclesAndChains() {
        return sortedProducer(ForcingChains.cyclesAndChains(), id -> switch (id) {
            case BIDIRECTIONAL_X_CYCLE, BIDIRECTIONAL_Y_CYCLE -> 6.5;
            case FORCING_X_CHAIN -> 6.6;
            default -> 7.0;
        });
    }

    /** One entry for all the kinds of an SE producer that sorts its steps before offering them. */
    private static CatalogueEntry sortedProducer(Technique technique, ToDoubleFunction<TechniqueId> rating) {
        List<Double> ratings = new ArrayList<>();
        for (TechniqueId id : technique.ids()) {
            ratings.add(rating.applyAsDouble(id));
        }
        return new CatalogueEntry(technique.ids(), ratings, true, technique);
    }

    /**
     * The order most players learn the techniques in: singles, intersections, then each subset and fish
     * size from small to large, then the single-digit patterns, the finned and sashimi fish, colouring, the
     * wings, the uniqueness techniques and BUG. No direct variants. The single-digit patterns come before
     * the finned fish, as in HoDoKu: every Skyscraper is also a Sashimi X-Wing, and would never be named
     * if the fish came first.
     *
     * <p>Where SE has an entry of the same technique its rating is kept. SE has no entry of its own for the
     * short chains; each is rated what SE's chaining gives the same deduction (SE rating spec, sections
     * 5.6 and 6: base, plus 0.1 per length step of the ancestor count). Skyscraper, 2-String Kite and
     * Turbot Fish are a Forcing X-Chain of 6 ancestors, SE's own "Turbot Fish": 6.6. Empty Rectangle is
     * the same chain with a group node in the box: 6.6 (SE has no group nodes, so it finds this one only
     * when the box holds two places). W-Wing is an XY forcing chain of 8 ancestors: 7.0 + 0.1 = 7.1.
     * Remote Pairs of four cells is an XY forcing chain of 10 ancestors: 7.0 + 0.2 = 7.2 (longer pairs
     * would rate higher; the entry keeps the shortest).
     *
     * <p>X-Chain and XY-Chain come after Remote Pairs. A catalogue entry has one rating, so each gets SE's
     * base value without the length bonus: 6.6 for X-Chain (SE's Forcing X-Chain) and 7.0 for XY-Chain
     * (SE's XY forcing chain); SE would add 0.1 per length step of the ancestor count (spec §5.6).
     *
     * <p>Continuous Nice Loop, AIC and Discontinuous Nice Loop follow the XY-Chain, then their grouped forms:
     * the grouped search costs more and is needed only when no plain chain makes the step. The continuous
     * loop comes first: an AIC whose ends see each other closes into one, which removes all the AIC removes
     * and more (both are listed, as in HoDoKu). SE finds the same deductions with its chaining over several
     * digits: a continuous loop is its Bidirectional Cycle (7.0), an AIC or a discontinuous loop its
     * forcing chain (7.0); so each entry is rated 7.0, and a step adds SE's length bonus for its links (see {@link dev.sudoku.logic.rating.StepDifficulty}). A chain
     * of one digit or of bivalue cells only would be 6.5 (cycle) or 6.6 (forcing chain) in SE; those are
     * mostly taken earlier as X- and XY-Chains. SE has no group nodes; the grouped forms keep the plain
     * rating, as the Empty Rectangle keeps its chain's.
     *
     * <p>Uniqueness comes in HoDoKu's order (unique rectangle types 1 to 6, Hidden Rectangle, Avoidable
     * Rectangles), then unique loops, which are harder to spot than any rectangle. Each kind is its own
     * entry, so a player's easier kind is taken before a harder one whatever SE's sort would say. Ratings
     * are the least SE gives each kind (4.5 for rectangles, 4.6 for loops); Hidden and Avoidable
     * Rectangles get 4.5, the value of the rectangle types they resemble. Type 5 is 4.5 because it is
     * SE's own type 2 rectangle under HoDoKu's name (extra cells on a diagonal, or three of them: SE finds
     * the step and rates it 4.5). Type 6 has no SE counterpart; it reads two conjugate pairs on the
     * rectangle as type 4 reads one and the Hidden Rectangle two, and gets their 4.5.
     *
     * <p>The rectangles allow missing candidates, as HoDoKu does by default ({@code
     * allowUniquenessMissingCandidates} is on in its options): a corner may lack a rectangle digit that an
     * earlier step removed, never one a filled cell rules out, and no corner may be filled (see {@link
     * UniqueLoops} for why that stays sound). A player who took an elimination in a corner still sees the
     * rectangle, and HoDoKu's hints show it; leaving the widening out would make the players' path differ
     * from HoDoKu's at every such rectangle. It costs one pass over the rectangles of empty cells a
     * position, nothing measurable: the players' bench on top1465 ran 59.3 and 59.2 ms a puzzle before,
     * 59.5 and 55.7 after, alternating on a loaded 2-core machine. The {@code se} profile keeps SE's
     * definition, where every corner holds both digits.
     *
     * <p>SE has no finned fish and no colouring: it finds their eliminations as X-chains (Forcing X-Chain,
     * 6.6 + length bonus, SE rating spec §5.1 and §5.6) or X-cycles (6.5 + bonus). The ratings given here
     * are the SE value of the shortest such chain each pattern usually reduces to:
     *
     * <ul>
     *   <li>Finned and Sashimi X-Wing 6.6: a four-link X-chain (a Turbot Fish, 6 ancestors, no bonus);
     *   <li>Finned and Sashimi Swordfish 6.7: two more links (7-8 ancestors, bonus 0.1);
     *   <li>Finned and Sashimi Jellyfish 6.8: two more again (bonus 0.2);
     *   <li>Simple Colouring 6.6: a colour trap is a Forcing X-Chain between two opposite colours and a
     *       wrap a contradiction of one colour; most clusters give chains of 4-6 links, no bonus;
     *   <li>Multi-Colouring 6.7: the weak link between two clusters adds at least two links (bonus 0.1).
     * </ul>
     *
     * Sashimi fish get the rating of the finned fish of their size: the chain has the same length.
     *
     * <p>The almost-locked-set techniques follow XY-Chain, in HoDoKu's order (Sue de Coq, ALS-XZ,
     * ALS-XY-Wing, ALS-XY-Chain, Death Blossom). SE has none of them; each is rated what SE's chaining
     * gives the same deduction for the pattern's usual size (SE's length bonus, §5.6, counted in
     * ancestors):
     *
     * <ul>
     *   <li>ALS-XZ 7.2: usually a bivalue cell and a set of two or three cells; unrolled, an XY forcing
     *       chain through about four cells (10 ancestors, like Remote Pairs of four cells): 7.0 + 0.2;
     *   <li>Sue de Coq 7.3: a doubly linked ALS-XZ (core and line set against the box set) of five or six
     *       cells, a loop of about 12 ancestors: 7.0 + 0.3;
     *   <li>ALS-XY-Wing 7.4: three sets, usually six or seven cells, a chain of 14 to 18 ancestors: 7.0 +
     *       0.4;
     *   <li>ALS-XY-Chain 7.5, flat: four to seven sets. The shortest, four sets of usually eight to ten
     *       cells, unrolls to a chain of 20 to 26 ancestors: 7.0 + 0.5 ({@link
     *       dev.sudoku.logic.forcing.ChainLength#bonus}). Longer chains would earn 0.6 to 0.7 in SE; a
     *       catalogue entry has one rating, so the entry keeps the shortest, as Remote Pairs does;
     *   <li>Death Blossom 8.2: one branch per stem digit meeting at the same elimination is SE's Cell
     *       Forcing Chains (base 8.0); a stem of two or three digits with small petals gets 0.2 bonus.
     * </ul>
     *
     * <p>Then the fish over boxes, in HoDoKu's order (its Franken and Mutant fish follow the ALS
     * techniques, uniqueness and BUG): Franken, finned Franken, Mutant and finned Mutant fish, each of 2 to 4
     * base sets. Sudoku Explainer has none of them: it finds their eliminations, which concern one digit,
     * as Forcing X-Chains (6.6 + length bonus) through the base and cover sets, a box set counting as a
     * group of places as the Empty Rectangle's box does (the grouped forms keep the plain rating, see
     * above). So, as for the finned fish, each is rated by the length of that chain: a Franken X-Wing's is
     * that of a Turbot Fish, 6.6; each further base set adds two links (0.1); fins add a branch as they do
     * for the finned fish (0.1); and a Mutant fish's sets cross on both sides (a row and a column in one
     * set), one more link (0.1). So Franken 6.6 to 6.8, finned Franken 6.7 to 6.9, Mutant 6.7 to 6.9,
     * finned Mutant 6.8 to 7.0 ({@link #complexFishRating}). Larger fish (5 to 7 base sets) are in no
     * profile, as in HoDoKu's default configuration; {@link ComplexFish} builds them on request. The
     * search over boxes is costly (hundreds of milliseconds a position for a complete finned Mutant
     * Jellyfish), so each of these entries is capped at {@link ComplexFish#PROFILE_CAP} combinations a
     * call, which keeps the profile within a tenth of its time on top1465; a capped search may miss a fish
     * a complete one finds, and its {@link ComplexFish.Report} says when it stopped.
     *
     * <p>Kraken fish, types 1 and 2, follow the fish over boxes, with the chains as HoDoKu places them (its
     * last techniques before the forcing chains and nets). A Kraken fish is a set of alternatives, one of
     * which holds (a fin, or the fish without fins; for type 2 the fins and one cover set's base
     * candidates), each turning the same candidate off by a chain. SE's producer of that shape is its
     * Multiple Forcing Chains (cell and region forcing chains, base 8.0); it cannot take a fish as one
     * alternative, so it makes these eliminations with its dynamic chains (8.5 and up) or not at all. Both
     * types are rated 8.0, the static chains they are made of, which keeps them below the dynamic chains
     * that would otherwise take their place. Each type is its own entry with its own search, so the type 1
     * entry builds no type 2 step. They are tried before SE's chains, so they do take steps on hard puzzles:
     * 4 at the 41 positions of the first 40 top1465 puzzles where the path gets as far as them. The search is
     * bounded ({@link KrakenFish#PROFILE_CAP} covers and chain walks a call), which no position of top1465
     * measured reaches. Their cost shows: {@code bench --logic --profile players} on top1465 ran 61.1 ms a
     * puzzle in two runs against 52.6 to 59.7 ms in three without them, alternating on a shared 2-core
     * machine (0.93 times the speed on average, 0.86 to 0.98 run by run); a search costs some 3 to 8 ms,
     * most of it the implication graph and the walks from the fins. The profile grows them from basic
     * fish only ({@link KrakenFish.Fish#BASIC}), where HoDoKu's default also tries Franken fish: at the 37
     * positions of the first 20 top1465 puzzles where the path gets as far as them, a complete search from
     * Franken fish took 350,000 nodes and 150 ms on average (from Mutant fish 1.5 million and 500 ms),
     * against 2,900 covers and walks and 10 ms from basic fish, and found no step the basic search did not.
     * Within the profile's cap it would search a small part of the first digits' fish at 20 to 25% of the
     * profile's time; {@code new KrakenFish(cap, types, Fish.FRANKEN)} or {@code Fish.MUTANT} searches them
     * on request.
     *
     * <p>Last come the forcing chains players use when nothing else works, with SE's ratings: cell and
     * region (unit) forcing chains, then the dynamic ones (contradiction and digit forcing chains, and the
     * cell and unit forms on a reduced grid), then SE's nested levels, so the profile solves every puzzle
     * SE's does. SE's cycles and Forcing Chains are left out: the players' X-Chains, XY-Chains, AICs and
     * nice loops find those deductions first.
     *
     * <p>Template Set and Template Delete stand where HoDoKu lists them: after its forcing chains and nets
     * (SE's static and dynamic forcing chains here) and before its brute force, whose place SE's Dynamic
     * (+) and nested chains take here. HoDoKu ships them switched off; here they are on, so that {@code
     * explain} and {@code hint} name them where they apply. Both are rated 9.0: the profile takes them
     * only where SE's Dynamic Forcing Chains (8.5) found nothing, and there SE makes the same deduction
     * with Dynamic (+) at the least (base 9.0; the two template steps met at the first stalls of the 375
     * puzzles of forum_hardest_1106 cost 9.9 and 10.1 in SE). Where SE's chains were not tried, the same
     * eliminations are mostly one digit's contradiction, SE's Nishio Forcing Chains: 7.7 to 8.0 for 51 of
     * the 55 template steps met at the stalls of top1465 without chains, and 8.9 or more for the rest.
     */
    public static Catalogue players() {
        Technique hiddenSingles = new HiddenSingles();
        Technique locking = new LockedCandidates(false);
        Technique bug = new BugTypes();
        Technique uniqueness = UniqueLoops.hodoku(true);
        Technique avoidable = new AvoidableRectangles();
        Technique finnedXWing = new FinnedFish(2);
        Technique finnedSwordfish = new FinnedFish(3);
        Technique finnedJellyfish = new FinnedFish(4);
        Technique niceLoops = new NiceLoops(false);
        Technique groupedNiceLoops = new NiceLoops(true);
        Technique alsNiceLoops = new NiceLoops(true, true);
        Technique als = new AlmostLockedSets();
        return new Catalogue(
                "players",
                entries(
                        List.of(
                                entry(TechniqueId.FULL_HOUSE, 1.0, hiddenSingles),
                                entry(TechniqueId.NAKED_SINGLE, 2.3, new NakedSingles()),
                                entry(TechniqueId.HIDDEN_SINGLE_BOX, 1.2, hiddenSingles),
                                entry(TechniqueId.HIDDEN_SINGLE_LINE, 1.5, hiddenSingles),
                                entry(TechniqueId.POINTING, 2.6, locking),
                                entry(TechniqueId.CLAIMING, 2.8, locking),
                                entry(TechniqueId.NAKED_PAIR, 3.0, new NakedSubsets(2, false)),
                                entry(TechniqueId.HIDDEN_PAIR, 3.4, new HiddenSubsets(2, false, false)),
                                entry(TechniqueId.NAKED_TRIPLE, 3.6, new NakedSubsets(3, false)),
                                entry(TechniqueId.HIDDEN_TRIPLE, 4.0, new HiddenSubsets(3, false, false)),
                                entry(TechniqueId.X_WING, 3.2, new BasicFish(2)),
                                entry(TechniqueId.SWORDFISH, 3.8, new BasicFish(3)),
                                entry(TechniqueId.NAKED_QUAD, 5.0, new NakedSubsets(4, false)),
                                entry(TechniqueId.HIDDEN_QUAD, 5.4, new HiddenSubsets(4, false, false)),
                                entry(TechniqueId.JELLYFISH, 5.2, new BasicFish(4)),
                                entry(TechniqueId.SKYSCRAPER, 6.6, new Skyscraper()),
                                entry(TechniqueId.TWO_STRING_KITE, 6.6, new TwoStringKite()),
                                entry(TechniqueId.TURBOT_FISH, 6.6, new TurbotFish()),
                                entry(TechniqueId.EMPTY_RECTANGLE, 6.6, new EmptyRectangle()),
                                entry(TechniqueId.FINNED_X_WING, 6.6, finnedXWing),
                                entry(TechniqueId.SASHIMI_X_WING, 6.6, finnedXWing),
                                entry(TechniqueId.FINNED_SWORDFISH, 6.7, finnedSwordfish),
                                entry(TechniqueId.SASHIMI_SWORDFISH, 6.7, finnedSwordfish),
                                entry(TechniqueId.FINNED_JELLYFISH, 6.8, finnedJellyfish),
                                entry(TechniqueId.SASHIMI_JELLYFISH, 6.8, finnedJellyfish),
                                entry(TechniqueId.SIMPLE_COLOURING, 6.6, new SimpleColouring()),
                                entry(TechniqueId.MULTI_COLOURING, 6.7, new MultiColouring()),
                                entry(TechniqueId.XY_WING, 4.2, new XyWing(false)),
                                entry(TechniqueId.XYZ_WING, 4.4, new XyWing(true)),
                                entry(TechniqueId.W_WING, 7.1, new WWing()),
                                entry(TechniqueId.REMOTE_PAIRS, 7.2, new RemotePairs()),
                                entry(TechniqueId.X_CHAIN, 6.6, new XChain()),
                                entry(TechniqueId.XY_CHAIN, 7.0, new XyChain()),
                                entry(TechniqueId.CONTINUOUS_NICE_LOOP, 7.0, niceLoops),
                                entry(TechniqueId.AIC, 7.0, niceLoops),
                                entry(TechniqueId.DISCONTINUOUS_NICE_LOOP, 7.0, niceLoops),
                                entry(TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP, 7.0, groupedNiceLoops),
                                entry(TechniqueId.GROUPED_AIC, 7.0, groupedNiceLoops),
                                entry(TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP, 7.0, groupedNiceLoops),
                                entry(TechniqueId.SUE_DE_COQ, 7.3, new SueDeCoq()),
                                entry(TechniqueId.ALS_XZ, 7.2, als),
                                entry(TechniqueId.ALS_XY_WING, 7.4, als),
                                entry(TechniqueId.ALS_XY_CHAIN, 7.5, als),
                                entry(TechniqueId.DEATH_BLOSSOM, 8.2, als),
                                entry(TechniqueId.ALS_CONTINUOUS_NICE_LOOP, 7.0, alsNiceLoops),
                                entry(TechniqueId.ALS_AIC, 7.0, alsNiceLoops),
                                entry(TechniqueId.ALS_DISCONTINUOUS_NICE_LOOP, 7.0, alsNiceLoops),
                                entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_1, 4.5, uniqueness),
                                entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_2, 4.5, uniqueness),
                                entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_3, 4.5, uniqueness),
                                entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_4, 4.5, uniqueness),
                                entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_5, 4.5, uniqueness),
                                entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_6, 4.5, uniqueness),
                                entry(TechniqueId.HIDDEN_RECTANGLE, 4.5, new HiddenRectangle(true)),
                                entry(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1, 4.5, avoidable),
                                entry(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2, 4.5, avoidable),
                                entry(TechniqueId.UNIQUE_LOOP_TYPE_1, 4.6, uniqueness),
                                entry(TechniqueId.UNIQUE_LOOP_TYPE_2, 4.6, uniqueness),
                                entry(TechniqueId.UNIQUE_LOOP_TYPE_3, 4.6, uniqueness),
                                entry(TechniqueId.UNIQUE_LOOP_TYPE_4, 4.6, uniqueness),
                                entry(TechniqueId.BUG_TYPE_1, 5.6, bug),
                                entry(TechniqueId.BUG_TYPE_2, 5.7, bug),
                                entry(TechniqueId.BUG_TYPE_4, 5.7, bug),
                                entry(TechniqueId.BUG_TYPE_3, 5.8, bug),
                                entry(TechniqueId.ALIGNED_PAIR_EXCLUSION, 6.2, new AlignedExclusion(2)),
                                entry(TechniqueId.ALIGNED_TRIPLET_EXCLUSION, 7.5, new AlignedExclusion(3))),
                        complexFish(),
                        krakenFish(),
                        playersLastResorts()));
    }

    /**
     * The forcing chains with the templates where HoDoKu puts them: after its forcing chains and nets (SE's
     * static and dynamic forcing chains here), before what HoDoKu leaves to brute force (SE's Dynamic (+)
     * and nested chains here).
     */
    private static List<CatalogueEntry> playersLastResorts() {
        List<CatalogueEntry> all = new ArrayList<>(forcingChains());
        Technique templates = new Templates();
        int dynamic = 0;
        while (!all.get(dynamic).accepts(TechniqueId.DYNAMIC_FORCING_CHAIN)) {
            dynamic++;
        }
        all.add(dynamic + 1, entry(TechniqueId.TEMPLATE_SET, 9.0, templates));
        all.add(dynamic + 2, entry(TechniqueId.TEMPLATE_DELETE, 9.0, templates));
        return all;
    }

    /** Kraken fish types 1 and 2, a search each (see {@link KrakenFish}); ratings: see {@link #players()}. */
    private static List<CatalogueEntry> krakenFish() {
        return List.of(
                entry(
                        TechniqueId.KRAKEN_FISH_TYPE_1,
                        8.0,
                        new KrakenFish(
                                KrakenFish.PROFILE_CAP,
                                List.of(TechniqueId.KRAKEN_FISH_TYPE_1),
                                KrakenFish.Fish.BASIC)),
                entry(
                        TechniqueId.KRAKEN_FISH_TYPE_2,
                        8.0,
                        new KrakenFish(
                                KrakenFish.PROFILE_CAP,
                                List.of(TechniqueId.KRAKEN_FISH_TYPE_2),
                                KrakenFish.Fish.BASIC)));
    }

    /**
     * The players' Franken and Mutant fish of 2 to 4 base sets, in HoDoKu's order: Franken, finned Franken,
     * Mutant, finned Mutant, each from X-Wing to Jellyfish. Ratings: see {@link #players()}.
     */
    private static List<CatalogueEntry> complexFish() {
        List<CatalogueEntry> entries = new ArrayList<>();
        for (ComplexFish.Kind kind : ComplexFish.Kind.values()) {
            for (boolean finned : new boolean[] {false, true}) {
                for (int size = 2; size <= 4; size++) {
                    entries.add(entry(
                            ComplexFish.id(kind, size, finned),
                            complexFishRating(kind, size, finned),
                            new ComplexFish(kind, size, finned, ComplexFish.PROFILE_CAP)));
                }
            }
        }
        return entries;
    }

    /**
     * A Franken or Mutant fish's rating: 6.6 for a Franken X-Wing, 0.1 more per base set beyond two, for
     * fins, and for a Mutant fish (see {@link #players()} for the reasons).
     */
    public static double complexFishRating(ComplexFish.Kind kind, int size, boolean finned) {
        int steps = (size - 2) + (finned ? 1 : 0) + (kind == ComplexFish.Kind.MUTANT ? 1 : 0);
        return Math.round(66 + steps) / 10.0;
    }

    /**
     * SE's producers 24 to 31, both profiles' last resort: static cell and region forcing chains, dynamic
     * ones, Dynamic (+) and the nested levels.
     */
    private static List<CatalogueEntry> forcingChains() {
        return List.of(
                entry(TechniqueId.MULTIPLE_FORCING_CHAIN, 8.0, ForcingChains.multiple()),
                entry(TechniqueId.DYNAMIC_FORCING_CHAIN, 8.5, ForcingChains.dynamic()),
                entry(TechniqueId.DYNAMIC_FORCING_CHAIN_PLUS, 9.0, ForcingChains.dynamicPlus()),
                entry(TechniqueId.NESTED_FORCING_CHAIN, 9.5, ForcingChains.nested()),
                entry(TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN, 10.0, ForcingChains.nestedMultiple()),
                entry(TechniqueId.NESTED_DYNAMIC_FORCING_CHAIN, 10.5, ForcingChains.nestedDynamic()));
    }

    /** A catalogue's entries: the profile's own, then the forcing chains. */
    private static List<CatalogueEntry> entries(List<CatalogueEntry> own, List<CatalogueEntry> last) {
        return entries(own, List.of(), last);
    }

    /** A catalogue's entries: the profile's own, the fish over boxes, then the forcing chains. */
    private static List<CatalogueEntry> entries(
            List<CatalogueEntry> own, List<CatalogueEntry> fish, List<CatalogueEntry> last) {
        return entries(own, fish, List.of(), last);
    }

    /** A catalogue's entries: the profile's own, the fish over boxes, the Kraken fish, the forcing chains. */
    private static List<CatalogueEntry> entries(
            List<CatalogueEntry> own,
            List<CatalogueEntry> fish,
            List<CatalogueEntry> kraken,
            List<CatalogueEntry> last) {
        List<CatalogueEntry> all = new ArrayList<>(own);
        all.addAll(fish);
        all.addAll(kraken);
        all.addAll(last);
        return all;
    }

    /** SE's single sorted producer of unique rectangles and loops, types 1 to 4. */
    private static CatalogueEntry uniqueLoops() {
        return sortedProducer(new UniqueLoops(), id -> id.name().startsWith("UNIQUE_RECTANGLE") ? 4.5 : 4.6);
    }

    private static CatalogueEntry entry(TechniqueId id, double rating, Technique technique) {
        return new CatalogueEntry(id, rating, true, technique);
    }

    /**
     * A copy with the given step kinds switched off (kept in place, so re-enabling restores the order). An
     * entry accepting several kinds is switched off as a whole when any of them is named.
     */
    public Catalogue withDisabled(TechniqueId... ids) {
        List<TechniqueId> off = Arrays.asList(ids);
        List<CatalogueEntry> changed = new ArrayList<>();
        for (CatalogueEntry entry : entries) {
            boolean named = entry.ids().stream().anyMatch(off::contains);
            changed.add(named ? entry.withEnabled(false) : entry);
        }
        return new Catalogue(name, changed);
    }

    /**
     * A copy with every technique that assumes a unique solution switched off; the solver uses it for
     * puzzles not known to have exactly one solution, where those techniques could eliminate a solution.
     */
    public Catalogue withoutUniqueness() {
        return withDisabled(TechniqueId.uniquenessBased().toArray(TechniqueId[]::new));
    }

    /**
     * The catalogue for a puzzle not known to have exactly one solution: without the uniqueness techniques,
     * which could remove a digit some solution needs, and without SE's chains, which are sound on any grid
     * but, like SE, assume a unique puzzle to finish: on a puzzle with several solutions or none they try
     * every candidate at every nesting level, which takes hours.
     */
    public Catalogue forUnprovenPuzzle() {
        return withoutUniqueness().withoutChaining();
    }

    /**
     * A copy with SE's chaining techniques (cycles and forcing chains) switched off: the logic of the
     * classic modes, which guess where this logic stops.
     */
    public Catalogue withoutChaining() {
        return withDisabled(TechniqueId.chaining().toArray(TechniqueId[]::new));
    }

    /** The entry that accepts a step kind, if listed. */
    public Optional<CatalogueEntry> entry(TechniqueId id) {
        // A plain loop: raters ask once per step, and a stream here showed as 3-5% of the floor check's profile.
        for (CatalogueEntry entry : entries) {
            if (entry.accepts(id)) {
                return Optional.of(entry);
            }
        }
        return Optional.empty();
    }

    /**
     * The name, the number of entries (and of those switched off) and the first and last step kinds with
     * their ratings, "Catalogue se (36 entries): FULL_HOUSE 1.0 ... NESTED_DYNAMIC_FORCING_CHAIN 10.5": short
     * enough for a log line; {@link #entries()} prints each entry.
     */
    @Override
    public String toString() {
        long off = entries.stream().filter(entry -> !entry.enabled()).count();
        StringBuilder text = new StringBuilder("Catalogue ")
                .append(name)
                .append(" (")
                .append(entries.size())
                .append(entries.size() == 1 ? " entry" : " entries")
                .append(off > 0 ? ", " + off + " off" : "")
                .append(')');
        if (!entries.isEmpty()) {
            CatalogueEntry first = entries.get(0);
            CatalogueEntry last = entries.get(entries.size() - 1);
            text.append(": ").append(first.id()).append(' ').append(first.rating());
            if (entries.size() > 1) {
                text.append(" ... ").append(last.id()).append(' ').append(last.rating());
            }
        }
        return text.toString();
    }

    /** The rating of a step kind; throws for a kind not listed. */
    public double rating(TechniqueId id) {
        return entry(id)
                .orElseThrow(() -> new IllegalArgumentException(id + " is not in catalogue '" + name + "'"))
                .rating(id);
    }
}
