package dev.sudoku.logic.classic;

/** What became of one guess. Every guess made ends with exactly one outcome. */
public enum GuessOutcome {
    /** On the path to the solution returned. */
    KEPT,
    /** Logic right after the guess reached a contradiction. */
    CONTRADICTION,
    /**
     * Rolled back without a contradiction of its own: every value of the nested guess made under it
     * failed, or the search stopped at its limit while the guess was open.
     */
    ABANDONED
}
