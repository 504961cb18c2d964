package dev.sudoku.core.format;

/**
 * Puzzle text that could not be read, with where: thrown by {@link PuzzleReader#parse(String)}; the streaming
 * reader reports the same problems as {@link Entry.Malformed} entries instead.
 */
public final class FormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;

    /**
     * @param line the 1-based line, or 0 when the text holds no puzzle at all
     * @param column the 1-based column, or 0 when the problem is not about one character
     * @param message where and why
     */
    public FormatException(int line, int column, String message) {
        super(message);
        this.line = line;
        this.column = column;
    }

    static FormatException of(Entry.Malformed malformed) {
        return new FormatException(malformed.line(), malformed.column(), malformed.message());
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }
}
