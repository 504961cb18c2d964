package dev.sudoku.print;

/**
 * How puzzles are put on paper. An enum so that further layouts (one puzzle a page, a newspaper strip)
 * can join without changing the command line.
 */
public enum Layout {
    /** Puzzles six to a page with number and level, solutions twelve to a page at the back. */
    BOOKLET
}
