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
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * One of Sudoku Explainer's chaining producers as a technique. SE computes every hint of a producer, sorts
 * them stably by difficulty, complexity and kind (SE rating spec §5.7), and takes the first; this offers
 * them in that order.
 *
 * <p>Stateless apart from immutable tables per grid shape; thread-safe. Cost: see each producer; the
 * chaining producers are by far the most expensive techniques, which is why they come last.
 */
public final class ForcingChains implements Technique {
    private static final Comparator<ChainHint> SE_ORDER = Comparator.comparingDouble(ChainHint::difficulty)
            .thenComparingInt(ChainHint::complexity)
            .thenComparingInt(ChainHint::sortKey);

    private final List<TechniqueId> ids;
    private final BiFunction<CandidateGrid, Links, List<ChainHint>> producer;

    private ForcingChains(List<TechniqueId> ids, BiFunction<CandidateGrid, Links, List<ChainHint>> producer) {
        this.ids = List.copyOf(ids);
        this.producer = producer;
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
                (grid, links) -> new CyclesAndChains(links).hints(grid));
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

    private static ForcingChains branching(
            TechniqueId id, double base, boolean nishio, boolean yLinks, boolean dynamic, int level) {
        return new ForcingChains(List.of(id), (grid, links) -> {
            AdvancedRules rules = level > 0 ? AdvancedRules.forLevel(level, links) : null;
            Propagation propagation = new Propagation(links, yLinks, dynamic, rules);
            return new BranchChaining(id, base, nishio, dynamic, propagation).hints(grid, links);
        });
    }

    @Override
    public List<TechniqueId> ids() {
        return ids;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Links links = LinkTables.of(grid.geometry());
        List<ChainHint> hints = new ArrayList<>(producer.apply(grid, links));
        hints.sort(SE_ORDER);
        Set<Object> seen = new HashSet<>();
        for (ChainHint hint : hints) {
            // SE drops a hint whose conclusion repeats an earlier one; the first, best one is kept.
            if (!seen.add(List.of(hint.eliminations(), hint.placement()))) {
                continue;
            }
            if (!sink.offer(step(hint, grid.size()))) {
                return;
            }
        }
    }

    private static Step step(ChainHint hint, int size) {
        List<List<Inference>> branches = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        for (Potential branch : hint.branches()) {
            List<Inference> path = new ArrayList<>();
            for (Potential p = branch; p != null; p = p.firstParent()) {
                path.add(0, new Inference(p.cell, p.digit, p.on));
                if (p.parents.length == 0) {
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
