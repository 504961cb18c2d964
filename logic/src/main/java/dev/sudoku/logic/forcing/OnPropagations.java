package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The propagations of the digits assumed on during one search of a grid, by candidate ({@code cell * size +
 * digit - 1}): a cell's branches and a house's places use the same ones. Held by one thread, or shared by the
 * threads of one search ({@link SharedCellSearch}), where two may make the same propagation at once: the
 * first one kept is the one every thread then reads, so all the hints of the search share its nodes.
 */
final class OnPropagations {
    private final AtomicReferenceArray<Propagation.Result> results;
    private final boolean shared;

    private OnPropagations(CandidateGrid grid, boolean shared) {
        this.results = new AtomicReferenceArray<>(grid.cellCount() * grid.size());
        this.shared = shared;
    }

    /** For a search on the calling thread alone: plain reads and writes. */
    static OnPropagations ofOneThread(CandidateGrid grid) {
        return new OnPropagations(grid, false);
    }

    /** For a search shared between threads. */
    static OnPropagations shared(CandidateGrid grid) {
        return new OnPropagations(grid, true);
    }

    /** The propagation kept for the candidate, or null. */
    Propagation.Result get(int candidate) {
        return shared ? results.get(candidate) : results.getPlain(candidate);
    }

    /** Keeps {@code made} for the candidate unless another thread kept one first; returns the one kept. */
    Propagation.Result keep(int candidate, Propagation.Result made) {
        if (!shared) {
            results.setPlain(candidate, made);
            return made;
        }
        Propagation.Result before = results.compareAndExchange(candidate, null, made);
        return before == null ? made : before;
    }

    /**
     * Hands every set back to the propagation that made them, for its next results (one thread only: the
     * sets of a shared search came from several propagations, and are left to the garbage collector).
     */
    void releaseTo(Propagation propagation) {
        if (shared) {
            return;
        }
        for (int i = 0; i < results.length(); i++) {
            Propagation.Result result = results.getPlain(i);
            if (result != null) {
                propagation.release(result);
            }
        }
    }
}
