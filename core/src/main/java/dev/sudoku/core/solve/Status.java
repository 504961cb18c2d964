package dev.sudoku.core.solve;

/**
 * The outcome of an exact solve. The names are part of the command-line and JSON interface.
 */
public enum Status {
    /** Exactly one solution. */
    SOLVED,
    /** Two or more solutions. */
    MULTIPLE,
    /** No solution. */
    NONE,
    /** The puzzle breaks the rules before solving (a digit twice in a house) or could not be read. */
    INVALID,
    /** The node or time budget ran out before the answer was known. */
    UNKNOWN
}
