package dev.sudoku.logic.classic;

/** What the caller knows about how many solutions a puzzle has. */
public enum Uniqueness {
    /** Exactly one solution (proved, for example by {@link UniquenessGate#check}). */
    UNIQUE,
    /** Two or more solutions. */
    NOT_UNIQUE,
    /** Not checked, or no solution: uniqueness techniques are not safe. */
    UNKNOWN
}
