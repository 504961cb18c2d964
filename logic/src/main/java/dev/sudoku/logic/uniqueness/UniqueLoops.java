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
 * <p>{@link #hodoku} configures HoDoKu's rectangles on top of SE's search, for the players' profile:
 *
 * <ul>
 *   <li>types 5 and 6 ({@link HodokuRectangleTypes}); a type 2 rectangle whose extra cells are not in one
 *       row or column is named type 5;
 *   <li>type 3 sets searched in every house with a cell left to clear (SE's house-size rules off);
 *   <li>every rectangle HoDoKu visits ({@link HodokuRectangles}), after the loops, so that the few the
 *       loop search misses are found too; what it found already is dropped as a duplicate;
 *   <li>with missing candidates, HoDoKu's default, also the rectangles whose corners lack a rectangle
 *       digit. A corner may lack a or b only when the corner is empty (so not a given, nor a placed
 *       digit) and no filled cell it sees holds that digit: the candidate was removed by an earlier step,
 *       not ruled out by the puzzle's digits. One corner still holds exactly a and b.
 * </ul>
 *
 * <p>Why missing candidates keep the deduction sound on a puzzle with one solution: if the solution put
 * a, b, a, b around four empty cells in two boxes, swapping a and b in those four cells would change no
 * given and break no house (each row, column and box holding a corner holds two of them, one a and one
 * b): a second solution. So the solution never does, whatever candidates were eliminated on the way. Each
 * type concludes only what must hold for the corners not to end up that way, reading the corners'
 * candidates, which still hold their solution digits whatever earlier (sound) steps removed: types 1, 2,
 * 5 and the naked type 3 set need nothing more. The types that say a digit must go somewhere in a house
 * (type 4, type 6, and the hidden type 3 set) also rely on the digit not being placed yet in that house,
 * which the rule on filled cells ensures: were a placed in the row of two extra cells that lost it, "a has
 * no other place in the row" would hold with no a left to place there, and type 4 would remove b from
 * cells that may need it. Rectangles, not loops: HoDoKu has no loops, and the SE loop search is left as
 * it is.
 *
 * <p>Sound only for puzzles with exactly one solution. Cost: one loop search per bivalue cell (see
 * {@link LoopSearch}), with HoDoKu's rectangles one pass over the rectangles ({@link Rectangles}), then
 * O(steps log steps) for the sort.
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
    private static final List<TechniqueId> HODOKU_IDS = List.of(
            TechniqueId.UNIQUE_RECTANGLE_TYPE_1,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_2,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_3,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_4,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_5,
            TechniqueId.UNIQUE_RECTANGLE_TYPE_6,
            TechniqueId.UNIQUE_LOOP_TYPE_1,
            TechniqueId.UNIQUE_LOOP_TYPE_2,
            TechniqueId.UNIQUE_LOOP_TYPE_3,
            TechniqueId.UNIQUE_LOOP_TYPE_4);

    private final boolean seHouseLimit;
    private final boolean hodokuTypes;
    private final boolean missingCandidates;

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
        this(seHouseLimit, false, false);
    }

    private UniqueLoops(boolean seHouseLimit, boolean hodokuTypes, boolean missingCandidates) {
        this.seHouseLimit = seHouseLimit;
        this.hodokuTypes = hodokuTypes;
        this.missingCandidates = missingCandidates;
    }

    /**
     * SE's loops with HoDoKu's rectangles: types 1 to 6, type 3 sets in every house, and with {@code
     * missingCandidates} the rectangles whose corners lack a rectangle digit (see the class comment).
     */
    public static UniqueLoops hodoku(boolean missingCandidates) {
        return new UniqueLoops(false, true, missingCandidates);
    }

    @Override
    public List<TechniqueId> ids() {
        return hodokuTypes ? HODOKU_IDS : IDS;
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        List<Found> found = new ArrayList<>();
        Set<Key> seen = new HashSet<>();
        Consumer<UniquenessStep> keep = step -> {
            if (seen.add(Key.of(step))) {
                found.add(new Found(UniquenessDifficulty.seDifficulty(step), LoopTypes.type(step.technique()), step));
            }
        };
        for (int start = 0; start < grid.cellCount(); start++) {
            long pair = grid.candidates(start);
            if (Masks.count(pair) != 2) {
                continue;
            }
            for (int[] loop : LoopSearch.from(grid, start)) {
                classify(grid, loop, pair, keep);
            }
        }
        if (hodokuTypes) {
            HodokuRectangles.forEach(grid, missingCandidates, (loop, pair) -> classify(grid, loop, pair, keep));
        }
        // List.sort is stable: equal difficulty and type keep their discovery order, as in SE.
        found.sort(Comparator.comparingDouble(Found::difficulty).thenComparingInt(Found::type));
        for (Found step : found) {
            if (!sink.offer(step.step())) {
                return;
            }
        }
    }

    /**
     * The steps of one loop. An extra cell is a loop cell with a candidate besides the two loop digits; a
     * loop from {@link LoopSearch} has every loop digit in every cell, so SE's test (more than two
     * candidates) picks the same cells. More than two extra cells only come from the search with one
     * extra digit in all (it admits a third only then); the rectangles of {@link HodokuRectangles} are
     * checked for it.
     */
    private void classify(CandidateGrid grid, int[] loop, long pair, Consumer<UniquenessStep> out) {
        int v1 = Masks.firstDigit(pair);
        int v2 = Masks.firstDigit(pair & (pair - 1));
        List<Integer> extraCells = new ArrayList<>();
        long extra = 0;
        for (int cell : loop) {
            long more = grid.candidates(cell) & ~pair;
            if (more != 0) {
                extraCells.add(cell);
                extra |= more;
            }
        }
        List<UniquenessStep> steps = new ArrayList<>();
        if (extraCells.size() == 1) {
            steps.add(LoopTypes.typeOne(grid, loop, v1, v2, extraCells.get(0)));
        } else if (extraCells.size() > 2) {
            if (Masks.count(extra) == 1) {
                steps.add(LoopTypes.typeTwo(grid, loop, v1, v2, extraCells, typeTwo(grid, loop, extraCells)));
            }
        } else if (extraCells.size() == 2) {
            int c1 = extraCells.get(0);
            int c2 = extraCells.get(1);
            if (Masks.count(extra) == 1) {
                steps.add(LoopTypes.typeTwo(grid, loop, v1, v2, extraCells, typeTwo(grid, loop, extraCells)));
            } else {
                steps.addAll(LoopSubsets.find(grid, loop, v1, v2, c1, c2, seHouseLimit));
            }
            steps.add(LoopTypes.typeFour(grid, loop, v1, v2, c1, c2));
            if (hodokuTypes) {
                steps.addAll(HodokuRectangleTypes.typeSix(grid, loop, v1, v2, c1, c2));
            }
        }
        for (UniquenessStep step : steps) {
            if (step != null) {
                out.accept(step);
            }
        }
    }

    /** The name of a type 2 step: HoDoKu's type 5 for some rectangles, else 2. */
    private int typeTwo(CandidateGrid grid, int[] loop, List<Integer> extraCells) {
        return hodokuTypes && loop.length == 4 ? HodokuRectangleTypes.typeTwoOrFive(grid.geometry(), extraCells) : 2;
    }

    private record Found(double difficulty, int type, UniquenessStep step) {}

    /**
     * SE's equality of loop hints: same type and loop cells, and for type 3 the same set. The digits too,
     * which only matters with missing candidates: with all of them, the cells of a loop fix its digits
     * (every cell holds both, one holds nothing else), while a partial rectangle's corners can serve two
     * pairs. Type 6 may give one step per digit, told apart by their eliminations.
     */
    private record Key(TechniqueId id, Set<Integer> cells, List<Integer> digits, Object subset, Object removed) {
        static Key of(UniquenessStep step) {
            Object removed = step.technique() == TechniqueId.UNIQUE_RECTANGLE_TYPE_6 ? step.eliminations() : null;
            return new Key(
                    step.technique(),
                    Set.copyOf(step.loop()),
                    step.digits(),
                    step.subset().orElse(null),
                    removed);
        }
    }
}
