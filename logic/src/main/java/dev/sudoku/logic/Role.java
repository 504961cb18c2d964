package dev.sudoku.logic;

/** What a highlighted cell or candidate does in a step; a user interface maps roles to colours. */
public enum Role {
    DEFINING,
    ELIMINATED,
    PLACED,
    FIN,
    PIVOT,
    PINCER,
    STRONG_LINK,
    WEAK_LINK
}
