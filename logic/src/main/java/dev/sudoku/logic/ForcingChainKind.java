package dev.sudoku.logic;

/** The shapes of SE's chaining conclusions; the technique id says which producer found it. */
public enum ForcingChainKind {
    /** A closed loop of alternating links: whatever sees both an on and an off node of one digit goes. */
    CYCLE,
    /** A chain from a candidate back to itself: assuming it leads to its opposite. */
    FORCING,
    /** Assuming a candidate leads to a digit both on and off somewhere. */
    CONTRADICTION,
    /** A candidate on and off both lead to the same conclusion. */
    DOUBLE,
    /** Every candidate of one cell leads to the same conclusion. */
    CELL,
    /** Every place of a digit in one house leads to the same conclusion. */
    REGION
}
