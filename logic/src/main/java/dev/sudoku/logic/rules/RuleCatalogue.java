package dev.sudoku.logic.rules;

import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.logic.forcing.ChainLength;
import dev.sudoku.logic.uniqueness.UniquenessDifficulty;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The techniques of the rule-set solver in the order it tries them, each with its difficulty on Sudoku
 * Explainer's scale for the same technique: the solver always takes a step of the easiest technique that
 * has one, as the classic solver does, so a rating's hardest step is as low as the techniques allow.
 *
 * @param entries the techniques, easiest first
 */
public record RuleCatalogue(List<Entry> entries) {
    /** A technique and its SE difficulty. */
    public record Entry(RuleTechnique technique, double difficulty) {}

    /** The techniques sound only for a puzzle with exactly one solution. */
    private static final Set<TechniqueId> UNIQUENESS = EnumSet.of(
            TechniqueId.UNIQUE_RECTANGLE_TYPE_1,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_2,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_3,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_4,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_6,
            TechniqueId.HIDDEN_RECTANGLE,
            TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1,
            TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2,
            TechniqueId.UNIQUE_LOOP_TYPE_1,
            TechniqueId.UNIQUE_LOOP_TYPE_2,
            TechniqueId.UNIQUE_LOOP_TYPE_3,
            TechniqueId.UNIQUE_LOOP_TYPE_4,
            TechniqueId.BUG_TYPE_1,
            TechniqueId.BUG_TYPE_2,
            TechniqueId.BUG_TYPE_3,
            TechniqueId.BUG_TYPE_4);

