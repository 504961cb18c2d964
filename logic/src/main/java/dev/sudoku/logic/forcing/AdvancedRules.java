package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.fish.BasicFish;
import dev.sudoku.logic.intersections.LockedCandidates;
import dev.sudoku.logic.subsets.HiddenSubsets;
import dev.sudoku.logic.subsets.NakedSubsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The other rules a chain of level 1 and above runs on its own grid when its links run dry (SE rating spec
 * §5.5): pointing and claiming, hidden pairs, naked pairs and X-Wings, then at level 2 the static Forcing
 * Chains and Cycles, at level 3 the static Multiple chains, and at level 4 dynamic chains of a lower level.
 * The first rule that adds anything new stops the list; every step of it counts, each elimination becoming
 * an "off" node whose parents are the chain's deletions the step relied on, and which keeps a nested chain
 * for the complexity count. What the rules find on a grid is remembered for the step ({@link StallMemo}).
 */
final class AdvancedRules {
    private static final Comparator<Candidate> BY_CELL =
            Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit);

    /** One step of a rule, as the chain sees it: the deletions it needs, what it removes, its chain if any. */
    record RuleStep(List<int[]> parents, List<Candidate> eliminations, NestedChain chain) {
        /** The step's chain, or null for a step of another rule. */
        ChainHint nested() {
            return chain == null ? null : chain.hint;
        }
    }

    /** A rule run on the chain's grid, handing over every step it finds in its own order. */
    @FunctionalInterface
    private interface Rule {
        void find(CandidateGrid work, CandidateGrid initial, Consumer<RuleStep> steps);
    }

    /** The memo tier of the rules every level runs first; a level's chaining rule has a tier of its own. */
    private static final int BASIC_TIER = 0;

    private static final List<Rule> BASIC = basicRules();

    /** The chaining rule of the level, or null at level 1. */
    private final Rule chaining;
    /** The memo tier of the chaining rule: 2 and 3 for those levels, 4 + the nesting limit for level 4. */
    private final int tier;

    private AdvancedRules(Rule chaining, int tier) {
        this.chaining = chaining;
        this.tier = tier;
    }

    /** The rules of a level: 1 to 3, or 4 with the level of its nested dynamic chains (0 to 2). */
    static AdvancedRules forLevel(int level, int nestingLimit, Links links) {
        if (level < 1 || level > 4) {
            throw new IllegalArgumentException("chaining levels are 1 to 4, not " + level);
        }
        if (level == 1) {
            return new AdvancedRules(null, 1);
        }
        int tier = level == 4 ? 4 + nestingLimit : level;
        return new AdvancedRules(chainRule(links, engine(level, nestingLimit, links), tier), tier);
    }

    /**
     * The chaining engine a level runs on the chain's grid: at level 2 the static Forcing Chains and
     * Cycles, at 3 the static Multiple chains, at 4 dynamic chains with the rules of level {@code
     * nestingLimit} (none at 0).
     */
    static BiConsumer<CandidateGrid, HintCollector> engine(int level, int nestingLimit, Links links) {
        return switch (level) {
            case 2 -> (grid, collector) -> new CyclesAndChains(links, grid).search(collector);
            case 3 -> {
                Propagation statics = new Propagation(links, true, false, null);
                BranchChaining multiple =
                        new BranchChaining(TechniqueId.MULTIPLE_FORCING_CHAIN, 8.0, false, false, statics);
                yield (grid, collector) -> multiple.search(grid, links, collector);
            }
            case 4 -> {
                AdvancedRules inner = nestingLimit > 0 ? forLevel(nestingLimit, 0, links) : null;
                Propagation dynamic = new Propagation(links, true, true, inner);
                BranchChaining chains = new BranchChaining(
                        TechniqueId.DYNAMIC_FORCING_CHAIN, 8.5 + 0.5 * nestingLimit, false, true, dynamic);
                yield (grid, collector) -> chains.search(grid, links, collector);
            }
            default -> throw new IllegalArgumentException("chaining engines are of levels 2 to 4, not " + level);
        };
    }

    /** Pointing and claiming, hidden pairs, naked pairs and X-Wings, in the order every level runs them. */
    private static List<Rule> basicRules() {
        List<Rule> rules = new ArrayList<>();
        for (Technique technique : List.of(
                new LockedCandidates(false), new HiddenSubsets(2, false), new NakedSubsets(2), new BasicFish(2))) {
            rules.add((work, initial, steps) -> technique.find(work, step -> {
                steps.accept(new RuleStep(RuleParents.of(step, initial, work), step.eliminations(), null));
                return true;
            }));
        }
        return List.copyOf(rules);
    }

    /**
     * A nested chaining engine as a rule: the steps of {@link #chainSteps}, from hints remembered across
     * steps ({@link StallMemo#chains}): the engine's hints depend on the chain's grid alone, only their rule
     * parents on the grid the chain began from.
     */
    private static Rule chainRule(Links links, BiConsumer<CandidateGrid, HintCollector> engine, int tier) {
        return (work, initial, steps) -> steps(
                        StallMemo.chains(tier, false, work, () -> firstHints(engine, work)),
                        () -> StallMemo.chains(tier, true, work, () -> allHints(engine, work)),
                        links,
                        work,
                        initial)
                .forEach(steps);
    }

    /**
     * The engine's hints on the chain's grid as steps of a rule, enough of SE's list for {@link #potentials}:
     * only the first step removing a candidate makes the chain's node for it, so the engine is asked for
     * each removal's first hint alone ({@link HintCollector#firstPerRemoval}), which spares measuring in
     * full, and finding the rule parents of, the hints that only repeat a removal. SE drops a hint that
     * repeats an earlier one's removals before it drops a hint without rule parents, so a first hint without
     * rule parents hides a later one removing the same: then the whole list is made, as SE makes it ({@link
     * #allChainSteps}).
     */
    static List<RuleStep> chainSteps(
            Links links, BiConsumer<CandidateGrid, HintCollector> engine, CandidateGrid work, CandidateGrid initial) {
        return steps(firstHints(engine, work), () -> allHints(engine, work), links, work, initial);
    }

    /** Every hint of the engine, sorted, each conclusion once, with its rule parents: SE's list. */
    static List<RuleStep> allChainSteps(
            Links links, BiConsumer<CandidateGrid, HintCollector> engine, CandidateGrid work, CandidateGrid initial) {
        return withParents(allHints(engine, work), links, work, initial);
    }

    /**
     * The steps of the first hints for each removal, unless one of them has no rule parents: then the steps
     * of every hint ({@code all}).
     */
    private static List<RuleStep> steps(
            List<NestedChain> firsts,
            Supplier<List<NestedChain>> all,
            Links links,
            CandidateGrid work,
            CandidateGrid initial) {
        List<RuleStep> steps = new ArrayList<>();
        for (NestedChain chain : firsts) {
            List<int[]> parents = RuleParents.ofChain(chain.hint, initial, work, links);
            if (parents.isEmpty()) {
                return withParents(all.get(), links, work, initial);
            }
            steps.add(new RuleStep(parents, chain.hint.eliminations(), chain));
        }
        return steps;
    }

    private static List<RuleStep> withParents(
            List<NestedChain> chains, Links links, CandidateGrid work, CandidateGrid initial) {
        List<RuleStep> steps = new ArrayList<>();
        for (NestedChain chain : chains) {
            steps.add(new RuleStep(
                    RuleParents.ofChain(chain.hint, initial, work, links), chain.hint.eliminations(), chain));
        }
        return steps;
    }

    /** In SE's order, the engine's hints that come first for some candidate they remove. */
    private static List<NestedChain> firstHints(BiConsumer<CandidateGrid, HintCollector> engine, CandidateGrid work) {
        HintCollector firsts = HintCollector.firstPerRemoval(work.cellCount(), work.size());
        engine.accept(work, firsts);
        List<NestedChain> chains = new ArrayList<>();
        for (ChainHint hint : firsts.sorted()) {
            if (firsts.firstForSomeRemoval(hint)) {
                chains.add(new NestedChain(hint));
            }
        }
        return chains;
    }

    /** In SE's order, every hint of the engine whose eliminations no earlier one made. */
    private static List<NestedChain> allHints(BiConsumer<CandidateGrid, HintCollector> engine, CandidateGrid work) {
        HintCollector collector = HintCollector.all();
        engine.accept(work, collector);
        List<NestedChain> chains = new ArrayList<>();
        Set<List<Candidate>> seen = new HashSet<>();
        for (ChainHint hint : collector.sorted()) {
            if (seen.add(hint.eliminations())) {
                chains.add(new NestedChain(hint));
            }
        }
        return chains;
    }

    /** New offs, in SE's order, that the first productive rule finds on the chain's grid. */
    List<Potential> potentials(CandidateGrid work, CandidateGrid initial, PotentialSet toOff) {
        List<RuleStep> steps = StallMemo.steps(BASIC_TIER, initial, work, () -> firstProductive(BASIC, work, initial));
        if (steps.isEmpty() && chaining != null) {
            steps = chainingSteps(work, initial);
        }
        List<Potential> result = new ArrayList<>();
        for (RuleStep step : steps) {
            Potential[] parents = new Potential[step.parents().size()];
            for (int i = 0; i < parents.length; i++) {
                int[] deleted = step.parents().get(i);
                parents[i] = toOff.get(deleted[0], deleted[1], false);
            }
            // The step's nodes share its parents: the first, and the others in one array.
            Potential first = parents.length == 0 ? null : parents[0];
            Potential[] others = Arrays.copyOfRange(parents, Math.min(1, parents.length), parents.length);
            List<Candidate> removable = new ArrayList<>(step.eliminations());
            removable.sort(BY_CELL);
            for (Candidate candidate : removable) {
                if (!toOff.contains(candidate.cell(), candidate.digit(), false)) {
                    result.add(new Potential(
                            candidate.cell(), candidate.digit(), false, Cause.ADVANCED, first, others, step.chain()));
                }
            }
        }
        return result;
    }

    /**
     * Whether {@link #potentials} came from the level's chaining rule, the last one run: then every rule of
     * the level ran on that grid. Its nodes carry their chains; the other rules' carry none.
     */
    boolean lastRule(List<Potential> found) {
        return chaining != null && !found.isEmpty() && found.get(0).nested != null;
    }

    /** The steps of the level's chaining rule that the chain enabled (level 2 and above). */
    List<RuleStep> chainingSteps(CandidateGrid work, CandidateGrid initial) {
        return StallMemo.steps(tier, initial, work, () -> firstProductive(List.of(chaining), work, initial));
    }

    /**
     * All the steps, in the rule's order, of the first rule with any step the chain enabled (one with rule
     * parents). The chain's grid lost only the chain's deletions, so whatever such a step removes is new to
     * the chain: a rule adds something exactly when it has one.
     */
    private static List<RuleStep> firstProductive(List<Rule> rules, CandidateGrid work, CandidateGrid initial) {
        List<RuleStep> found = new ArrayList<>();
        for (Rule rule : rules) {
            rule.find(work, initial, step -> {
                if (!step.parents().isEmpty()) {
                    found.add(step);
                }
            });
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }
}
