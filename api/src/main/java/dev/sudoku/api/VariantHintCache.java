package dev.sudoku.api;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rules.RuleGrid;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The next steps of the variant positions asked about last, shared by every {@link VariantHintTask} given it
 * (a server's requests), as {@link HintCache} keeps the classic hints: a player asks level 1, 2 and 3 at the
 * same position, and where a variant needs nested forcing chains a step can take seconds to find, so the
 * levels after the first are read from here. A step depends only on the rules (variants, regions, cages, bars, parity)
 * and the position, the placed values, which of them are givens (Avoidable Rectangles swap only the others) and
 * every cell's candidates; the solver is deterministic. A search
 * stopped by its time budget ends in an exception and is not kept. Thread-safe; the least recently asked
 * position goes first once {@code capacity} are held.
 */
public final class VariantHintCache {
    /** What a step depends on: the rules, the placed values, the givens among them, every cell's candidates. */
    private record Key(RuleSet rules, int[] values, BitSet givens, int[] candidates) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key
                    && key.rules.equals(rules)
                    && Arrays.equals(key.values, values)
                    && key.givens.equals(givens)
                    && Arrays.equals(key.candidates, candidates);
        }

        @Override
        public int hashCode() {
            return Objects.hash(rules, Arrays.hashCode(values), givens, Arrays.hashCode(candidates));
        }
    }

    private final SharedSearches<Key, Optional<Step>> searches;

    /** A cache of at most {@code capacity} positions' next steps. */
    public VariantHintCache(int capacity) {
        this.searches = new SharedSearches<>(capacity, step -> true);
    }

    /**
     * The next step kept for the grid's position; else, while another request searches for it, that search's
     * step; else the one {@code search} finds, then kept (empty when no technique finds one).
     */
    Optional<Step> step(RuleGrid grid, Supplier<Optional<Step>> search) {
        BitSet givens = new BitSet(grid.cellCount());
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            givens.set(cell, grid.isGiven(cell));
        }
        return searches.find(new Key(grid.rules(), grid.values(), givens, grid.candidateMasks()), search);
    }

    /** How many steps were read from the cache, or from another request's search, rather than searched for. */
    public long hits() {
        return searches.hits();
    }
}
