package dev.sudoku.logic.forcing;

/**
 * Why a chain node holds: the rule that produced it from its parents. SE keeps the same causes; the nested
 * levels read them to find which deleted candidates a nested chain relied on.
 */
enum Cause {
    /** The assumption a chain starts from. */
    ASSUMPTION,
    /** The cell has one candidate left, or an "on" digit turns its cell's others off. */
    NAKED_SINGLE,
    /** The digit has one place left in the box. */
    HIDDEN_BOX,
    /** The digit has one place left in the row. */
    HIDDEN_ROW,
    /** The digit has one place left in the column. */
    HIDDEN_COLUMN,
    /** An elimination made by another rule (pointing, a pair, an X-Wing, a nested chain) on the chain's grid. */
    ADVANCED
}
