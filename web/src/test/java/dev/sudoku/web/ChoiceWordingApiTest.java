package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A value outside a field's choices is refused in one wording by every endpoint, {@code 'mode' must be
 * exact, logic-only, guess or bivalue, not 'x'}, and every choice it lists is taken. Walks every field of
 * every endpoint the README lists, on a real server with a real (empty) bank.
 */
class ChoiceWordingApiTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String PUZZLE =
            Puzzles.generated(Level.EASY, 5, 1).get(0).puzzle();
    private static final String BOX_SHAPES = "RxC, boxes of R rows and C columns with R*C from 4 to 25 (2x3, 3x3)";
    private static final List<String> LEVELS = Arrays.stream(Level.values())
            .map(level -> level.name().toLowerCase(Locale.ROOT))
            .toList();
    private static final List<String> BOUNDED_LEVELS = LEVELS.subList(0, LEVELS.size() - 1);
    private static final List<String> VARIANTS =
            Arrays.stream(Variant.values()).map(Variant::label).toList();
    private static final List<String> SYMMETRIES =
            Arrays.stream(Symmetry.values()).map(Symmetry::displayName).toList();

    /** Fields whose values are texts, numbers, dates or bands, not one of a list. */
    private static final Set<String> NOT_CHOICES = Set.of(
            "puzzle",
            "regions",
            "marks",
            "position",
            "values",
            "puzzles",
            "title",
            "name",
            "count",
            "seed",
            "size",
            "depth",
            "trace",
            "minimal",
            "date",
            "rating");
    /** The hint endpoints' {@code level} is the hint's level, an integer 1 to 3. */
    private static final Set<String> HINT_PATHS = Set.of("/api/hint", "/api/variant/hint");

    @TempDir
    static Path folder;

    static Bank bank;
    static TestServer server;

    @BeforeAll
    static void start() {
        bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("bank.db")));
        WebBank shelves = new WebBank(bank.puzzles(), new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 0, 1));
        server = new TestServer(WebLimits.defaults(), Optional.of(shelves));
    }

    @AfterAll
    static void stop() {
        server.close();
        bank.close();
    }

    /**
     * A field of an endpoint taking one of a list: refused with {@code choices} for {@code bad}, and taking
     * each of {@code accepted} (as {@code asValue} writes it) in a body with {@code base}, whose other fields
     * stop the request soon after the field is read where computing would take long.
     */
    record ChoiceField(
            String path,
            String field,
            String bad,
            Map<String, Object> base,
            String choices,
            List<String> accepted,
            Function<String, Object> asValue) {
        static ChoiceField listed(String path, String field, Map<String, Object> base, List<String> choices) {
            return new ChoiceField(path, field, "x", base, or(choices), choices, choice -> choice);
        }

        String key() {
            return path + " " + field;
        }

        TestServer.Answer post(String value) {
            List<Object> namesAndValues = new ArrayList<>();
            base.forEach((name, given) -> {
                namesAndValues.add(name);
                namesAndValues.add(given);
            });
            namesAndValues.add(field);
            namesAndValues.add(value.equals(bad) ? value : asValue.apply(value));
            return server.post(path, namesAndValues.toArray());
        }
    }

    static List<ChoiceField> fields() {
        Map<String, Object> puzzle = Map.of("puzzle", PUZZLE);
        Map<String, Object> unread = Map.of("puzzle", "?");
        // A negative seed is refused after the level, the symmetry and the levels are read.
        Map<String, Object> badSeed = Map.of("seed", -1);
        String variants = or(VARIANTS) + ", or several of them joined by commas (jigsaw,x)";
        List<String> variantsAndACombination = new ArrayList<>(VARIANTS);
        variantsAndACombination.add("jigsaw,x");
        List<ChoiceField> fields = new ArrayList<>();
        for (String path : List.of("/api/solve", "/api/explain", "/api/hint", "/api/rate", "/api/validate")) {
            fields.add(box(path, puzzle));
        }
        for (String path : List.of("/api/explain", "/api/hint")) {
            fields.add(ChoiceField.listed(path, "profile", puzzle, List.of("players", "se", "se-nochains")));
        }
        fields.add(ChoiceField.listed(
                "/api/solve",
                "profile",
                Map.of("puzzle", PUZZLE, "mode", "logic-only"),
                List.of("players", "se", "se-nochains")));
        fields.add(
                ChoiceField.listed("/api/solve", "mode", puzzle, List.of("exact", "logic-only", "guess", "bivalue")));
        fields.add(levels("/api/rate", puzzle));
        fields.add(ChoiceField.listed("/api/generate", "level", badSeed, LEVELS));
        fields.add(ChoiceField.listed("/api/generate", "symmetry", badSeed, SYMMETRIES));
        fields.add(box("/api/generate", Map.of("seed", 1)));
        fields.add(levels("/api/generate", badSeed));
        // count 1 is below the exact mode's 2 and refused by the classic modes: read after variant and mode.
        fields.add(new ChoiceField(
                "/api/variant/solve",
                "variant",
                "x;windoku",
                Map.of("puzzle", "?", "count", 1),
                variants,
                variantsAndACombination,
                choice -> choice));
        fields.add(ChoiceField.listed(
                "/api/variant/solve",
                "mode",
                Map.of("variant", "x", "puzzle", "?", "count", 1),
                List.of("exact", "logic-only", "guess", "bivalue")));
        for (String path : List.of("/api/variant/explain", "/api/variant/hint", "/api/variant/rate")) {
            fields.add(new ChoiceField(path, "variant", "sums", unread, variants, variantsAndACombination, c -> c));
        }
        fields.add(levels("/api/variant/rate", Map.of("variant", "x", "puzzle", "?")));
        // Size 10 is over the variant generator's 9x9, refused after the variants are read.
        fields.add(new ChoiceField(
                "/api/variant/generate", "variant", "x,sums", Map.of("size", 10), variants, VARIANTS, c -> c));
        fields.add(ChoiceField.listed(
                "/api/variant/generate", "level", Map.of("variant", "x", "levels", "hard=1"), LEVELS));
        // Windoku on 6x6 is refused by the generator, after the levels are read.
        fields.add(levels("/api/variant/generate", Map.of("variant", "windoku", "size", 6)));
        for (String path : List.of("/api/bank/random", "/api/bank/daily")) {
            fields.add(ChoiceField.listed(path, "level", Map.of(), LEVELS));
        }
        return fields;
    }

    private static ChoiceField box(String path, Map<String, Object> base) {
        return new ChoiceField(path, "box", "2x", base, BOX_SHAPES, List.of("2x3", "3x3"), choice -> choice);
    }

    /** {@code levels}: each bounded level with its default bound is taken. */
    private static ChoiceField levels(String path, Map<String, Object> base) {
        return new ChoiceField(
                path,
                "levels",
                "hard=3.0",
                base,
                or(BOUNDED_LEVELS) + ", each with its highest ER (fiendish=6.0,diabolical=8.5)",
                BOUNDED_LEVELS,
                level -> level + "="
                        + Rating.format(LevelScale.DEFAULT.highestTenths(Level.valueOf(level.toUpperCase(Locale.ROOT)))
                                / 10.0));
    }

    @Test
    void a_value_outside_a_fields_choices_is_refused_naming_the_field_and_every_choice() {
        for (ChoiceField choice : fields()) {
            TestServer.Answer answer = choice.post(choice.bad());

            assertThat(answer.status()).as(choice.key() + ": " + answer.text()).isEqualTo(400);
            JsonNode error = answer.json();
            assertThat(error.get("field").asText()).as(choice.key()).isEqualTo(choice.field());
            assertThat(error.get("limit").isNull()).as(choice.key()).isTrue();
            assertThat(error.get("error").asText())
                    .as(choice.key())
                    .isEqualTo("'" + choice.field() + "' must be " + choice.choices() + ", not '"
                            + badPart(choice.bad()) + "'");
        }
    }

    @Test
    void every_choice_a_refusal_lists_is_taken_by_the_endpoint() {
        for (ChoiceField choice : fields()) {
            for (String value : choice.accepted()) {
                TestServer.Answer answer = choice.post(value);

                assertThat(answer.status()).as(choice.key() + " " + value).isLessThan(500);
                if (answer.status() == 400) {
                    assertThat(answer.json().get("field").asText())
                            .as(choice.key() + " " + value + ": " + answer.text())
                            .isNotEqualTo(choice.field());
                }
            }
        }
    }

    @Test
    void every_field_of_every_endpoint_in_the_readme_is_walked_or_takes_no_list() throws Exception {
        Set<String> walked = fields().stream().map(ChoiceField::key).collect(Collectors.toSet());
        List<String> paths = readmeEndpoints();
        assertThat(paths)
                .as("endpoints in the README")
                .contains("/api/solve", "/api/variant/generate", "/api/bank/daily");

        for (String path : paths) {
            for (String field : fieldsOf(path)) {
                boolean noList = NOT_CHOICES.contains(field) || (field.equals("level") && HINT_PATHS.contains(path));
                assertThat(noList || walked.contains(path + " " + field))
                        .as(path + " takes '" + field + "': walk it, or say why it takes no list")
                        .isTrue();
            }
        }
    }

    @Test
    void a_symmetry_the_box_shape_cannot_have_is_refused_with_those_it_can() {
        TestServer.Answer refused = server.post("/api/generate", "box", "2x3", "symmetry", "rotate90", "seed", 1);

        assertThat(refused.status()).as(refused.text()).isEqualTo(400);
        assertThat(refused.json().get("field").asText()).isEqualTo("symmetry");
        assertThat(refused.json().get("error").asText())
                .isEqualTo("'symmetry' must be none, rotate180, mirror, flip or random with boxes 2x3 (rotate90,"
                        + " diagonal, antidiagonal and full need square boxes), not 'rotate90'");
        for (String symmetry : List.of("none", "rotate180", "mirror", "flip", "random")) {
            TestServer.Answer answer = server.post("/api/generate", "box", "2x3", "symmetry", symmetry, "seed", 1);
            assertThat(answer.status()).as(symmetry + ": " + answer.text()).isEqualTo(200);
        }
    }

    @Test
    void the_layout_takes_every_box_shape_its_refusal_describes() {
        TestServer.Answer refused = server.get("/api/layout?box=2x");

        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().get("field").asText()).isEqualTo("box");
        assertThat(refused.json().get("error").asText()).isEqualTo("'box' must be " + BOX_SHAPES + ", not '2x'");
        for (int rows = 1; rows <= 25; rows++) {
            for (int columns = 1; rows * columns <= 25; columns++) {
                if (rows * columns >= BoxShape.MIN_SIZE) {
                    TestServer.Answer answer = server.get("/api/layout?box=" + rows + "x" + columns);
                    assertThat(answer.status()).as(rows + "x" + columns).isEqualTo(200);
                }
            }
        }
    }

    @Test
    void the_readme_quotes_the_wording_the_server_gives() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md")).replaceAll("\\s*\\n\\s*", " ");
        List<TestServer.Answer> answers = List.of(
                server.post("/api/solve", "puzzle", PUZZLE, "mode", "x"),
                server.post("/api/solve", "puzzle", PUZZLE, "box", "2x"),
                server.post("/api/rate", "puzzle", PUZZLE, "levels", "hard=3.0"),
                server.post("/api/generate", "box", "2x3", "symmetry", "rotate90", "seed", 1));

        for (TestServer.Answer answer : answers) {
            String error = answer.json().get("error").asText();
            assertThat(error).contains(" must be ");
            assertThat(readme).as("the README").contains("`" + error + "`");
        }
    }

    /** The part of a combination the server names: the first that is not a choice. */
    private static String badPart(String value) {
        return value.startsWith("x,") ? value.substring(2) : value;
    }

    /** The POST endpoints of the README's table that take a JSON body (not the photo of /api/import). */
    private static List<String> readmeEndpoints() throws Exception {
        Matcher row =
                Pattern.compile("(?m)^\\| `POST (/api/[a-z/]+)`").matcher(Files.readString(ROOT.resolve("README.md")));
        List<String> paths = new ArrayList<>();
        while (row.find()) {
            if (!row.group(1).equals("/api/import")) {
                paths.add(row.group(1));
            }
        }
        return paths;
    }

    /** The fields an endpoint takes, as its refusal of an unknown one lists them. */
    private static List<String> fieldsOf(String path) {
        String error = server.post(path, "no-such-field", 1).json().get("error").asText();
        assertThat(error).as(path).contains("; this endpoint takes ");
        return List.of(
                error.substring(error.indexOf("takes ") + "takes ".length()).split(", "));
    }

    private static String or(List<String> choices) {
        int last = choices.size() - 1;
        return String.join(", ", choices.subList(0, last)) + " or " + choices.get(last);
    }
}
