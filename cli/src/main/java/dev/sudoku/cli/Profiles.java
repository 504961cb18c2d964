package dev.sudoku.cli;

import dev.sudoku.logic.Catalogue;

/** The technique profiles a user can name with {@code --profile}. */
final class Profiles {
    static final String DESCRIPTION =
            "Techniques and their order: players (every technique, in the order players learn them)"
                    + " or se (Sudoku Explainer 1.2.1). Default: ${DEFAULT-VALUE}.";

    private Profiles() {}

    static Catalogue named(String name) {
        return switch (name) {
            case "players" -> Catalogue.players();
            case "se" -> Catalogue.se();
            default -> throw new UsageException("--profile must be players or se, not '" + name + "'");
        };
    }
}
