package dev.sudoku.print;

/**
 * One puzzle of a booklet: a classic grid ({@link BookletEntry}) or a variant ({@link VariantBookletEntry}).
 * Both print the same way, a number and a label over the puzzle, the solution at the back.
 */
public sealed interface PrintedEntry permits BookletEntry, VariantBookletEntry {
    /** Its number in the booklet, from 1. */
    int number();

    /** The most cells across its picture: the grid's side, or a variant's canvas. */
    int side();
}