    /**
     * SE's values: full house 1.0, hidden single in a box 1.2 and in a line 1.5, and in an extra house (a
     * jigsaw region, a diagonal, a window) 1.2 as in a box: a jigsaw region takes a box's place, and the
     * id only names the house a single is in, so no variant's rating moves for it. Boxes come before the
     * extra houses in every rule set's house order, so the two scans find the single one scan of both did; naked single 2.3, pointing 2.6, claiming 2.8, naked pair 3.0, X-Wing 3.2, hidden
     * pair 3.4, naked triple 3.6, swordfish 3.8, hidden triple 4.0, XY-Wing 4.2, XYZ-Wing 4.4, unique
     * rectangles 4.5 (as SE rates a rectangle, type 3 plus 0.1 for each digit of its naked set or cell of
     * its hidden set past the first, at most 4.8, so after types 1, 2 and 4; the players' profile's type 6,
     * Hidden Rectangle and Avoidable Rectangles, which SE lacks, 4.5 after them; sound only for a puzzle with
     * one solution: {@link #withoutUniqueness}), unique loops 4.6 (6 cells), 4.7 (8) and 5.0 (10 or more),
     * type 3 plus the same set bonus, naked quad 5.0, jellyfish 5.2, hidden quad 5.4, BUG type 1
     * 5.6, types 2 and 4 5.7 and type 3 5.7 plus 0.1 for each digit of its set past the first (5.8 to 6.2;
     * sound only for a puzzle with one solution too), aligned pair exclusion 6.2; chains rate as SE's forcing
     * X-chains (6.6, one digit) and forcing chains (7.0) do, plus SE's length bonus ({@link
     * #difficulty(Step)}); ALS-XZ and ALS-XY-Wing, which SE lacks, 7.2 and 7.4 as in the players' profile (Death Blossom 8.2, after
     * Multiple forcing chains, likewise); the Franken and Mutant fish after the ALS techniques, as HoDoKu and
     * the players' profile order them, rated 6.6 to 7.0 as there ({@link #complexFish}); then SE's own chaining producers, each plus the length bonus for its complexity
     * (the nodes its branches rest on): Nishio 7.5, the Kraken fish 8.0 (the players' profile's: SE's
     * static cell and region chains, which take their eliminations otherwise; after Nishio, so a step they take
     * would rate at least as high without them), Multiple forcing chains (static cell and region chains)
     * 8.0, Dynamic forcing chains (contradiction, double, cell and region chains on a grid each branch
     * reduces) 8.5, Dynamic (+) (the same, with locked candidates, hidden and naked pairs and X-Wings run on
     * that grid where the chain stalls) 9.0, and SE's nested level 3 (Dynamic (+) whose stalled branches
     * also draw static Multiple chains on their grid, the inner chain's complexity adding to the outer one's)
     * 10.0. SE's nested level 2 (9.5, forcing chains and cycles inside) has no counterpart, so a puzzle that
     * needs it rates at least 10.0 here; nor has level 4 (10.5, dynamic chains inside), which found nothing
     * on the soundness walk's puzzles that level 3 left and doubled the time to find that a puzzle is stuck.
     * Their propagation follows the variant's own rules too (bars, cage peers and, dynamic, cage sums), so a
     * consecutive or killer puzzle is rated as a classic one needing the same chain would be. Common peer, which SE's houses never need, sits with claiming at 2.8, after it.
     * SE has no killer or consecutive techniques; theirs sit where a player meets them: cage combination
     * and consecutive neighbours 1.5 (read off one cage or border, as a hidden single in a line is off one
     * house, so an easy killer needs no more), innies and outies 2.0 (the 45 rule adds up several cages: a
     * moderate step, below the naked single).
     */
    public static final RuleCatalogue DEFAULT = new RuleCatalogue(concat(
            List.of(
                    new Entry(RuleSingles.fullHouse(), 1.0),
                    new Entry(RuleSingles.hiddenSingleInBox(), 1.2),
                    new Entry(RuleSingles.hiddenSingleInExtraHouse(), 1.2),
                    new Entry(RuleSingles.hiddenSingleInLine(), 1.5),
                    new Entry(RuleCageCombinations.technique(), 1.5),
                    new Entry(RuleConsecutiveNeighbours.technique(), 1.5),
                    new Entry(RuleInniesOuties.technique(), 2.0),
                    new Entry(RuleSingles.nakedSingle(), 2.3),
                    new Entry(RuleLockedCandidates.pointing(), 2.6),
                    new Entry(RuleLockedCandidates.claiming(), 2.8),
                    new Entry(RuleCommonPeers.technique(), 2.8),
                    new Entry(RuleSubsets.naked(2), 3.0),
                    new Entry(RuleFish.ofSize(2), 3.2),
                    new Entry(RuleSubsets.hidden(2), 3.4),
                    new Entry(RuleSubsets.naked(3), 3.6),
                    new Entry(RuleFish.ofSize(3), 3.8),
                    new Entry(RuleSubsets.hidden(3), 4.0),
                    new Entry(RuleWings.xyWing(), 4.2),
                    new Entry(RuleWings.xyzWing(), 4.4),
                    new Entry(RuleUniqueRectangles.type1(), 4.5),
                    new Entry(RuleUniqueRectangles.type2(), 4.5),
                    new Entry(RuleUniqueRectangles.type4(), 4.5),
                    new Entry(RuleUniqueRectangles.type3(), 4.5),
                    new Entry(RuleUniqueRectangles.type6(), 4.5),
                    new Entry(RuleUniqueRectangles.hidden(), 4.5),
                    new Entry(RuleAvoidableRectangles.type1(), 4.5),
                    new Entry(RuleAvoidableRectangles.type2(), 4.5),
                    new Entry(RuleUniqueLoops.type1(), 4.6),
                    new Entry(RuleUniqueLoops.type2(), 4.6),
                    new Entry(RuleUniqueLoops.type4(), 4.6),
                    new Entry(RuleUniqueLoops.type3(), 4.6),
                    new Entry(RuleSubsets.naked(4), 5.0),
                    new Entry(RuleFish.ofSize(4), 5.2),
                    new Entry(RuleSubsets.hidden(4), 5.4),
                    new Entry(RuleBug.type1(), 5.6),
                    new Entry(RuleBug.type2(), 5.7),
                    new Entry(RuleBug.type4(), 5.7),
                    new Entry(RuleBug.type3(), 5.7),
                    new Entry(RuleAlignedPairs.technique(), 6.2),
                    new Entry(RuleFinnedFish.ofSize(2, false), 6.6),
                    new Entry(RuleFinnedFish.ofSize(2, true), 6.6),
                    new Entry(RuleFinnedFish.ofSize(3, false), 6.7),
                    new Entry(RuleFinnedFish.ofSize(3, true), 6.7),
                    new Entry(RuleFinnedFish.ofSize(4, false), 6.8),
                    new Entry(RuleFinnedFish.ofSize(4, true), 6.8),
                    new Entry(RuleChains.xChain(), 6.6),
                    new Entry(RuleChains.xyChain(), 7.0),
                    new Entry(RuleChains.aic(), 7.0),
                    new Entry(RuleAls.xz(), 7.2),
                    new Entry(RuleAls.sueDeCoq(), 7.3),
                    new Entry(RuleAls.xyWing(), 7.4),
                    new Entry(RuleAls.xyChain(), 7.5)),
            complexFish(),
            List.of(
                    new Entry(RuleForcingChains.nishio(), 7.5),
                    new Entry(RuleKrakenFish.of(TechniqueId.KRAKEN_FISH_TYPE_1), 8.0),
                    new Entry(RuleKrakenFish.of(TechniqueId.KRAKEN_FISH_TYPE_2), 8.0),
                    new Entry(RuleForcingChains.multiple(), 8.0),
                    new Entry(RuleAls.deathBlossom(), 8.2),
                    new Entry(RuleForcingChains.dynamic(), 8.5),
                    new Entry(RuleForcingChains.dynamicPlus(), 9.0),
                    new Entry(RuleForcingChains.nestedMultiple(), 10.0))));

