package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Types 1, 2 and 4 of a unique rectangle or loop, as SE builds them (SE_RATING_SPEC §3.11), and the name
 * of every type (HoDoKu's types 5 and 6 are rectangles only; see {@link HodokuRectangleTypes}). Each method
 * returns null when the step would eliminate nothing. Cost: O(N) per step, O(N^2) for type 2.
 */
final class LoopTypes {
    private static final TechniqueId[] RECTANGLES = {
        TechniqueId.UNIQUE_RECTANGLE_TYPE_1,
        TechniqueId.UNIQUE_RECTANGLE_TYPE_2,
        TechniqueId.UNIQUE_RECTANGLE_TYPE_3,
        TechniqueId.UNIQUE_RECTANGLE_TYPE_4,
        TechniqueId.UNIQUE_RECTANGLE_TYPE_5,
        TechniqueId.UNIQUE_RECTANGLE_TYPE_6
    };
    private static final TechniqueId[] LOOPS = {
        TechniqueId.UNIQUE_LOOP_TYPE_1,
        TechniqueId.UNIQUE_LOOP_TYPE_2,
        TechniqueId.UNIQUE_LOOP_TYPE_3,
        TechniqueId.UNIQUE_LOOP_TYPE_4
    };

    private LoopTypes() {}

    /**
     * The step kind of a type for a loop of {@code cells} cells: four cells make a rectangle (types 1..6),
     * longer loops have types 1..4.
     */
    static TechniqueId id(int type, int cells) {
        return (cells == 4 ? RECTANGLES : LOOPS)[type - 1];
    }

    /** The type (1..6) of a rectangle or loop step kind. */
    static int type(TechniqueId id) {
        for (int i = 0; i < RECTANGLES.length; i++) {
            if (RECTANGLES[i] == id || (i < LOOPS.length && LOOPS[i] == id)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException(id + " is not a unique rectangle or loop");
    }

    /** Type 1: the only cell with extra candidates cannot hold either loop digit. */
    static UniquenessStep typeOne(CandidateGrid grid, int[] loop, int v1, int v2, int extraCell) {
        List<Candidate> eliminations = new ArrayList<>();
        PatternSteps.collect(grid, extraCell, Masks.bit(v1) | Masks.bit(v2), eliminations);
        return step(grid, 1, loop, v1, v2, List.of(extraCell), 0, eliminations);
    }

    /**
     * Type 2: the extra cells share one extra digit z (SE takes the smallest extra digit of the first
     * extra cell), so one of them holds z and no cell seeing all of them can. {@code type} names the step:
     * 2, or HoDoKu's 5 for a rectangle whose extra cells are not in one row or column.
     */
    static UniquenessStep typeTwo(CandidateGrid grid, int[] loop, int v1, int v2, List<Integer> extraCells, int type) {
        long pair = Masks.bit(v1) | Masks.bit(v2);
        int z = Masks.firstDigit(grid.candidates(extraCells.get(0)) & ~pair);
        Geometry geometry = grid.geometry();
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell : geometry.peersOf(extraCells.get(0))) {
            if (!grid.has(cell, z) || extraCells.contains(cell)) {
                continue;
            }
            boolean seesAll = true;
            for (int extra : extraCells) {
                seesAll &= Rectangles.sees(geometry, cell, extra);
            }
            if (seesAll) {
                eliminations.add(new Candidate(cell, z));
            }
        }
        return step(grid, type, loop, v1, v2, extraCells, 0, eliminations);
    }

    /**
     * Type 4: in a house holding both extra cells, one loop digit has no other place, so both extra cells
     * cannot hold the other loop digit. SE prefers v1 locked in any shared house over v2.
     */
    static UniquenessStep typeFour(CandidateGrid grid, int[] loop, int v1, int v2, int c1, int c2) {
        Geometry geometry = grid.geometry();
        boolean firstLocked = false;
        boolean secondLocked = false;
        for (int type = LoopSearch.BLOCK; type <= LoopSearch.COLUMN; type++) {
            int house = LoopSearch.house(geometry, c1, type);
            if (house != LoopSearch.house(geometry, c2, type)) {
                continue;
            }
            boolean firstElsewhere = false;
            boolean secondElsewhere = false;
            for (int cell : geometry.cellsOf(house)) {
                if (cell != c1 && cell != c2) {
                    firstElsewhere |= grid.has(cell, v1);
                    secondElsewhere |= grid.has(cell, v2);
                }
            }
            firstLocked |= !firstElsewhere;
            secondLocked |= !secondElsewhere;
        }
        if (!firstLocked && !secondLocked) {
            return null;
        }
        int locked = firstLocked ? v1 : v2;
        int removed = firstLocked ? v2 : v1;
        // Both extra cells hold the removed digit in a loop from LoopSearch; a partial rectangle's may not.
        List<Candidate> eliminations = new ArrayList<>();
        PatternSteps.collect(grid, Math.min(c1, c2), Masks.bit(removed), eliminations);
        PatternSteps.collect(grid, Math.max(c1, c2), Masks.bit(removed), eliminations);
        return step(grid, 4, loop, v1, v2, List.of(c1, c2), locked, eliminations);
    }

    static UniquenessStep step(
            CandidateGrid grid,
            int type,
            int[] loop,
            int v1,
            int v2,
            List<Integer> extraCells,
            int strongDigit,
            List<Candidate> eliminations) {
        return step(grid, type, loop, v1, v2, extraCells, Optional.empty(), strongDigit, eliminations);
    }

    static UniquenessStep step(
            CandidateGrid grid,
            int type,
            int[] loop,
            int v1,
            int v2,
            List<Integer> extraCells,
            Optional<UniquenessStep.Subset> subset,
            int strongDigit,
            List<Candidate> eliminations) {
        if (eliminations.isEmpty()) {
            return null;
        }
        List<Integer> cells = new ArrayList<>();
        for (int cell : loop) {
            cells.add(cell);
        }
        PatternSteps.Pattern pattern = new PatternSteps.Pattern(
                id(type, loop.length), v1, v2, cells, extraCells, subset, strongDigit, extraCells);
        return PatternSteps.build(grid, pattern, eliminations);
    }
}
