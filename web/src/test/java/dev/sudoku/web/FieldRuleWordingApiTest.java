package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.logic.rating.Level;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A field's value that is not outside a list but breaks a rule of the library behind it (a level bound out
 * of range or out of order, a band, variants that do not combine, a size a variant is not made in) is
 * refused as the choices are: one sentence, {@code 'field' must be <what it accepts>, not '<value>'}, with
 * none of the library's or Java's words. The command line words the same mistakes from the same readers.
 */
class FieldRuleWordingApiTest {
    private static final String PUZZLE =
            Puzzles.generated(Level.EASY, 5, 1).get(0).puzzle();

    static TestServer server;

    @BeforeAll
    static void start() {
        server = new TestServer(WebLimits.defaults());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A request breaking a field's rule, the value the refusal quotes and a word of what the field accepts. */
    record Mistake(String path, String field, String refused, String accepts, Object... namesAndValues) {
        String key() {
            return path + " " + field + " " + refused;
        }

        /** The value as a refusal writes it: a number field's as it is, a text field's quoted. */
        String written() {
            return field.equals("size") ? refused : "'" + refused + "'";
        }
    }

    static List<Mistake> mistakes() {
        return List.of(
                new Mistake(
                        "/api/rate",
                        "levels",
                        "diabolical=25.0",
                        "from 1.0 to 19.8",
                        "puzzle",
                        PUZZLE,
                        "levels",
                        "diabolical=25.0"),
                new Mistake(
                        "/api/rate",
                        "levels",
                        "fiendish=6.55",
                        "at most one decimal",
                        "puzzle",
                        PUZZLE,
                        "levels",
                        "fiendish=6.55"),
                new Mistake(
                        "/api/rate",
                        "levels",
                        "fiendish=3.0",
                        "difficult ends at 4.4",
                        "puzzle",
                        PUZZLE,
                        "levels",
                        "easy=1.0,fiendish=3.0"),
                new Mistake(
                        "/api/generate",
                        "levels",
                        "difficult=7.0",
                        "fiendish ends at 6.5",
                        "levels",
                        "difficult=7.0",
                        "seed",
                        1),
                new Mistake(
                        "/api/variant/rate",
                        "levels",
                        "moderate=1.2",
                        "easy ends at 1.5",
                        "variant",
                        "x",
                        "puzzle",
                        "?",
                        "levels",
                        "moderate=1.2"),
                new Mistake("/api/generate", "rating", "9.0..2.0", "low end first", "rating", "9.0..2.0", "seed", 1),
                new Mistake("/api/generate", "rating", "25", "from 1.0 to 20.0", "rating", "25", "seed", 1),
                new Mistake("/api/generate", "rating", "hard", "an ER band", "rating", "hard", "seed", 1),
                new Mistake(
                        "/api/variant/solve",
                        "variant",
                        "samurai,x",
                        "samurai goes alone",
                        "variant",
                        "samurai,x",
                        "puzzle",
                        "?"),
                new Mistake(
                        "/api/variant/generate",
                        "variant",
                        "consecutive,partial-consecutive",
                        "exclude each other",
                        "variant",
                        "consecutive,partial-consecutive"),
                new Mistake(
                        "/api/variant/generate",
                        "size",
                        "6",
                        "4 or 9 with 'variant' windoku",
                        "variant",
                        "windoku",
                        "size",
                        6),
                new Mistake(
                        "/api/variant/generate",
                        "level",
                        "moderate",
                        "easy for 4x4 x (no 4x4 x puzzle is Moderate",
                        "variant",
                        "x",
                        "size",
                        4,
                        "level",
                        "moderate"),
                new Mistake(
                        "/api/generate",
                        "level",
                        "extreme",
                        "easy for 4x4 (no 4x4 puzzle rates 9.0..19.9: every one is solved by hidden singles",
                        "level",
                        "extreme",
                        "box",
                        "2x2"),
                new Mistake(
                        "/api/generate",
                        "rating",
                        "3.0..4.0",
                        "an ER band starting at 1.2 or below for 4x4 (no 4x4 puzzle rates 3.0..4.0",
                        "rating",
                        "3.0..4.0",
                        "size",
                        4),
                new Mistake(
                        "/api/generate",
                        "rating",
                        "15.0..19.0",
                        "or below (no puzzle can rate 15.0..19.0: the ratings of SE's techniques reach about",
                        "rating",
                        "15.0..19.0"),
                new Mistake(
                        "/api/variant/generate",
                        "size",
                        "6",
                        "9 with 'variant' samurai",
                        "variant",
                        "samurai",
                        "size",
                        6));
    }

    @Test
    void a_broken_field_rule_is_one_sentence_naming_the_field_what_it_accepts_and_the_value() {
        for (Mistake mistake : mistakes()) {
            TestServer.Answer answer = server.post(mistake.path(), mistake.namesAndValues());

            assertThat(answer.status()).as(mistake.key() + ": " + answer.text()).isEqualTo(400);
            JsonNode error = answer.json();
            assertThat(error.get("field").asText()).as(mistake.key()).isEqualTo(mistake.field());
            String sentence = error.get("error").asText();
            assertThat(sentence)
                    .as(mistake.key())
                    .startsWith("'" + mistake.field() + "' must be ")
                    .contains(mistake.accepts())
                    .endsWith(", not " + mistake.written());
            assertThat(sentence)
                    .as(mistake.key() + ": no library or Java words")
                    .doesNotContain("Exception", "null", "java.", "dev.sudoku", "': ")
                    .doesNotContainPattern("\\b[a-z]+\\.[a-z]+\\.[A-Z]");
        }
    }

    @Test
    void every_level_a_level_refusal_lists_for_a_size_is_made() {
        String error = refusal("/api/generate", "level", "extreme", "size", 4);
        String listed = error.substring("'level' must be ".length(), error.indexOf(" for 4x4 ("));

        for (String level : listed.split(", | or ")) {
            assertMade("/api/generate", "level", level, "size", 4, "seed", 1);
        }
    }

    @Test
    void a_band_starting_at_the_highest_rating_a_rating_refusal_names_is_made() {
        String error = refusal("/api/generate", "rating", "2.0..3.0", "size", 4);
        String highest =
                error.substring("'rating' must be an ER band starting at ".length(), error.indexOf(" or below"));

        assertMade("/api/generate", "rating", highest, "size", 4, "seed", 1);
    }

    @Test
    void every_size_a_variant_size_refusal_lists_is_made() {
        String error = refusal("/api/variant/generate", "variant", "windoku", "size", 6);
        String listed = error.substring("'size' must be ".length(), error.indexOf(" with "));

        for (String size : listed.split(", | or ")) {
            assertMade("/api/variant/generate", "variant", "windoku", "size", Integer.parseInt(size), "seed", 1);
        }
    }

    private static void assertMade(String path, Object... namesAndValues) {
        TestServer.Answer answer = server.post(path, namesAndValues);
        assertThat(answer.status())
                .as(Arrays.toString(namesAndValues) + ": " + answer.text())
                .isEqualTo(200);
    }

    /** The sentence a refused request is answered with. */
    private static String refusal(String path, Object... namesAndValues) {
        return server.post(path, namesAndValues).json().get("error").asText();
    }
}
