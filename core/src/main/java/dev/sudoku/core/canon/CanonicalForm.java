package dev.sudoku.core.canon;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.HashMap;
import java.util.Map;

/**
 * Computes canonical forms: the least image of a puzzle, read row by row with 0 for an empty cell, over
 * the whole validity-preserving group of its box shape (see the {@linkplain dev.sudoku.core.canon
 * package documentation} for the group and the search).
 *
 * <p>An instance keeps scratch arrays per box shape and is for one thread at a time; {@link #of} uses one
 * instance per thread.
 *
 * <p><b>Input.</b> Any grid of a supported shape in which no digit repeats within a row or a column
 * (every valid puzzle, position and solution grid qualifies); other grids are rejected with {@link
 * IllegalArgumentException}. Repeats within a box are allowed.
 *
 * <p><b>Performance.</b> Typical 9x9 puzzles (17 to 30 givens) take a few microseconds, as the least
 * first rows are sparse and prune most choices at once. Full grids and puzzles with many automorphisms
 * cost more: each symmetry of the puzzle keeps one more node alive to the last row.
 */
public final class CanonicalForm {
    private static final ThreadLocal<CanonicalForm> PER_THREAD = ThreadLocal.withInitial(CanonicalForm::new);

    private final Map<BoxShape, ShapeSearch> searches = new HashMap<>();

    /** The canonical form of {@code puzzle}, using this thread's instance. */
    public static Canonical of(Grid puzzle) {
        return PER_THREAD.get().canonical(puzzle);
    }

    /**
     * The canonical form of {@code puzzle}; {@link CanonicalFormTooCostlyException} when the search would
     * keep more than {@link CanonicalFormTooCostlyException#MAX_LIVE_NODES} nodes alive at once.
     */
    public Canonical canonical(Grid puzzle) {
        try {
            return searches.computeIfAbsent(puzzle.shape(), ShapeSearch::new).canonical(puzzle);
        } catch (CanonicalFormTooCostlyException e) {
            // The search's pool now holds every node it made: let it go rather than keep it per thread.
            searches.remove(puzzle.shape());
            throw e;
        }
    }
}
