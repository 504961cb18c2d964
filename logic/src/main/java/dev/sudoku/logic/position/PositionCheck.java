package dev.sudoku.logic.position;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Position;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;

/**
 * Turns a position with the player's own candidates into a {@link CandidateGrid}, refusing one that
 * contradicts itself, so techniques never run on a position no solution can come from by their rules.
 *
 * <p>Checked in this order, the first problem reported with the cell it is about:
 *
 * <ol>
 *   <li>with a puzzle: every given keeps its value ({@code r1c1 is given 5, but the position holds 3});
 *   <li>no digit twice in a house ({@code r1c1 and r1c5 both hold 5 (row 1)});
 *   <li>every empty cell keeps a candidate ({@code r2c3 has no candidates});
 *   <li>no empty cell keeps a digit a peer holds ({@code r1c3 keeps 5, but r1c7 holds 5}).
 * </ol>
 *
 * <p>Candidates the player removed are never questioned here: whether they were removed rightly needs
 * the solution, see {@link SolutionCheck}. <b>Cost:</b> O(N^3) for the peer scan.
 */
public final class PositionCheck {
    private PositionCheck() {}

    /** The grid of a position; throws {@link InvalidPositionException} naming the cell at fault. */
    public static CandidateGrid toCandidateGrid(Position position) {
        return toCandidateGrid(position, null);
    }

    /** As {@link #toCandidateGrid(Position)}, also checking that {@code puzzle}'s givens (if not null) stay. */
    public static CandidateGrid toCandidateGrid(Position position, Grid puzzle) {
        Grid values = position.values();
        Geometry geometry = Geometry.of(values.shape());
        if (puzzle != null) {
            checkGivens(values, puzzle, geometry);
        }
        checkHouses(values, geometry);
        for (int cell = 0; cell < values.cellCount(); cell++) {
            if (values.get(cell) == 0) {
                checkCandidates(position, cell, geometry);
            }
        }
        return CandidateGrid.fromPosition(values, position.candidates());
    }

    private static void checkGivens(Grid values, Grid puzzle, Geometry geometry) {
        if (!puzzle.shape().equals(values.shape())) {
            throw new InvalidPositionException(
                    -1,
                    "the puzzle has boxes " + puzzle.shape() + " (" + puzzle.size() + "x" + puzzle.size()
                            + "), the position boxes " + values.shape() + " (" + values.size() + "x" + values.size()
                            + ")");
        }
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            int given = puzzle.get(cell);
            if (given != 0 && values.get(cell) != given) {
                String now = values.get(cell) == 0 ? "leaves it empty" : "holds " + values.get(cell);
                throw new InvalidPositionException(
                        cell, geometry.cellName(cell) + " is given " + given + ", but the position " + now);
            }
        }
    }

    private static void checkHouses(Grid values, Geometry geometry) {
        for (int house = 0; house < 3 * geometry.size(); house++) {
            int[] firstCellOf = new int[geometry.size() + 1];
            java.util.Arrays.fill(firstCellOf, -1);
            for (int cell : geometry.cellsOf(house)) {
                int value = values.get(cell);
                if (value == 0) {
                    continue;
                }
                if (firstCellOf[value] >= 0) {
                    throw new InvalidPositionException(
                            firstCellOf[value],
                            geometry.cellName(firstCellOf[value]) + " and " + geometry.cellName(cell) + " both hold "
                                    + value + " (" + geometry.house(house).description() + ")");
                }
                firstCellOf[value] = cell;
            }
        }
    }

    private static void checkCandidates(Position position, int cell, Geometry geometry) {
        long mask = position.candidates(cell);
        if (mask == 0) {
            throw new InvalidPositionException(cell, geometry.cellName(cell) + " has no candidates");
        }
        for (int peer : geometry.peersOf(cell)) {
            int value = position.values().get(peer);
            if (value != 0 && (mask & Masks.bit(value)) != 0) {
                throw new InvalidPositionException(
                        cell,
                        geometry.cellName(cell) + " keeps " + value + ", but " + geometry.cellName(peer) + " holds "
                                + value);
            }
        }
    }
}
