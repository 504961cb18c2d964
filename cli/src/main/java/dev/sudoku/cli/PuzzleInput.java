package dev.sudoku.cli;

import dev.sudoku.core.format.Entry;

/** One entry read from one source, so outputs can name the file and line they answer. */
record PuzzleInput(String source, Entry entry) {}
