package dev.sudoku.cli;

import dev.sudoku.api.Profile;
import dev.sudoku.logic.Catalogue;

/** The technique profiles a user can name with {@code --profile}. */
final class Profiles {
    static final String DESCRIPTION =
            "Techniques and their order: players (every technique, in the order players learn them),"
                    + " se (Sudoku Explainer 1.2.1, chains included) or se-nochains (se without its cycles and"
                    + " forcing chains). Default: ${DEFAULT-VALUE}.";

    private Profiles() {}

    static Catalogue named(String name) {
        try {
            return Profile.named(name);
        } catch (IllegalArgumentException e) {
            throw Choices.refused("--profile", Profile.NAMES, name);
        }
    }
}
