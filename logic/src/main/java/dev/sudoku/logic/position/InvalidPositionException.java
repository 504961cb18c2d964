package dev.sudoku.logic.position;

/** A position whose candidates contradict its values, its givens or themselves; names the cell at fault. */
public final class InvalidPositionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int cell;

    /**
     * @param cell the 0-based cell the message is about (the first one named), or -1 for the whole grid
     * @param message what is wrong, naming cells as r1c1
     */
    public InvalidPositionException(int cell, String message) {
        super(message);
        this.cell = cell;
    }

    /** The 0-based cell the message is about, or -1. */
    public int cell() {
        return cell;
    }
}
