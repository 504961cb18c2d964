package dev.sudoku.cli;

/** How results are written: one line, a boxed grid, or JSON Lines in the shared schema. */
enum OutputFormat {
    LINE,
    GRID,
    JSON
}
