package dev.sudoku.core.rules;

/** The words for a line of a puzzle's text by its length, as every reader's message says them. */
final class LineOfCells {
    private LineOfCells() {}

    /** "a line of 1 cell", "a line of 14 cells". */
    static String of(int cells) {
        return "a line of " + cells + (cells == 1 ? " cell" : " cells");
    }
}
