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
    ADVANCED;

    private static final Cause[] HIDDEN = {HIDDEN_BOX, HIDDEN_ROW, HIDDEN_COLUMN};

    /** The cause of a digit's last place in a house of SE's type order: 0 box, 1 row, 2 column. */
    static Cause hiddenIn(int houseType) {
        return HIDDEN[houseType];
    }

    /** The house type (0 box, 1 row, 2 column) of a hidden cause; -1 for the others. */
    int houseType() {
        return this == HIDDEN_BOX || this == HIDDEN_ROW || this == HIDDEN_COLUMN
                ? ordinal() - HIDDEN_BOX.ordinal()
                : -1;
    }
}
