package dev.sudoku.logic.uniqueness;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Unique Rectangles (four cells) and Unique Loops (six or more), types 1 to 4, exactly as SE's
 * {@code UniqueLoops} producer finds them (SE_RATING_SPEC §3.11): every loop from every bivalue cell in
 * row-major order, classified by its cells with extra candidates; all steps are collected, duplicates
 * dropped, and the rest sorted by SE difficulty, then type, keeping discovery order among ties. Only then
 * is anything offered, so the first step offered is the one SE applies.
 *
 * <p>Duplicates are SE's: the same type on the same set of loop cells, and for type 3 also the same
 * house, set digits and set cells.
 *
 * <p>Sound only for puzzles with exactly one solution. Cost: one loop search per bivalue cell (see
 * {@link LoopSearch}), then O(steps log steps) for the sort.
 */
public final class UniqueLoops implements Technique {
    private static final List<TechniqueId> IDS = List.of(
            TechniqueId.UNIQUE_RECTANGLE_TYPE_1,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_2,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_3,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_4,
            TechniqueId.UNIQUE_LOOP_TYPE_1,
            TechniqueId.UNIQUE_LOOP_TYPE_2,
            TechniqueId.UNIQUE_LOOP_TYPE_3,
            TechniqueId.UNIQUE_LOOP_TYPE_4);

    private final boolean seHouseLimit;

    /** SE's rectangles and loops, type 3 sets limited by SE's house-size rules. */
    public UniqueLoops() {
        this(true);
    }

    /**
     * @param seHouseLimit true for SE's rule (a naked set of k needs 2k empty cells in the house, a hidden
     *     one more than 2k); false to search type 3 sets in every house with a cell left to clear, as
     *     HoDoKu does
     */
    public UniqueLoops(boolean seHouseLimit) {
        this.seHouseLimit = seHouseLimit;
    }

    @Override
    public List<TechniqueId> ids() {
        return IDS;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        List<Found> found = new ArrayList<>();
        Set<Key> seen = new HashSet<>();
        for (int start = 0; start < grid.cellCount(); start++) {
            long pair = grid.candidates(start);
            if (Masks.count(pair) != 2) {
                continue;
            }
            for (int[] loop : LoopSearch.from(grid, start)) {
                classify(grid, loop, pair, step -> {
                    if (seen.add(Key.of(step))) {
                        found.add(new Found(
                                UniquenessDifficulty.seDifficulty(step), LoopTypes.type(step.technique()), step));
                    }
                });
            }
        }
        // List.sort is stable: equal difficulty and type keep their discovery order, as in SE.
        found.sort(Comparator.comparingDouble(Found::difficulty).thenComparingInt(Found::type));
        for (Found step : found) {
            if (!sink.offer(step.step())) {
                return;
            }
        }
    }

    private void classify(CandidateGrid grid, int[] loop, long pair, Consumer<UniquenessStep> out) {
        int v1 = Masks.firstDigit(pair);
        int v2 = Masks.firstDigit(pair & (pair - 1));
        List<Integer> extraCells = new ArrayList<>();
        for (int cell : loop) {
            if (Masks.count(grid.candidates(cell)) > 2) {
                extraCells.add(cell);
            }
        }
        List<UniquenessStep> steps = new ArrayList<>();
        if (extraCells.size() == 1) {
            steps.add(LoopTypes.typeOne(grid, loop, v1, v2, extraCells.get(0)));
        } else if (extraCells.size() > 2) {
            steps.add(LoopTypes.typeTwo(grid, loop, v1, v2, extraCells));
        } else if (extraCells.size() == 2) {
            int c1 = extraCells.get(0);
            int c2 = extraCells.get(1);
            long extra = (grid.candidates(c1) | grid.candidates(c2)) & ~pair;
            if (Masks.count(extra) == 1) {
                steps.add(LoopTypes.typeTwo(grid, loop, v1, v2, extraCells));
            } else {
                steps.addAll(LoopSubsets.find(grid, loop, v1, v2, c1, c2, seHouseLimit));
            }
            steps.add(LoopTypes.typeFour(grid, loop, v1, v2, c1, c2));
        }
        for (UniquenessStep step : steps) {
            if (step != null) {
                out.accept(step);
            }
        }
    }

    private record Found(double difficulty, int type, UniquenessStep step) {}

    /** SE's equality of loop hints: same type and loop cells, and for type 3 the same set. */
    private record Key(TechniqueId id, Set<Integer> cells, Object subset) {
        static Key of(UniquenessStep step) {
            return new Key(
                    step.technique(), Set.copyOf(step.loop()), step.subset().orElse(null));
        }
    }
}
