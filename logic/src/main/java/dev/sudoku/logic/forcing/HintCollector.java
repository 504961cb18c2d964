package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where a chaining producer puts its hints: every hint, for a full sorted list; only the one SE would take
 * first; the first hint found below a difficulty limit; or, for each candidate removed, the hint SE's
 * sorted list would name first among those removing it. In the second mode the best hint so far bounds
 * the search: a chain that cannot beat it (SE's order: difficulty, complexity, kind; ties go to the hint
 * found first) is not followed further. In the third, nothing at or above the limit is followed, and once
 * a hint is kept nothing more is: the search only has to show that some step below the limit exists. In
 * the fourth, each candidate's first hint so far bounds the hints that remove it, so a hint is followed
 * only while it could still come first for one of its removals.
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
        FIRST_BELOW,
        FIRST_PER_REMOVAL
    }

    private final Mode mode;
    /** The difficulty every hint must stay below ({@link Mode#FIRST_BELOW}), else infinity. */
    private final double limit;

    /** Best-only mode: the complexity no hint kept may pass ({@link #bestAtMost}); else the largest int. */
    private final int ceiling;

    private final List<ChainHint> all = new ArrayList<>();
    private ChainHint best;
    /** The first hint so far removing each candidate ({@code cell * size + digit - 1}), first-per-removal. */
    private final ChainHint[] firstRemoving;

    private final int size;

    private HintCollector(Mode mode, double limit, int cellCount, int size, int ceiling) {
        this.mode = mode;
        this.limit = limit;
        this.ceiling = ceiling;
        this.firstRemoving = mode == Mode.FIRST_PER_REMOVAL ? new ChainHint[cellCount * size] : null;
        this.size = size;
    }

    private HintCollector(Mode mode, double limit) {
        this(mode, limit, 0, 0, Integer.MAX_VALUE);
    }

    static HintCollector all() {
        return new HintCollector(Mode.ALL, Double.POSITIVE_INFINITY);
    }

    static HintCollector bestOnly() {
        return new HintCollector(Mode.BEST, Double.POSITIVE_INFINITY);
    }

    /**
     * As {@link #bestOnly}, among the hints of complexity {@code ceiling} or less: SE's first hint when it is
     * one of them, else none.
     */
    static HintCollector bestAtMost(int ceiling) {
        return new HintCollector(Mode.BEST, Double.POSITIVE_INFINITY, 0, 0, ceiling);
    }

    /**
     * The complexity past which no hint can be kept any more: the best hint's so far (a later one must beat
     * it), else the ceiling, in best-only mode; the largest int in the others. A chain's node more complex
     * than that makes no hint worth keeping, nor does any node that rests on it.
     */
    int keptComplexityAtMost() {
        if (mode != Mode.BEST) {
            return Integer.MAX_VALUE;
        }
        return best != null ? best.complexity() : ceiling;
    }

    /**
     * Keeps, for each candidate of the grid that some hint removes, the hints that may come first in SE's
     * sorted list among those removing it ({@link #firstRemoving}); what else the sorted list holds could
     * only repeat a removal. For the rules a nested chain runs on its grid, where only each removal's first
     * hint counts: a later one's node for the same candidate is never kept.
     */
    static HintCollector firstPerRemoval(int cellCount, int size) {
        return new HintCollector(Mode.FIRST_PER_REMOVAL, Double.POSITIVE_INFINITY, cellCount, size, Integer.MAX_VALUE);
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
            case ALL, FIRST_PER_REMOVAL -> true;
            case FIRST_BELOW -> best == null && difficulty < limit;
            case BEST -> complexity <= ceiling && (best == null || beats(difficulty, complexity, sortKey, best));
        };
    }

    /** As {@link #worthSearching(double, int, int)}, for a hint known to remove {@code eliminations}. */
    boolean worthSearching(double difficulty, int complexity, int sortKey, List<Candidate> eliminations) {
        if (mode != Mode.FIRST_PER_REMOVAL) {
            return worthSearching(difficulty, complexity, sortKey);
        }
        // Indexed: an iterator per call was a tenth of what a nested step's inner searches allocated.
        for (int i = 0; i < eliminations.size(); i++) {
            ChainHint first = firstRemoving[index(eliminations.get(i))];
            if (first == null || beats(difficulty, complexity, sortKey, first)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a hint of this difficulty, complexity and sort key comes before {@code other} in SE's order. */
    private static boolean beats(double difficulty, int complexity, int sortKey, ChainHint other) {
        int byDifficulty = Double.compare(difficulty, other.difficulty());
        if (byDifficulty != 0) {
            return byDifficulty < 0;
        }
        if (complexity != other.complexity()) {
            return complexity < other.complexity();
        }
        return sortKey < other.sortKey();
    }

    private int index(Candidate candidate) {
        return candidate.cell() * size + candidate.digit() - 1;
    }

    /**
     * Whether the hint comes first in SE's sorted list among the hints removing one of its candidates
     * (first-per-removal mode, once the search is over).
     */
    boolean firstForSomeRemoval(ChainHint hint) {
        for (Candidate removed : hint.eliminations()) {
            if (firstRemoving[index(removed)] == hint) {
                return true;
            }
        }
        return false;
    }

    void add(ChainHint hint) {
        switch (mode) {
            case ALL -> all.add(hint);
            case FIRST_PER_REMOVAL -> {
                // Ties go to the hint found first, as in SE's stable sort: a later one must come strictly before.
                boolean first = false;
                for (Candidate removed : hint.eliminations()) {
                    ChainHint known = firstRemoving[index(removed)];
                    if (known == null || SE_ORDER.compare(hint, known) < 0) {
                        firstRemoving[index(removed)] = hint;
                        first = true;
                    }
                }
                if (first) {
                    all.add(hint);
                }
            }
            case FIRST_BELOW -> {
                if (best == null && hint.difficulty() < limit) {
                    best = hint;
                }
            }
            case BEST -> {
                if (hint.complexity() <= ceiling && (best == null || SE_ORDER.compare(hint, best) < 0)) {
                    best = hint;
                }
            }
        }
    }

    /**
     * The hints in SE's order: all of them, the best alone, or those that came first for some removal when
     * they were found (some of which a later hint may have replaced since: {@link #firstForSomeRemoval}).
     */
    List<ChainHint> sorted() {
        if (mode != Mode.ALL && mode != Mode.FIRST_PER_REMOVAL) {
            return best == null ? List.of() : List.of(best);
        }
        List<ChainHint> sorted = new ArrayList<>(all);
        sorted.sort(SE_ORDER);
        return sorted;
    }
}
