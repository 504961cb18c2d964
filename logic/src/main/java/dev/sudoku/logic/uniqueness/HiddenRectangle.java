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
import java.util.function.IntPredicate;

/**
 * Hidden Rectangle, as HoDoKu defines it: a unique rectangle on digits {a, b} with one cell holding only
 * a and b, or two such cells on a diagonal. Take such a corner; if digit x has no place in the row and
 * in the column of the opposite corner outside the rectangle, that corner cannot hold the other digit y:
 * with y there, x would fill both its neighbours in the rectangle, the corner would take y, and the
 * rectangle would be deadly.
 *
 * <p>With missing candidates (HoDoKu's default, and the players' profile's) the corners may lack a or b as
 * {@link UniqueLoops} allows it: all four empty, no filled cell they see holding a or b, one corner
 * holding exactly {a, b}, the corners holding nothing but a and b (one of them, or both) being the chosen
 * corner and perhaps the one opposite it. The rule on filled cells is what keeps the argument: x then
 * still needs a place in the far row and column, so "no place outside the rectangle" still puts it in a
 * rectangle cell. Were x already placed in the far row, a neighbour lacking x would make the row look
 * confined while x needs no place there at all, and the far corner could lose its solution digit.
 *
 * <p>Scan order: rectangles by top-left corner (row-major), then corners in loop order, then x ascending.
 * Sound only for puzzles with exactly one solution. Cost: see {@link Rectangles}, O(N) per rectangle.
 */
public final class HiddenRectangle implements Technique {
    private final boolean missingCandidates;

    /** Rectangles whose corners all hold both digits. */
    public HiddenRectangle() {
        this(false);
    }

    /** @param missingCandidates whether corners may lack a rectangle digit, as described above */
    public HiddenRectangle(boolean missingCandidates) {
        this.missingCandidates = missingCandidates;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.HIDDEN_RECTANGLE);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Geometry geometry = grid.geometry();
        PlacedDigits placed = missingCandidates ? PlacedDigits.of(grid) : null;
        IntPredicate usable = missingCandidates ? grid::isEmpty : cell -> Masks.count(grid.candidates(cell)) >= 2;
        Rectangles.forEach(geometry, usable, (a, b, c, d) -> {
            int[] corners = {a, b, c, d};
            for (int i = 0; i < 4; i++) {
                long pair = pair(grid, corners, i);
                if (pair == 0 || !shape(grid, corners, pair, i)) {
                    continue;
                }
                if (missingCandidates ? !placed.allOpen(grid, corners, pair) : !allHold(grid, corners, pair)) {
                    continue;
                }
                for (long rest = pair; rest != 0; rest &= rest - 1) {
                    int x = Masks.firstDigit(rest);
                    int y = Masks.firstDigit(pair & ~Masks.bit(x));
                    if (confined(grid, corners, i, x)
                            && grid.has(corners[(i + 2) % 4], y)
                            && !sink.offer(step(grid, corners, i, x, y))) {
                        return false;
                    }
                }
            }
            return true;
        });
    }

    /**
     * The rectangle's digits when corner {@code i} can be the chosen one: its own two candidates; with
     * missing candidates also the opposite corner's two when corner i holds one of them only. 0 otherwise.
     */
    private long pair(CandidateGrid grid, int[] corners, int i) {
        long own = grid.candidates(corners[i]);
        if (Masks.count(own) == 2) {
            return own;
        }
        long opposite = grid.candidates(corners[(i + 2) % 4]);
        boolean partOfOpposite = Masks.count(own) == 1 && Masks.count(opposite) == 2 && (own & opposite) == own;
        return missingCandidates && partOfOpposite ? opposite : 0;
    }

    private static boolean allHold(CandidateGrid grid, int[] corners, long pair) {
        for (int cell : corners) {
            if ((grid.candidates(cell) & pair) != pair) {
                return false;
            }
        }
        return true;
    }

    /**
     * HoDoKu's condition: the corner is the only one holding nothing but the two digits, or the other one
     * is opposite it. The neighbours must hold another digit: with all candidates, a neighbour equal to
     * the pair; with missing ones, any neighbour within it.
     */
    private static boolean shape(CandidateGrid grid, int[] corners, long pair, int corner) {
        for (int k = 1; k < 4; k += 2) {
            if ((grid.candidates(corners[(corner + k) % 4]) & ~pair) == 0) {
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
