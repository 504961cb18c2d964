package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code solve --variant V --search guess|bivalue}: the classic search modes on every variant. */
class VariantSearchCommandTest {
    private static final String JIGSAW = SolveCommandTest.fixture("jigsaw.txt");
    private static final String SAMURAI = SolveCommandTest.fixture("samurai.txt");
    /** An X-Sudoku with one solution, which logic alone does not finish. */
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";
    /** A Windoku with one solution. */
    private static final String WINDOKU =
            "4......1.....7.....3...............8.2.....6.........3.1....85.2..6......6.98.4..";

    @ParameterizedTest(name = "{0}")
    @CsvSource({"x,X", "windoku,WINDOKU", "jigsaw,JIGSAW", "samurai,SAMURAI", "oddeven,ODDEVEN", "jigsaw;x,JIGSAW_X"})
    void every_variant_solved_by_guessing_gets_the_exact_solvers_answer_and_a_log_that_adds_up(
            String variant, String input) {
        String name = variant.replace(';', ',');
        String text = input(input, name);
        List<JsonNode> exact = Json.records(CommandRun.withInput(text, "solve", "--variant", name, "--format", "json"));
        List<JsonNode> guessed = Json.records(CommandRun.withInput(
                text, "solve", "--variant", name, "--search", "guess", "--trace", "--format", "json"));

        assertThat(guessed).hasSameSizeAs(exact);
        for (int i = 0; i < exact.size(); i++) {
            JsonNode report = guessed.get(i);
            assertThat(Json.keys(report)).isEqualTo(Json.keys(View.SOLVE_VARIANT_GUESS));
            assertThat(report.get("mode").asText()).isEqualTo("guess");
            assertThat(report.get("line")).isEqualTo(exact.get(i).get("line"));
            assertThat(report.get("status"))
                    .as(report.toString())
                    .isEqualTo(exact.get(i).get("status"));
            if (report.get("status").asText().equals("SOLVED")) {
                assertThat(report.get("solution")).isEqualTo(exact.get(i).get("solution"));
                JsonNode trace = report.get("trace");
                assertThat(trace.size()).isEqualTo(report.get("guesses").asInt());
                List<JsonNode> kept = new ArrayList<>();
                trace.forEach(g -> {
                    if (g.get("outcome").asText().equals("KEPT")) {
                        kept.add(g);
                    }
                });
                assertThat(kept).hasSize(report.get("kept").asInt());
                String solution = report.get("solution").asText();
                int side = (int) Math.round(Math.sqrt(solution.length()));
                for (JsonNode guess : kept) {
                    assertThat(guess.get("candidates").toString())
                            .contains(guess.get("value").toString());
                    String[] rowCol = guess.get("cell").asText().substring(1).split("c");
                    if (side * side == solution.length()) {
                        // A square grid's cells are in reading order; a samurai's are not, its canvas has gaps.
                        int cell = (Integer.parseInt(rowCol[0]) - 1) * side + Integer.parseInt(rowCol[1]) - 1;
                        assertThat(String.valueOf(solution.charAt(cell)))
                                .as("kept guess %s", guess)
                                .isEqualTo(guess.get("value").asText());
                    }
                }
            }
        }
    }

    @Test
    void the_guess_log_prints_after_the_result_line_with_its_totals() {
        CommandRun run = CommandRun.of("solve", "--variant", "x", "--trace", X);

        assertThat(run.exitCode()).as(run.err()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines[0]).matches("SOLVED [1-9]{81} cycles=\\d+ steps=\\d+ guesses=\\d+ kept=\\d+ rollbacks=\\d+");
        assertThat(lines[1]).matches("# guess #1 r\\d+c\\d+=\\d of \\{[0-9,]+\\} (KEPT|CONTRADICTION|ABANDONED)");
        assertThat(lines[lines.length - 1]).matches("# guesses made \\d+, kept \\d+, roll-backs \\d+");
        assertThat(lines.length - 2).isEqualTo(Integer.parseInt(lines[0].replaceAll(".* guesses=(\\d+).*", "$1")));
    }

