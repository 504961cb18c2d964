package dev.sudoku.store;

import java.time.Instant;
import java.util.Objects;

/**
 * A puzzle as the bank holds it.
 *
 * @param id the bank's key; ids grow with insertion order, so export order is insertion order
 * @param puzzle what the caller stored
 * @param addedAt when it was stored, to the millisecond
 */
public record StoredPuzzle(long id, NewPuzzle puzzle, Instant addedAt) {
    public StoredPuzzle {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(addedAt, "addedAt");
    }
}
