package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Avoidable Rectangles: a rectangle whose solved cells are none of them givens, and whose digits would
 * make it deadly (a, b, a, b around it) once the empty cells take their part. Such a rectangle can be
 * swapped without touching a given, so a unique puzzle never completes it.
 *
 * <ul>
 *   <li>Type 1: three cells solved (a, b, a in loop order); the fourth cannot hold b. HoDoKu also demands
 *       that the fourth cell be bivalue; the argument does not need it, so it is not demanded here.
 *   <li>Type 2: two cells solved; each empty cell holds its pattern digit and one more, the same digit z
 *       in both. One of them is z, so no cell seeing both can be. HoDoKu looks only at solved pairs in one
 *       box; solved pairs on one line across two boxes are found here too.
 * </ul>
 *
 * <p>Needs to know givens from placed digits ({@link CandidateGrid#isGiven}). Scan order: rectangles by
 * top-left corner, row-major. Sound only for puzzles with exactly one solution. Cost: see
 * {@link Rectangles}, O(N) per rectangle.
 */
public final class AvoidableRectangles implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1, TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Rectangles.forEach(grid.geometry(), cell -> !grid.isGiven(cell), (a, b, c, d) -> {
            UniquenessStep step = check(grid, new int[] {a, b, c, d});
            return step == null || sink.offer(step);
        });
    }

    private static UniquenessStep check(CandidateGrid grid, int[] corners) {
        // The digit each corner takes in the deadly pattern: corners 0 and 2 share one, 1 and 3 the other.
        int[] part = new int[2];
        List<Integer> empty = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int value = grid.value(corners[i]);
            if (value == 0) {
                empty.add(i);
            } else if (part[i % 2] == 0) {
                part[i % 2] = value;
            } else if (part[i % 2] != value) {
                return null;
            }
        }
        if (empty.size() == 1) {
            int i = empty.get(0);
            int cell = corners[i];
            if (!grid.has(cell, part[i % 2])) {
                return null;
            }
            List<Candidate> eliminations = List.of(new Candidate(cell, part[i % 2]));
            return step(grid, TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1, corners, part, List.of(cell), eliminations);
        }
        // Two empty cells on a diagonal leave one pattern digit unknown: not an avoidable rectangle here.
        if (empty.size() != 2 || part[0] == 0 || part[1] == 0) {
            return null;
        }
        return typeTwo(grid, corners, part, empty.get(0), empty.get(1));
    }

    private static UniquenessStep typeTwo(CandidateGrid grid, int[] corners, int[] part, int i, int j) {
        int first = corners[i];
        int second = corners[j];
        int firstDigit = part[i % 2];
        int secondDigit = part[j % 2];
        long firstExtra = grid.candidates(first) & ~Masks.bit(firstDigit);
        long secondExtra = grid.candidates(second) & ~Masks.bit(secondDigit);
        if (!grid.has(first, firstDigit)
                || !grid.has(second, secondDigit)
                || Masks.count(firstExtra) != 1
                || firstExtra != secondExtra) {
            return null;
        }
        int z = Masks.firstDigit(firstExtra);
        Geometry geometry = grid.geometry();
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell : geometry.peersOf(first)) {
            if (cell != second && grid.has(cell, z) && Rectangles.sees(geometry, cell, second)) {
                eliminations.add(new Candidate(cell, z));
            }
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        return step(grid, TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2, corners, part, List.of(first, second), eliminations);
    }

    private static UniquenessStep step(
            CandidateGrid grid,
            TechniqueId id,
            int[] corners,
            int[] part,
            List<Integer> extraCells,
            List<Candidate> eliminations) {
        List<Integer> loop = List.of(corners[0], corners[1], corners[2], corners[3]);
        PatternSteps.Pattern pattern =
                new PatternSteps.Pattern(id, part[0], part[1], loop, extraCells, Optional.empty(), 0, List.of());
        return PatternSteps.build(grid, pattern, eliminations);
    }
}