    @Test
    void a_bivalue_depth_asked_for_is_never_exceeded_and_the_trace_hangs_nothing_below_one_cell() {
        for (String puzzle : List.of(SAMURAI, JIGSAW)) {
            String variant = puzzle.equals(SAMURAI) ? "samurai" : "jigsaw";
            List<JsonNode> reports = Json.records(CommandRun.of(
                    "solve",
                    "--variant",
                    variant,
                    "--search",
                    "bivalue",
                    "--depth",
                    "1",
                    "--trace",
                    "--format",
                    "json",
                    puzzle));
            for (JsonNode report : reports) {
                assertThat(Json.keys(report)).isEqualTo(Json.keys(View.SOLVE_VARIANT_BIVALUE));
                if (report.get("depth").isNull()) {
                    continue;
                }
                assertThat(report.get("depth").asInt()).as(report.toString()).isBetween(0, 1);
                report.get("trace")
                        .forEach(node -> assertThat(node.get("parent").isNull()).isTrue());
                assertThat(report.get("trace").size())
                        .isEqualTo(report.get("combinations").asInt());
            }
        }
    }

    @Test
    void the_bivalue_search_solves_a_samurai_and_draws_it_with_its_counts() {
        CommandRun run =
                CommandRun.of("solve", "--variant", "samurai", "--search", "bivalue", "--format", "grid", SAMURAI);
        CommandRun exact = CommandRun.of("solve", "--variant", "samurai", "--format", "grid", SAMURAI);

        assertThat(run.exitCode()).as(run.err()).isZero();
        String[] lines = run.out().split("\n");
        assertThat(lines[0]).matches(".*: SOLVED \\(cycles=\\d+ steps=\\d+ combinations=\\d+ depth=\\d\\)");
        assertThat(run.out().substring(run.out().indexOf('\n')))
                .isEqualTo(exact.out().substring(exact.out().indexOf('\n')));
    }

    @Test
    void a_guess_budget_too_small_is_a_timeout_naming_it() {
        CommandRun run = CommandRun.of("solve", "--variant", "x", "--search", "guess", "--max-guesses", "1", X);

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).startsWith("TIMEOUT ").contains("guesses=1 ");
        JsonNode report = Json.records(CommandRun.of(
                        "solve", "--variant", "x", "--max-guesses", "1", "--trace", "--format", "json", X))
                .get(0);
        assertThat(report.get("error").asText()).isEqualTo("guess budget of 1 exhausted");
        assertThat(report.get("trace").get(0).get("outcome").asText()).isEqualTo("ABANDONED");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--search guess --depth 2|--depth applies to --search bivalue only",
                "--search bivalue --count 3|--count applies to the exact solver only",
                "--search guess --max-nodes 5|--max-nodes applies to the exact solver only",
                "--max-guesses 5|--max-guesses applies to --search only",
                "--search guess --profile se|--profile does not apply with --variant",
                "--search bivalue --depth 9|--depth must be from 1 to 8, not 9",
                "--search guess --max-guesses 0|--max-guesses must be at least 1, not 0",
                "--search both|--search must be guess or bivalue, not 'both'"
            })
    void bad_combinations_of_options_are_usage_errors_with_the_reason(String options, String reason) {
        List<String> args = new ArrayList<>(List.of("solve", "--variant", "x"));
        args.addAll(List.of(options.split(" ")));
        args.add(X);
        CommandRun run = CommandRun.of(args.toArray(String[]::new));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(reason);
        assertThat(run.out()).isEmpty();
    }

    /** The puzzles of an input name: a fixture, a puzzle, or generated ones for odd/even and jigsaw,x. */
    private static String input(String name, String variant) {
        return switch (name) {
            case "X" -> X + "\n";
            case "WINDOKU" -> WINDOKU + "\n";
            case "JIGSAW" -> read(JIGSAW);
            case "SAMURAI" -> read(SAMURAI);
            default -> CommandRun.of("generate", "--variant", variant, "--count", "2", "--seed", "5")
                    .out();
        };
    }

    private static String read(String file) {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of(file));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
