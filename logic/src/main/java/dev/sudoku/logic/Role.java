package dev.sudoku.logic;

/** What a highlighted cell or candidate does in a step; a user interface maps roles to colours. */
public enum Role {
    DEFINING,
    ELIMINATED,
    PLACED,
    FIN,
    /** A fin that lies in two base sets of a fish (Franken and Mutant fish): treated as a fin. */
    ENDO_FIN,
    PIVOT,
    PINCER,
    STRONG_LINK,
    WEAK_LINK
}
