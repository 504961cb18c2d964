package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.SchemaMarkdown;
import dev.sudoku.api.json.View;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Level;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every command and mode writes the one schema: the keys of its view in order, each value of its field's
 * type or null, a status word, and an error exactly when the status is not a success. Run over inputs
 * that reach every status a command can give.
 */
class JsonSchemaTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String MIXED = SolveCommandTest.fixture("mixed.txt");
    private static final String SIXTEEN = SolveCommandTest.fixture("sixteen.txt");
    /** Arto Inkala's 2012 puzzle: the classic modes' logic stops early on it. */
    private static final String HARD =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    static Stream<Arguments> runs() {
        return Stream.of(
                Arguments.of(View.SOLVE, List.of("solve", MIXED, SIXTEEN, HARD, "missing-file.txt")),
                Arguments.of(View.SOLVE, List.of("solve", "--max-nodes", "1", HARD)),
                Arguments.of(
                        View.SOLVE_VARIANT,
                        List.of(
                                "solve",
                                "--variant",
                                "jigsaw",
                                SolveCommandTest.fixture("jigsaw.txt"),
                                "missing-file.txt")),
                Arguments.of(View.SOLVE_VARIANT, List.of("solve", "--variant", "x", "--max-nodes", "1", HARD)),
                Arguments.of(
                        View.SOLVE_VARIANT_GUESS,
                        List.of(
                                "solve",
                                "--variant",
                                "jigsaw",
                                "--trace",
                                SolveCommandTest.fixture("jigsaw.txt"),
                                "missing-file.txt")),
                Arguments.of(
                        View.SOLVE_VARIANT_GUESS,
                        List.of("solve", "--variant", "x", "--search", "guess", "--max-guesses", "1", HARD)),
                Arguments.of(
                        View.SOLVE_VARIANT_BIVALUE,
                        List.of(
                                "solve",
                                "--variant",
                                "jigsaw",
                                "--search",
                                "bivalue",
                                "--trace",
                                SolveCommandTest.fixture("jigsaw.txt"))),
                Arguments.of(View.SOLVE_LOGIC_ONLY, List.of("solve", "--logic-only", MIXED, HARD, SIXTEEN)),
                Arguments.of(View.SOLVE_GUESS, List.of("solve", "--trace", MIXED, HARD)),
                Arguments.of(View.SOLVE_GUESS, List.of("solve", "--search", "guess", "--max-guesses", "1", HARD)),
                Arguments.of(View.SOLVE_BIVALUE, List.of("solve", "--search", "bivalue", MIXED, HARD)),
                Arguments.of(View.SOLVE_BIVALUE, List.of("solve", "--search", "bivalue", "--depth", "1", HARD)),
                Arguments.of(View.EXPLAIN, List.of("explain", MIXED, HARD, SIXTEEN)),
                Arguments.of(View.EXPLAIN, List.of("explain", "--time-limit", "0.001", HARD)),
                Arguments.of(View.HINT, List.of("hint", "--level", "1", MIXED)),
                Arguments.of(View.HINT, List.of("hint", "--level", "3", MIXED, SIXTEEN)),
                Arguments.of(View.RATE, List.of("rate", MIXED, "missing-file.txt")),
                Arguments.of(
                        View.HINT_VARIANT,
                        List.of(
                                "hint",
                                "--variant",
                                "jigsaw",
                                "--level",
                                "3",
                                SolveCommandTest.fixture("jigsaw.txt"),
                                "missing-file.txt")),
                Arguments.of(
                        View.RATE_VARIANT,
                        List.of(
                                "rate",
                                "--variant",
                                "jigsaw",
                                SolveCommandTest.fixture("jigsaw.txt"),
                                "missing-file.txt")),
                Arguments.of(
                        View.EXPLAIN_VARIANT,
                        List.of(
                                "explain",
                                "--variant",
                                "jigsaw",
                                SolveCommandTest.fixture("jigsaw.txt"),
                                "missing-file.txt")),
                Arguments.of(
                        View.GENERATE_VARIANT,
                        List.of("generate", "--variant", "x", "--level", "easy", "--count", "2", "--seed", "2")),
                Arguments.of(View.RATE, List.of("rate", "--time-limit", "0.001", HARD)),
                Arguments.of(View.GENERATE, List.of("generate", "--count", "3", "--seed", "2")),
                Arguments.of(View.GENERATE, List.of("generate", "--size", "6", "--count", "2", "--seed", "2")),
                Arguments.of(
                        View.GENERATE_VARIANT,
                        List.of("generate", "--variant", "jigsaw", "--size", "6", "--count", "2", "--seed", "2")),
                Arguments.of(View.VALIDATE, List.of("validate", MIXED, SIXTEEN, "missing-file.txt")),
                Arguments.of(
                        View.BANK_IMPORT,
                        List.of("bank", "import", MIXED, MIXED, "--threads", "1", "--db", bank("import.db"))),
                Arguments.of(
                        View.BANK_PUZZLE,
                        List.of(
                                "bank",
                                "fill",
                                "--level",
                                "easy",
                                "--count",
                                "2",
                                "--seed",
                                "3",
                                "--db",
                                BANK_WITH_MIXED)),
                Arguments.of(View.BANK_PUZZLE, List.of("bank", "export", "--db", BANK_WITH_MIXED)),
                Arguments.of(View.BANK_FIND, List.of("bank", "find", MIXED, HARD, "--db", BANK_WITH_MIXED)),
                Arguments.of(View.IMPORT, List.of("import", PhotoFixture.of(HARD), MIXED, "missing-file.txt")),
                Arguments.of(View.COUNT, List.of("count", "--box", "2x2", "--essentially-different")),
                Arguments.of(View.COUNT, List.of("count", "--box", "2x2")));
    }

    /** A bank file of its own for a run, in a folder removed when the tests end. */
    private static String bank(String name) {
        try {
            if (banks == null) {
                banks = Files.createTempDirectory("sudoku-schema-banks");
                banks.toFile().deleteOnExit();
            }
            Path file = banks.resolve(name);
            // The bank, SQLite's journal files, and the lock the migrations leave beside the bank.
            for (String suffix : List.of("", "-wal", "-shm", "-migration.lock")) {
                file.resolveSibling(name + suffix).toFile().deleteOnExit();
            }
            return file.toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Path banks;

    /** A bank holding the mixed file's puzzles, for find (FOUND and MISSING) and export. */
    private static final String BANK_WITH_MIXED = bank("mixed.db");

    static {
        CommandRun.of("bank", "import", MIXED, "--db", BANK_WITH_MIXED);
    }

    /** Each command line's run, made once: the status coverage test reads the same runs. */
    private static final Map<List<String>, CommandRun> RUNS = new ConcurrentHashMap<>();

    private static CommandRun run(List<String> args) {
        return RUNS.computeIfAbsent(
                args,
                a -> CommandRun.of(
                        Stream.concat(a.stream(), Stream.of("--format", "json")).toArray(String[]::new)));
    }

    @ParameterizedTest
    @MethodSource("runs")
    void every_json_line_keeps_the_schema_of_its_view(View view, List<String> args) {
        CommandRun run = run(args);

        assertThat(run.err()).as(run.err()).doesNotContain("internal error");
        List<JsonNode> records = Json.records(run);
        assertThat(records).isNotEmpty();
        for (JsonNode record : records) {
            assertThat(Json.keys(record)).as(record.toString()).isEqualTo(Json.keys(view));
            for (Field field : view.fields()) {
                assertKind(field, record.get(field.jsonName()), record);
            }
            ResultStatus status = ResultStatus.valueOf(record.get("status").asText());
            assertThat(record.get("error").isNull()).as(record.toString()).isEqualTo(status.isSuccess());
        }
        assertThat(run.exitCode())
                .isEqualTo(
                        records.stream().allMatch(r -> ResultStatus.valueOf(
                                                r.get("status").asText())
                                        .isSuccess())
                                ? 0
                                : 1);
    }

    @Test
    void the_runs_reach_every_status_word() {
        Set<String> seen = runs().flatMap(arguments -> {
                    @SuppressWarnings("unchecked")
                    List<String> args = (List<String>) arguments.get()[1];
                    return Json.records(run(args)).stream()
                            .map(r -> r.get("status").asText());
                })
                .collect(Collectors.toSet());
        assertThat(seen)
                .containsExactlyInAnyOrderElementsOf(
                        Arrays.stream(ResultStatus.values()).map(Enum::name).toList());
    }

    @Test
    void the_readme_documents_the_schema_as_the_code_defines_it() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        assertThat(readme).contains(SchemaMarkdown.fields());
        assertThat(readme).contains(SchemaMarkdown.views());
        assertThat(readme).contains(SchemaMarkdown.statuses());
    }

    private static void assertKind(Field field, JsonNode value, JsonNode record) {
        if (value.isNull()) {
            return;
        }
        String where = field.jsonName() + " in " + record;
        switch (field.kind()) {
            case STRING -> {
                assertThat(value.isTextual()).as(where).isTrue();
                if (field == Field.HARDEST || field == Field.TECHNIQUE) {
                    assertThat(TechniqueId.valueOf(value.asText())).as(where).isNotNull();
                }
                if (field == Field.LEVEL) {
                    assertThat(Arrays.stream(Level.values()).map(Level::displayName))
                            .contains(value.asText());
                }
            }
            case INTEGER -> assertThat(value.isIntegralNumber()).as(where).isTrue();
            case RATING -> assertThat(value.isNumber() && value.asText().matches("\\d+\\.\\d"))
                    .as(where)
                    .isTrue();
            case BOOLEAN -> assertThat(value.isBoolean()).as(where).isTrue();
            case STEP -> assertStep(value, where);
            case STEPS -> {
                assertThat(value.isArray()).as(where).isTrue();
                value.forEach(step -> assertStep(step, where));
            }
            case COUNTS -> {
                assertThat(value.isObject()).as(where).isTrue();
                value.fields().forEachRemaining(e -> {
                    assertThat(TechniqueId.valueOf(e.getKey())).isNotNull();
                    assertThat(e.getValue().isIntegralNumber()).as(where).isTrue();
                });
            }
            case STRINGS -> {
                assertThat(value.isArray()).as(where).isTrue();
                value.forEach(text -> assertThat(text.isTextual()).as(where).isTrue());
            }
            case CONFLICTS -> {
                assertThat(value.isArray()).as(where).isTrue();
                value.forEach(conflict -> {
                    assertThat(Json.keys(conflict)).as(where).containsExactly("digit", "house", "cells");
                    assertThat(conflict.get("house").asText()).matches("(row|column|box) \\d+");
                    assertThat(conflict.get("cells").size()).as(where).isGreaterThan(1);
                    conflict.get("cells").forEach(c -> assertThat(c.asText()).matches("r\\d+c\\d+"));
                });
            }
            case SHARES -> {
                assertThat(value.isArray()).as(where).isTrue();
                value.forEach(share -> assertThat(share.asDouble()).as(where).isBetween(0.0, 1.0));
            }
            case REPAIRS -> {
                assertThat(value.isArray()).as(where).isTrue();
                value.forEach(repair -> {
                    assertThat(Json.keys(repair)).as(where).containsExactly("cell", "read", "kept");
                    assertThat(repair.get("cell").asText()).matches("r\\d+c\\d+");
                });
            }
            case GUESSES -> {
                assertThat(value.isArray()).as(where).isTrue();
                value.forEach(guess -> {
                    assertThat(Json.keys(guess))
                            .containsExactly("guess", "parent", "cell", "value", "candidates", "outcome");
                    assertThat(guess.get("cell").asText()).matches("r\\d+c\\d+");
                    assertThat(guess.get("outcome").asText()).isIn("KEPT", "CONTRADICTION", "ABANDONED");
                });
            }
        }
    }

    private static void assertStep(JsonNode step, String where) {
        assertThat(Json.keys(step))
                .as(where)
                .containsExactly("technique", "name", "text", "placements", "eliminations", "highlights", "links");
        assertThat(TechniqueId.valueOf(step.get("technique").asText())).isNotNull();
        step.get("placements").forEach(p -> assertThat(p.asText()).matches("r\\d+c\\d+=[1-9A-Z]"));
        step.get("eliminations").forEach(e -> assertThat(e.asText()).matches("r\\d+c\\d+<>[1-9A-Z]"));
        step.get("highlights").forEach(h -> {
            assertThat(Json.keys(h)).as(where).containsExactly("cell", "digit", "role");
            assertThat(h.get("cell").asText()).matches("r\\d+c\\d+");
            assertThat(h.get("role").asText())
                    .isIn("defining", "eliminated", "placed", "fin", "pivot", "pincer", "strong_link", "weak_link");
        });
        step.get("links").forEach(link -> {
            assertThat(Json.keys(link)).as(where).containsExactly("from", "to", "strong");
            assertThat(link.get("from").get("cells").size()).isPositive();
        });
    }
}
