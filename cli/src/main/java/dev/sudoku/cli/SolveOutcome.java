package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.SolveResult;
import java.util.Optional;

/**
 * The answer for one input entry.
 *
 * @param source the file name, or "-" for standard input
 * @param line the 1-based line where the entry starts
 * @param puzzle the puzzle, empty when the entry could not be read
 * @param result the solver's result (INVALID with the reader's message for unreadable entries)
 */
record SolveOutcome(String source, int line, Optional<Grid> puzzle, SolveResult result) {}
