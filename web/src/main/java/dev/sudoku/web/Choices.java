package dev.sudoku.web;

import dev.sudoku.api.ClassicMode;
import dev.sudoku.api.Profile;
import dev.sudoku.api.WordList;
import dev.sudoku.api.settings.BoxShapes;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.Level;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The one wording of a value outside a field's choices, for every endpoint: {@code 'mode' must be exact,
 * logic-only, guess or bivalue, not 'x'} (400 naming the field), the choices written as the field takes
 * them, as the command line words an option's ({@code --format must be line, grid or json, not 'csv'}). A
 * field whose values are not a fixed list (a box shape, a combination of variants) is described in the
 * list's place, in the same sentence. The readers of the core and the generator word refusals their own
 * way; the endpoints catch those and refuse here, so a client reads one wording.
 */
final class Choices {
    /** {@code mode} of {@code /api/solve} and {@code /api/variant/solve}: the exact solver, then the classic modes. */
    static final List<String> MODES = Stream.concat(
                    Stream.of("exact"), Arrays.stream(ClassicMode.values()).map(ClassicMode::word))
            .toList();

    static final List<String> PROFILES = Profile.NAMES;

    static final List<String> SYMMETRIES =
            Arrays.stream(Symmetry.values()).map(Symmetry::displayName).toList();

    /** {@code level}: any case is taken; listed as the page and {@code /api/levels} write them. */
    static final List<String> LEVELS = Arrays.stream(Level.values())
            .map(level -> level.name().toLowerCase(Locale.ROOT))
            .toList();

    static final List<String> VARIANTS =
            Arrays.stream(Variant.values()).map(Variant::label).toList();

    /** What {@code variant} takes besides one name: several, each once, joined by commas. */
    static final String VARIANT_COMBINATIONS = ", or several of them joined by commas (jigsaw,x)";

    private Choices() {}

    /** The {@code mode} asked for: a classic mode, or empty for the exact solver (the default). */
    static Optional<ClassicMode> mode(ApiRequest request) {
        String word = request.string("mode").orElse("exact");
        if (word.equals("exact")) {
            return Optional.empty();
        }
        for (ClassicMode mode : ClassicMode.values()) {
            if (mode.word().equals(word)) {
                return Optional.of(mode);
            }
        }
        throw refused("mode", MODES, word);
    }

    /** {@code 'field' must be a, b or c, not 'value'}. */
    static ApiProblem refused(String field, List<String> choices, String value) {
        return refused(field, listed(choices), value);
    }

    /** {@code 'field' must be <what>, not 'value'}, as a reader shared with the command line refused it. */
    static ApiProblem refused(String field, Refusal refusal) {
        return ApiProblem.badRequest(field, refusal.of("'" + field + "'"));
    }

    /** {@code 'field' must be <what>, not 'value'}, for a field whose values are described, not listed. */
    static ApiProblem refused(String field, String what, String value) {
        return refused(field, new Refusal(what, value));
    }

    /** {@code a}, {@code a or b}, {@code a, b or c}. */
    static String listed(List<String> choices) {
        return WordList.either(choices);
    }

    /** What {@code box} takes: a box shape whose grid the server serves. */
    static String boxShapes(int maxSize) {
        return BoxShapes.accepted(maxSize);
    }

    /**
     * What {@code symmetry} takes with boxes that are not square: the symmetries that turn rows into columns
     * map no house of theirs onto a house.
     */
    static String symmetriesFor(BoxShape shape) {
        List<Symmetry> suiting = Arrays.stream(Symmetry.values())
                .filter(symmetry -> symmetry.suits(shape))
                .toList();
        List<String> others = Arrays.stream(Symmetry.values())
                .filter(symmetry -> !suiting.contains(symmetry))
                .map(Symmetry::displayName)
                .toList();
        return listed(suiting.stream().map(Symmetry::displayName).toList()) + " with boxes " + shape + " ("
                + WordList.all(others) + " need square boxes)";
    }
}
