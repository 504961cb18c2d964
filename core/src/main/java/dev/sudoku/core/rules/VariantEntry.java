package dev.sudoku.core.rules;

/** One entry of variant puzzle text: a puzzle, or the reason it could not be read and where. */
public sealed interface VariantEntry {
    /** The 1-based line the entry starts on. */
    int line();

    /** A puzzle read from the text. */
    record Puzzle(VariantPuzzle puzzle, int line) implements VariantEntry {}

    /**
     * Text that is not a puzzle of the variant.
     *
     * @param line the 1-based line the entry starts on
     * @param errorLine the 1-based line at fault
     * @param column 1-based, or 0 when the problem is not about one character
     * @param message why
     */
    record Malformed(int line, int errorLine, int column, String message) implements VariantEntry {
        /** The message with its place: "line 3, column 5: ...". */
        public String located() {
            return "line " + errorLine + (column > 0 ? ", column " + column : "") + ": " + message;
        }
    }
}
