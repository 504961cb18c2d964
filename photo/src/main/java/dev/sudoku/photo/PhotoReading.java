package dev.sudoku.photo;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.util.List;

/**
 * A puzzle read from a photo.
 *
 * @param puzzle the givens read, after repair
 * @param verdict the exact solver's verdict on {@code puzzle}: SOLVED (with the solution) when the reading,
 *     repaired or not, has exactly one solution; else why not, naming cells for a rule broken
 * @param cells every cell's reading, row-major
 * @param repairs the cells changed from their first reading, empty when none was needed
 * @param outline the grid's outline in the photo as decoded (after any scaling down)
 * @param otherGrids the outlines of other grids the photo shows, not read (see {@link FoundGrids}); empty
 *     when it shows one
 */
public record PhotoReading(
        Grid puzzle,
        SolveResult verdict,
        List<CellReading> cells,
        List<Repair> repairs,
        Quad outline,
        List<Quad> otherGrids) {
    public PhotoReading {
        otherGrids = List.copyOf(otherGrids);
        cells = List.copyOf(cells);
        repairs = List.copyOf(repairs);
    }

    public Status status() {
        return verdict.status();
    }

    /** The grid as first read, before repair. */
    public Grid firstReading() {
        int[] values = new int[cells.size()];
        for (CellReading cell : cells) {
            values[cell.cell()] = cell.firstGuess();
        }
        return Grid.of(puzzle.shape(), values);
    }
}
