package dev.sudoku.logic.chains;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.StepSink;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The steps of one chain search, one per distinct set of eliminations: the chain with the fewest links
 * wins, the first found among equals. {@link #offer} hands them over shortest first, in the order found
 * within one length, so the scan order is stable.
 *
 * <p>Cost: one hash of the elimination list per chain kept.
 */
final class ShortestChains {
    private final Map<List<Candidate>, ChainStep> best = new LinkedHashMap<>();

    /**
     * Whether a chain of {@code links} links with these eliminations would be kept; asked before the step
     * is built, as most chains found repeat a set already held by a chain as short.
     */
    boolean wants(List<Candidate> eliminations, int links) {
        ChainStep known = best.get(eliminations);
        return known == null || links < known.links().size();
    }

    /** Keeps {@code step} when no chain with the same eliminations is shorter or as short. */
    void add(ChainStep step) {
        ChainStep known = best.get(step.eliminations());
        if (known == null || step.links().size() < known.links().size()) {
            best.put(step.eliminations(), step);
        }
    }

    /** False when the sink wants no more steps. */
    boolean offer(StepSink sink) {
        List<ChainStep> steps = new ArrayList<>(best.values());
        steps.sort(Comparator.comparingInt(s -> s.links().size()));
        for (ChainStep step : steps) {
            if (!sink.offer(step)) {
                return false;
            }
        }
        return true;
    }
}
