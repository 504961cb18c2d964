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
     * @param column 1-based, or 0 when the problem is not about one character
     */
    record Malformed(int line, int column, String message, String text) implements VariantEntry {}
}
