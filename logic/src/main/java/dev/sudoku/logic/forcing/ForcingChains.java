package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Inference;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * One of Sudoku Explainer's chaining producers as a technique. SE computes every hint of a producer, sorts
 * them stably by difficulty, complexity and kind (SE rating spec §5.7), and takes the first; this offers
 * them in that order.
 *
 * <p>Stateless apart from immutable tables per grid shape; thread-safe. Cost: see each producer; the
 * chaining producers are by far the most expensive techniques, which is why they come last.
 */
public final class ForcingChains implements Technique {
    /** A producer: the search of one grid, prepared once and run for the best hint and, if asked, all. */
    @FunctionalInterface
    private interface Producer {
        Search prepare(CandidateGrid grid, Links links);
    }

    /** A prepared search, handing its hints to a collector in SE's order before sorting. */
    @FunctionalInterface
    private interface Search {
        void run(HintCollector collector);
    }

    /**
     * A branching producer's search: its chaining levels one after the other, each only while those before
     * found nothing. Each call of a level gives chaining objects of their own, so threads can share a level
     * out ({@link SharedCellSearch}).
     */
    private record Branching(CandidateGrid grid, Links links, List<Supplier<BranchChaining>> levels) implements Search {
        @Override
        public void run(HintCollector collector) {
            for (Supplier<BranchChaining> level : levels) {
                if (!collector.isEmpty()) {
                    return;
                }
                level.get().search(grid, links, collector);
            }
        }

        /**
         * SE's first hint, level by level: on a later step of a puzzle where this producer found one before,
         * first among the hints no more complex than that one's guessed successor ({@link ComplexityGuess}),
         * then, if none is, among all. Either way the hint SE takes first.
         */
        ChainHint best(TechniqueId producer) {
            int guess = ComplexityGuess.of(producer, grid);
            for (Supplier<BranchChaining> level : levels) {
                BranchChaining chaining = level.get();
                HintCollector collector = guess > 0 ? HintCollector.bestAtMost(guess) : HintCollector.bestOnly();
                chaining.search(grid, links, collector);
                if (collector.best() == null && guess > 0) {
                    collector = HintCollector.bestOnly();
                    chaining.search(grid, links, collector);
                }
                if (collector.best() != null) {
                    ComplexityGuess.found(producer, grid, collector.best().complexity());
                    return collector.best();
                }
            }
            return null;
        }

        /** The best hint, the cells of each level shared out between this thread and the loan's helpers. */
        ChainHint shared(ChainHelpers.Loan loan) {
            for (Supplier<BranchChaining> level : levels) {
                ChainHint best = SharedCellSearch.best(grid, links, level, loan);
                if (best != null) {
                    return best;
                }
            }
            return null;
        }
    }

    private final List<TechniqueId> ids;
    private final Producer producer;
    /** Infinity for SE's order; else the difficulty the one step offered must stay below. */
    private final double limit;

    private ForcingChains(List<TechniqueId> ids, Producer producer) {
        this(ids, producer, Double.POSITIVE_INFINITY);
    }

    private ForcingChains(List<TechniqueId> ids, Producer producer, double limit) {
        this.ids = List.copyOf(ids);
        this.producer = producer;
        this.limit = limit;
    }

