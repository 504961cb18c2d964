package dev.sudoku.photo;

/** A photo that cannot be read as a puzzle: not an image, truncated, too large, or no grid in it. */
public final class PhotoException extends Exception {
    private static final long serialVersionUID = 1L;

    public PhotoException(String message) {
        super(message);
    }

    public PhotoException(String message, Throwable cause) {
        super(message, cause);
    }
}