    public RuleCatalogue {
        entries = List.copyOf(entries);
    }

    /**
     * Franken and Mutant fish of 2 to 4 base sets, as the classic players' profile has them (HoDoKu's order:
     * Franken, finned Franken, Mutant, finned Mutant, each from X-Wing to Jellyfish, after the ALS
     * techniques) and rated as there ({@link Catalogue#complexFishRating}: 6.6 to 7.0).
     */
    private static List<Entry> complexFish() {
        List<Entry> entries = new ArrayList<>();
        for (ComplexFish.Kind kind : ComplexFish.Kind.values()) {
            for (boolean finned : new boolean[] {false, true}) {
                for (int size = 2; size <= 4; size++) {
                    entries.add(new Entry(
                            RuleComplexFish.of(kind, size, finned), Catalogue.complexFishRating(kind, size, finned)));
                }
            }
        }
        return entries;
    }

    @SafeVarargs
    private static List<Entry> concat(List<Entry>... parts) {
        List<Entry> all = new ArrayList<>();
        for (List<Entry> part : parts) {
            all.addAll(part);
        }
        return all;
    }

    /**
     * This catalogue without the techniques that assume the puzzle has one solution (the unique rectangles
     * and BUG): what a proof by logic of that very fact may use, as the generator's removals are proven.
     */
    public RuleCatalogue withoutUniqueness() {
        return new RuleCatalogue(entries.stream()
                .filter(entry -> !UNIQUENESS.contains(entry.technique().id()))
                .toList());
    }

    /**
     * The difficulty of a step: its technique's, and for a chain SE's length bonus on top (a chain of n
     * links counts n + 3, as the classic players' AICs do; a forcing chain its complexity, as SE counts
     * it), so a long chain rates above a short one; a unique loop rates by its length, and a type 3
     * rectangle, loop or BUG adds SE's bonus for its set, as SE rates them.
     */
    public double difficulty(Step step) {
        if (step instanceof UniquenessStep unique) {
            return UniquenessDifficulty.seDifficulty(unique);
        }
        double base = difficulty(step.technique());
        if (step instanceof BugStep bug && bug.technique() == TechniqueId.BUG_TYPE_3) {
            // SE's Bug3Hint: the tenths scaled first, then added to the 5.7.
            double toAdd = (bug.subsetDigits().size() - 1) * 0.1;
            return base + toAdd;
        }
        if (step instanceof ChainStep chain) {
            return base + ChainLength.bonus(chain.links().size() + 3);
        }
        return step instanceof ForcingChainStep forcing ? base + ChainLength.bonus(forcing.complexity()) : base;
    }

    /** The difficulty of a technique of this catalogue. */
    public double difficulty(TechniqueId id) {
        for (Entry entry : entries) {
            if (entry.technique().id() == id) {
                return entry.difficulty();
            }
        }
        throw new IllegalArgumentException("the rule-set catalogue has no " + id);
    }
}
