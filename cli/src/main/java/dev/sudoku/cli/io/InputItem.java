package dev.sudoku.cli.io;

import dev.sudoku.api.Origin;
import dev.sudoku.core.format.Entry;

/**
 * One entry read from one source; a source that cannot be read at all is one malformed entry at line 0.
 *
 * @param origin the source's name and the entry's line
 * @param entry a puzzle, or why the text there is not one
 */
public record InputItem(Origin origin, Entry entry) {}
