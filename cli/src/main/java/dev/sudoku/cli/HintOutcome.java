package dev.sudoku.cli;

import dev.sudoku.logic.Hint;
import java.util.Optional;

/** The answer of {@code hint} for one input: a hint, or why the input could not be read. */
record HintOutcome(String source, int line, Optional<Hint> hint, String error) {
    static HintOutcome invalid(String source, int line, String error) {
        return new HintOutcome(source, line, Optional.empty(), error);
    }
}
