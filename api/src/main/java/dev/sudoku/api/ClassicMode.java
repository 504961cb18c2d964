package dev.sudoku.api;

import dev.sudoku.api.json.View;

/** The classic solvers' modes of {@code solve}: logic alone, logic then guessing, logic then the bivalue search. */
public enum ClassicMode {
    LOGIC_ONLY("logic-only", View.SOLVE_LOGIC_ONLY),
    GUESS("guess", View.SOLVE_GUESS),
    BIVALUE("bivalue", View.SOLVE_BIVALUE);

    private final String word;
    private final View view;

    ClassicMode(String word, View view) {
        this.word = word;
        this.view = view;
    }

    /** The mode as the {@code mode} field writes it. */
    public String word() {
        return word;
    }

    public View view() {
        return view;
    }
}