    /**
     * The same producer asked only whether it has a step rated below {@code limit}: it offers the first such
     * step it meets, not SE's first, and stops there. For a question like "can this puzzle be solved with
     * steps all rated below 9.0?", where any such step will do and SE's order would cost a full search.
     */
    public ForcingChains firstBelow(double limit) {
        if (!(limit < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("the limit must be finite, got " + limit);
        }
        return new ForcingChains(ids, producer, limit);
    }

    /** Whether this asks for any step below a limit ({@link #firstBelow}) rather than SE's first. */
    private boolean limited() {
        return limit != Double.POSITIVE_INFINITY;
    }

    /** Producer 21: X-, Y- and XY-cycles (6.5, 6.5, 7.0) and forcing X- and XY-chains (6.6, 7.0). */
    public static ForcingChains cyclesAndChains() {
        return new ForcingChains(
                List.of(
                        TechniqueId.BIDIRECTIONAL_X_CYCLE,
                        TechniqueId.BIDIRECTIONAL_Y_CYCLE,
                        TechniqueId.FORCING_X_CHAIN,
                        TechniqueId.BIDIRECTIONAL_XY_CYCLE,
                        TechniqueId.FORCING_CHAIN),
                (grid, links) -> new CyclesAndChains(links, grid)::search);
    }

    /** Producer 23: Nishio forcing chains, 7.5 + bonus. */
    public static ForcingChains nishio() {
        return branching(TechniqueId.NISHIO_FORCING_CHAIN, 7.5, true, false, true, 0);
    }

    /** Producer 24: static cell and region forcing chains, 8.0 + bonus. */
    public static ForcingChains multiple() {
        return branching(TechniqueId.MULTIPLE_FORCING_CHAIN, 8.0, false, true, false, 0);
    }

    /** Producer 25: dynamic contradiction, double, cell and region forcing chains, 8.5 + bonus. */
    public static ForcingChains dynamic() {
        return branching(TechniqueId.DYNAMIC_FORCING_CHAIN, 8.5, false, true, true, 0);
    }

    /**
     * Producer 26: dynamic chains that also use pointing, claiming, hidden and naked pairs and X-Wings on the
     * chain's grid, 9.0 + bonus.
     */
    public static ForcingChains dynamicPlus() {
        return branching(TechniqueId.DYNAMIC_FORCING_CHAIN_PLUS, 9.0, false, true, true, 1);
    }

    /** Producer 27: dynamic chains that also use static Forcing Chains and Cycles on their grid, 9.5 + bonus. */
    public static ForcingChains nested() {
        return branching(TechniqueId.NESTED_FORCING_CHAIN, 9.5, false, true, true, 2);
    }

    /** Producer 28: dynamic chains that also use static Multiple chains on their grid, 10.0 + bonus. */
    public static ForcingChains nestedMultiple() {
        return branching(TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN, 10.0, false, true, true, 3);
    }

    /**
     * Producers 29 to 31: dynamic chains that also use dynamic chains of level 0, then 1, then 2 on their
     * grid, 10.5 + bonus; the first of the three that finds anything is the one used.
     */
    public static ForcingChains nestedDynamic() {
        TechniqueId id = TechniqueId.NESTED_DYNAMIC_FORCING_CHAIN;
        return new ForcingChains(List.of(id), (grid, links) -> {
            List<Supplier<BranchChaining>> levels = new ArrayList<>();
            for (int limit = 0; limit <= 2; limit++) {
                int nesting = limit;
                levels.add(() -> new BranchChaining(
                        id,
                        10.5,
                        false,
                        true,
                        new Propagation(links, true, true, AdvancedRules.forLevel(4, nesting, links))));
            }
            return new Branching(grid, links, levels);
        });
    }

    private static ForcingChains branching(
            TechniqueId id, double base, boolean nishio, boolean yLinks, boolean dynamic, int level) {
        return new ForcingChains(
                List.of(id),
                (grid, links) -> new Branching(grid, links, List.of(() -> {
                    AdvancedRules rules = level > 0 ? AdvancedRules.forLevel(level, 0, links) : null;
                    Propagation propagation = new Propagation(links, yLinks, dynamic, rules);
                    return new BranchChaining(id, base, nishio, dynamic, propagation);
                })));
    }

    @Override
    public List<TechniqueId> ids() {
        return ids;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Links links = LinkTables.of(grid.geometry());
        StallMemo.begin(grid);
        FixedPointBase.begin(grid);
        // Most callers want only the first step: a search bounded by the best hint so far finds it far
        // faster than listing every hint. The full list is made only if the sink asks for more.
        Search search = producer.prepare(grid, links);
        ChainHint first = best(search);
        if (first == null) {
            return;
        }
        if (!sink.offer(step(first, grid.size())) || limited()) {
            return;
        }
        HintCollector all = HintCollector.all();
        search.run(all);
        Set<Object> seen = new HashSet<>();
        seen.add(List.of(first.eliminations(), first.placement()));
        for (ChainHint hint : all.sorted()) {
            // SE drops a hint whose conclusion repeats an earlier one; the first, best one is kept.
            if (!seen.add(List.of(hint.eliminations(), hint.placement()))) {
                continue;
            }
            if (!sink.offer(step(hint, grid.size()))) {
                return;
            }
        }
    }

    /**
     * The hint SE takes first, by one search bounded by the best hint so far. Sweeps of growing complexity
     * cap were measured and dropped: on rated 9x9 puzzles they made the walks of producer 21 visit three
     * times the nodes of one bounded search (21 million against 7 million over 326 puzzles of 6.5 to 9.4),
     * since each sweep repeats the shallow layers and the bound alone already stops most walks early. With a
     * limit ({@link #firstBelow}), the first hint below it instead. With threads lent ({@link ChainHelpers}),
     * a branching producer's best is found by them all, the same hint.
     */
    private ChainHint best(Search search) {
        if (!limited() && search instanceof Branching branching) {
            Optional<ChainHelpers.Loan> loan = ChainHelpers.current();
            return loan.isPresent() ? branching.shared(loan.get()) : branching.best(ids.get(0));
        }
        HintCollector collector = limited() ? HintCollector.firstBelow(limit) : HintCollector.bestOnly();
        search.run(collector);
        return collector.best();
    }

    private static Step step(ChainHint hint, int size) {
        List<List<Inference>> branches = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        for (Potential branch : hint.branches()) {
            List<Inference> path = new ArrayList<>();
            for (Potential p = branch; p != null; p = p.firstParent()) {
                path.add(0, new Inference(p.cell, p.digit, p.on));
                if (p.parentCount() == 0) {
                    highlights.add(new Highlight(p.cell, p.digit, Role.DEFINING));
                }
            }
            branches.add(path);
        }
        hint.placement().ifPresent(p -> highlights.add(new Highlight(p.cell(), p.digit(), Role.PLACED)));
        hint.eliminations().forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
        return new ForcingChainStep(
                hint.technique(),
                hint.kind(),
                hint.complexity(),
                branches,
                hint.placement().stream().toList(),
                hint.eliminations(),
                highlights);
    }
}
