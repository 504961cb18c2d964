package dev.sudoku.logic.classic;

/** Where a run of logic ended. */
public enum LogicStatus {
    /** Every cell holds a value. */
    SOLVED,
    /** No enabled technique finds anything more; the position is consistent so far. */
    STUCK,
    /** The position cannot lead to a solution; see {@link Contradiction}. */
    CONTRADICTION
}
