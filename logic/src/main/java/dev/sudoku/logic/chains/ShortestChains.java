package dev.sudoku.logic.chains;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.StepSink;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The steps of one chain search, one per distinct effect (eliminations and placements): the chain with the
 * fewest links wins, the first found among equals. {@link #offer} hands them over shortest first, in the order found
 * within one length, so the scan order is stable.
 *
 * <p>Cost: one hash of the elimination and placement lists per chain asked about.
 */
final class ShortestChains {
    /** What a step does; two chains with equal effects are the same deduction. */
    private record Effect(List<Candidate> eliminations, List<Placement> placements) {}

    private final Map<Effect, ChainStep> best = new LinkedHashMap<>();

    /**
     * Whether a chain of {@code links} links with these eliminations would be kept; asked before the step
     * is built, as most chains found repeat a set already held by a chain as short.
     */
    boolean wants(List<Candidate> eliminations, int links) {
        return wants(eliminations, List.of(), links);
    }

    /** {@link #wants(List, int)} for a chain that may also place digits. */
    boolean wants(List<Candidate> eliminations, List<Placement> placements, int links) {
        ChainStep known = best.get(new Effect(eliminations, placements));
        return known == null || links < known.links().size();
    }

    /** Keeps {@code step} when no chain with the same effect is shorter or as short. */
    void add(ChainStep step) {
        Effect effect = new Effect(step.eliminations(), step.placements());
        ChainStep known = best.get(effect);
        if (known == null || step.links().size() < known.links().size()) {
            best.put(effect, step);
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
