package dev.sudoku.api;

import dev.sudoku.logic.Catalogue;
import java.util.List;
import java.util.Locale;

/** The technique profiles a user can name (the CLI's {@code --profile}, the HTTP API's {@code profile}). */
public final class Profile {
    /** Every name, in the order they are documented. */
    public static final List<String> NAMES = List.of("players", "se", "se-nochains");

    private Profile() {}

    /** The catalogue of a profile; an {@link IllegalArgumentException} naming the choices for another name. */
    public static Catalogue named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "players" -> Catalogue.players();
            case "se" -> Catalogue.se();
            case "se-nochains" -> Catalogue.se().withoutChaining();
            default -> throw new IllegalArgumentException(
                    "profile must be players, se or se-nochains, not '" + name + "'");
        };
    }
}
