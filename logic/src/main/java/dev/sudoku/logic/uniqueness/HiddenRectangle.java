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
 * Hidden Rectangle, as HoDoKu defines it: a unique rectangle on digits {a, b} with one cell holding only
 * a and b, or two such cells on a diagonal. Take such a corner; if digit x has no place in the row and
 * in the column of the opposite corner outside the rectangle, that corner cannot hold the other digit y:
 * with y there, x would fill both its neighbours in the rectangle, the corner would take y, and the
 * rectangle would be deadly.
 *
 * <p>Scan order: rectangles by top-left corner (row-major), then corners in loop order, then x ascending.
 * Sound only for puzzles with exactly one solution. Cost: see {@link Rectangles}, O(N) per rectangle.
 */
public final class HiddenRectangle implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.HIDDEN_RECTANGLE);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Geometry geometry = grid.geometry();
        Rectangles.forEach(geometry, cell -> Masks.count(grid.candidates(cell)) >= 2, (a, b, c, d) -> {
            int[] corners = {a, b, c, d};
            for (int i = 0; i < 4; i++) {
                long pair = grid.candidates(corners[i]);
                if (Masks.count(pair) != 2 || !allHold(grid, corners, pair) || !shape(grid, corners, pair, i)) {
                    continue;
                }
                for (long rest = pair; rest != 0; rest &= rest - 1) {
                    int x = Masks.firstDigit(rest);
                    int y = Masks.firstDigit(pair & ~Masks.bit(x));
                    if (confined(grid, corners, i, x) && !sink.offer(step(grid, corners, i, x, y))) {
                        return false;
                    }
                }
            }
            return true;
        });
    }

    private static boolean allHold(CandidateGrid grid, int[] corners, long pair) {
        for (int cell : corners) {
            if ((grid.candidates(cell) & pair) != pair) {
                return false;
            }
        }
        return true;
    }

    /** HoDoKu's condition: the corner is the only bivalue cell, or the other one is opposite it. */
    private static boolean shape(CandidateGrid grid, int[] corners, long pair, int corner) {
        for (int k = 1; k < 4; k++) {
            if (grid.candidates(corners[(corner + k) % 4]) == pair && k != 2) {
                return false;
            }
        }
        return true;
    }

    /** Whether x lies, in the row and the column of the opposite corner, only in rectangle cells. */
    private static boolean confined(CandidateGrid grid, int[] corners, int corner, int x) {
        Geometry geometry = grid.geometry();
        int opposite = corners[(corner + 2) % 4];
        int n = geometry.size();
        for (int house : new int[] {geometry.row(opposite), n + geometry.col(opposite)}) {
            for (int cell : geometry.cellsOf(house)) {
                if (grid.has(cell, x) && !contains(corners, cell)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static UniquenessStep step(CandidateGrid grid, int[] corners, int corner, int x, int y) {
        int opposite = corners[(corner + 2) % 4];
        List<Integer> loop = new ArrayList<>();
        List<Integer> extraCells = new ArrayList<>();
        for (int cell : corners) {
            loop.add(cell);
            if (Masks.count(grid.candidates(cell)) > 2) {
                extraCells.add(cell);
            }
        }
        List<Integer> strong = List.of(corners[(corner + 1) % 4], opposite, corners[(corner + 3) % 4]);
        PatternSteps.Pattern pattern = new PatternSteps.Pattern(
                TechniqueId.HIDDEN_RECTANGLE, x, y, loop, extraCells, Optional.empty(), x, strong);
        return PatternSteps.build(grid, pattern, List.of(new Candidate(opposite, y)));
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
