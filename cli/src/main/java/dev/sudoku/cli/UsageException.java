package dev.sudoku.cli;

/** A mistake in the command line found after parsing (a missing file, an option out of range): exit 2. */
final class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
