package dev.sudoku.logic;

import java.util.List;

/**
 * A human-style technique. Implementations are stateless and thread-safe: all state is in the grid they
 * are given, which they only read.
 */
public interface Technique {
    /** The ids of the steps this technique can offer (a few variants may share one search). */
    List<TechniqueId> ids();

    /** Offers every step found, in a fixed scan order, until the sink returns false. */
    void find(CandidateGrid grid, StepSink sink);
}
