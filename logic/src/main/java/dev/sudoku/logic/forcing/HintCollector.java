package dev.sudoku.logic.forcing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a chaining producer puts its hints: every hint, for a full sorted list; only the one SE would take
 * first; or the first hint found below a difficulty limit. In the second mode the best hint so far bounds
 * the search: a chain that cannot beat it (SE's order: difficulty, complexity, kind; ties go to the hint
 * found first) is not followed further. In the third, nothing at or above the limit is followed, and once
 * a hint is kept nothing more is: the search only has to show that some step below the limit exists.
 */
final class HintCollector {
    /** SE's sort of chain hints (SE rating spec §5.7), applied stably. */
    static final Comparator<ChainHint> SE_ORDER = Comparator.comparingDouble(ChainHint::difficulty)
            .thenComparingInt(ChainHint::complexity)
            .thenComparingInt(ChainHint::sortKey);

    /** What is kept: every hint, SE's first, or the first below a limit. */
    private enum Mode {
        ALL,
        BEST,
        FIRST_BELOW
    }

    private final Mode mode;
    /** The difficulty every hint must stay below ({@link Mode#FIRST_BELOW}), else infinity. */
    private final double limit;

    private final List<ChainHint> all = new ArrayList<>();
    private ChainHint best;

    private HintCollector(Mode mode, double limit) {
        this.mode = mode;
        this.limit = limit;
    }

    static HintCollector all() {
        return new HintCollector(Mode.ALL, Double.POSITIVE_INFINITY);
    }

    static HintCollector bestOnly() {
        return new HintCollector(Mode.BEST, Double.POSITIVE_INFINITY);
    }

    /** Keeps the first hint found whose difficulty is below {@code limit}, and then stops the search. */
    static HintCollector firstBelow(double limit) {
        return new HintCollector(Mode.FIRST_BELOW, limit);
    }

    /** Whether any hint below the limit will do, rather than SE's first (first-below mode). */
    boolean anyWillDo() {
        return mode == Mode.FIRST_BELOW;
    }

    /** Whether the search may end now: a hint below the limit has been kept (first-below mode only). */
    boolean done() {
        return mode == Mode.FIRST_BELOW && best != null;
    }

    /** Whether no hint has been added yet. */
    boolean isEmpty() {
        return best == null && all.isEmpty();
    }

    /** The best hint so far, or null (best-only mode). */
    ChainHint best() {
        return best;
    }

    /**
     * Whether a hint found later with at least this difficulty, complexity and sort key could still be the
     * one wanted; a later hint that only ties the best loses to it.
     */
    boolean worthSearching(double difficulty, int complexity, int sortKey) {
        return switch (mode) {
            case ALL -> true;
            case FIRST_BELOW -> best == null && difficulty < limit;
            case BEST -> best == null || beats(difficulty, complexity, sortKey);
        };
    }

    /** Whether a hint of this difficulty, complexity and sort key comes before the best in SE's order. */
    private boolean beats(double difficulty, int complexity, int sortKey) {
        int byDifficulty = Double.compare(difficulty, best.difficulty());
        if (byDifficulty != 0) {
            return byDifficulty < 0;
        }
        if (complexity != best.complexity()) {
            return complexity < best.complexity();
        }
        return sortKey < best.sortKey();
    }

    void add(ChainHint hint) {
        switch (mode) {
            case ALL -> all.add(hint);
            case FIRST_BELOW -> {
                if (best == null && hint.difficulty() < limit) {
                    best = hint;
                }
            }
            case BEST -> {
                if (best == null || SE_ORDER.compare(hint, best) < 0) {
                    best = hint;
                }
            }
        }
    }

    /** The hints in SE's order: all of them, or the best alone. */
    List<ChainHint> sorted() {
        if (mode != Mode.ALL) {
            return best == null ? List.of() : List.of(best);
        }
        List<ChainHint> sorted = new ArrayList<>(all);
        sorted.sort(SE_ORDER);
        return sorted;
    }
}
