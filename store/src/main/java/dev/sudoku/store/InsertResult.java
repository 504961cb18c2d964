package dev.sudoku.store;

/**
 * What became of one puzzle offered to the bank: it was stored, or an equivalent puzzle (same canonical form)
 * was there already. Both are normal outcomes of an import, so neither is an exception.
 */
public sealed interface InsertResult {
    /** The stored row: the new one, or the one already there. */
    StoredPuzzle puzzle();

    /** True when this call added the row. */
    default boolean stored() {
        return this instanceof Stored;
    }

    /** The puzzle was new and is now in the bank, committed. */
    record Stored(StoredPuzzle puzzle) implements InsertResult {}

    /** The bank already held a puzzle with the same canonical form; nothing was written. */
    record Duplicate(StoredPuzzle existing) implements InsertResult {
        @Override
        public StoredPuzzle puzzle() {
            return existing;
        }
    }
}
