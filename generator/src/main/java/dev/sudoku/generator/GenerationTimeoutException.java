package dev.sudoku.generator;

/** A puzzle was not found within its time budget; the message says what was asked and what was tried. */
public final class GenerationTimeoutException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long index;

    GenerationTimeoutException(long index, String message) {
        super(message);
        this.index = index;
    }

    /** The index of the puzzle that was not found. */
    public long index() {
        return index;
    }
}
