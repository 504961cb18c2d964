package dev.sudoku.logic.classic;

/** How a guessing or bivalue search ended. The names are part of the command-line and JSON interface. */
public enum SearchStatus {
    /** A solution was found (by logic alone when no guess or combination was needed). */
    SOLVED,
    /** The puzzle has no solution: logic or the search refuted every possibility. */
    NO_SOLUTION,
    /** The givens break the rules: a digit twice in a house. */
    INVALID,
    /** The work bound (guesses or combinations) ran out before an answer. */
    LIMIT_REACHED,
    /** Bivalue search only: every combination up to the depth limit was tried without an answer. */
    UNRESOLVED
}
