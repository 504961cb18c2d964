package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.LogicalSolution;

/** The position where logic stopped, with every empty cell's candidates. */
final class PositionText {
    private PositionText() {}

    /** One character per digit per cell: the digit's symbol when possible (or placed), else '.'. */
    static String line(LogicalSolution solution, Symbols symbols) {
        Grid grid = solution.grid();
        int size = grid.size();
        StringBuilder text = new StringBuilder(grid.cellCount() * size);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.get(cell) != 0 ? 1L << (grid.get(cell) - 1) : solution.candidates(cell);
            for (int digit = 1; digit <= size; digit++) {
                text.append((mask & (1L << (digit - 1))) != 0 ? symbols.charOf(digit) : '.');
            }
        }
        return text.toString();
    }

    /** A pencil-mark grid (asGrid) or the candidate line, each ending with a newline. */
    static String write(LogicalSolution solution, Symbols symbols, boolean asGrid) {
        if (!asGrid) {
            return line(solution, symbols) + "\n";
        }
        Grid grid = solution.grid();
        int size = grid.size();
        String[] cells = new String[grid.cellCount()];
        int[] widths = new int[size];
        for (int cell = 0; cell < cells.length; cell++) {
            StringBuilder text = new StringBuilder();
            if (grid.get(cell) != 0) {
                text.append(symbols.textOf(grid.get(cell)));
            } else {
                for (int digit = 1; digit <= size; digit++) {
                    if ((solution.candidates(cell) & (1L << (digit - 1))) != 0) {
                        text.append(symbols.charOf(digit));
                    }
                }
            }
            cells[cell] = text.isEmpty() ? "-" : text.toString();
            widths[cell % size] = Math.max(widths[cell % size], cells[cell].length());
        }
        StringBuilder out = new StringBuilder();
        int boxRows = grid.shape().boxRows();
        int boxCols = grid.shape().boxCols();
        for (int r = 0; r < size; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < size; c++) {
                if (c > 0) {
                    row.append(c % boxCols == 0 ? " | " : " ");
                }
                String text = cells[r * size + c];
                row.append(text).append(" ".repeat(widths[c] - text.length()));
            }
            out.append(row).append('\n');
            if ((r + 1) % boxRows == 0 && r + 1 < size) {
                for (int i = 0; i < row.length(); i++) {
                    out.append(row.charAt(i) == '|' ? '+' : '-');
                }
                out.append('\n');
            }
        }
        return out.toString();
    }
}
