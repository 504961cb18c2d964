package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.Explanation;
import java.util.Optional;

/**
 * The answer of {@code explain} for one input entry.
 *
 * @param puzzle empty when the entry could not be read
 * @param explanation empty when the entry could not be read
 * @param error the reader's or the solver's reason for INVALID, else empty
 */
record ExplainOutcome(
        String source, int line, Optional<Grid> puzzle, Optional<Explanation> explanation, String error) {}
