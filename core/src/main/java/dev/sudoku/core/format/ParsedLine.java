package dev.sudoku.core.format;

import java.util.OptionalLong;

/** What one line of puzzle text is, before the reader knows whether it is a whole puzzle or a grid row. */
sealed interface ParsedLine {

    /** Only whitespace. */
    record Blank() implements ParsedLine {}

    /**
     * A {@code #} line; {@code .sdk} metadata when a letter follows the {@code #} directly.
     *
     * @param key the letter, or null for a plain comment
     * @param value the text after the letter
     */
    record Comment(String key, String value) implements ParsedLine {}

    /** A box border such as {@code ---+---+---} or {@code +-------+-------+}. */
    record Separator() implements ParsedLine {}

    /**
     * Cells: a whole puzzle when their count is N*N, a grid row when it is N.
     *
     * @param cells the cells
     * @param rest text after the puzzle on its line (a rating, a time), or null
     * @param answer the count and solution of a {@code puzzle:count:solution} line, or null
     */
    record Data(Tokens cells, String rest, Answer answer) implements ParsedLine {}

    /**
     * The part after the puzzle of a {@code puzzle:count:solution} line.
     *
     * @param count the solution count, when given
     * @param solution the solution's cells (same count as the puzzle), or null when not given
     */
    record Answer(OptionalLong count, Tokens solution) {}

    /**
     * A line that is neither.
     *
     * @param column the 1-based column of the problem, or 0 for the whole line
     * @param message why, without the position
     */
    record Bad(int column, String message) implements ParsedLine {}
}
