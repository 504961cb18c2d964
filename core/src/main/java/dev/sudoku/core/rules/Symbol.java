package dev.sudoku.core.rules;

/**
 * One character read from puzzle text and where it stood, so an error can name the line and column.
 *
 * @param text the character
 * @param line 1-based line
 * @param column 1-based column
 */
record Symbol(char text, int line, int column) {
    String where() {
        return "line " + line + ", column " + column;
    }
}
