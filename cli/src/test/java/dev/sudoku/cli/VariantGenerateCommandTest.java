package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariantGenerateCommandTest {
    @Test
    void every_variant_puzzle_made_reads_back_and_has_one_solution() {
        for (String variant : List.of(
                "jigsaw",
                "x",
                "windoku",
                "samurai",
                "jigsaw,x",
                "oddeven",
                "jigsaw,oddeven",
                "killer",
                "consecutive",
                "killer,x",
                "jigsaw,oddeven,killer,consecutive")) {
            CommandRun made = CommandRun.of("generate", "--variant", variant, "--count", "2", "--seed", "7");
            assertThat(made.exitCode()).as(made.err()).isZero();

            CommandRun solved = CommandRun.withInput(made.out(), "solve", "--variant", variant, "--format", "json");

            assertThat(solved.exitCode()).as(variant + ": " + solved.out()).isZero();
            assertThat(Json.records(solved))
                    .hasSize(2)
                    .allSatisfy(r -> assertThat(r.get("status").asText()).isEqualTo("SOLVED"));
        }
    }

    @Test
    void a_puzzle_seed_makes_that_puzzle_again() {
        List<JsonNode> run = Json.records(
                CommandRun.of("generate", "--variant", "jigsaw", "--count", "2", "--seed", "11", "--format", "json"));
        JsonNode second = run.get(1);

        JsonNode again = Json.records(CommandRun.of(
                        "generate",
                        "--variant",
                        "jigsaw",
                        "--seed",
                        second.get("seed").asText(),
                        "--format",
                        "json"))
                .get(0);

        assertThat(again.get("puzzle")).isEqualTo(second.get("puzzle"));
        assertThat(again.get("regions")).isEqualTo(second.get("regions"));
        assertThat(run.get(0).get("puzzle")).isNotEqualTo(second.get("puzzle"));
    }

    @Test
    void rating_bands_and_shapes_are_refused_with_variants() {
        CommandRun rating = CommandRun.of("generate", "--variant", "x", "--rating", "2.0..3.0");
        assertThat(rating.exitCode()).isEqualTo(2);
        assertThat(rating.err()).contains("--rating does not apply with --variant");
        CommandRun windoku = CommandRun.of("generate", "--variant", "windoku", "--size", "6");
        assertThat(windoku.exitCode()).isEqualTo(2);
        assertThat(windoku.err()).contains("--size must be 4, 9, 16 or 25 with --variant windoku, not 6");
    }

    @Test
    void a_level_that_does_not_come_up_in_the_time_limit_is_a_timeout_naming_the_grids_tried() {
        // Odd/even puzzles mark every cell, so logic finishes most minimal ones with easy steps: Fiendish
        // seldom comes up (one grid in tens to hundreds), never in half a second's few grids.
        long started = System.nanoTime();
        CommandRun run = twoOddEvenFiendish("0.5", "json");
        double seconds = (System.nanoTime() - started) / 1e9;

        assertThat(run.exitCode()).isEqualTo(1);
        List<JsonNode> records = Json.records(run);
        assertThat(records).hasSize(2).allSatisfy(record -> {
            assertThat(record.get("status").asText()).isEqualTo("TIMEOUT");
            assertThat(record.get("error").asText())
                    .containsPattern("no Fiendish puzzle from [1-9][0-9]* complete grids?:");
        });
        assertThat(records.get(1).get("index").asInt()).isEqualTo(2);
        // Two puzzles' budgets of half a second, plus one grid each begun before the limit.
        assertThat(seconds).isLessThan(30);
    }

    @Test
    void a_time_limit_without_a_level_is_refused_with_variants() {
        CommandRun run = CommandRun.of("generate", "--variant", "x", "--time-limit", "5");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--time-limit applies with --variant only at a --level");
    }

    @Test
    void a_level_above_every_technique_below_extreme_is_refused_with_the_reason() {
        CommandRun run =
                CommandRun.of("generate", "--variant", "x", "--level", "diabolical", "--levels", "fiendish=8.6");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err())
                .contains("--level must be easy, moderate, difficult, fiendish or extreme for 9x9 x (")
                .contains("starts at 8.5, below this level's band")
                .endsWith("not 'diabolical'\n");
    }

    @Test
    void a_level_no_4x4_puzzle_of_the_variant_has_is_refused_at_once_and_a_reachable_one_is_made() {
        long start = System.nanoTime();
        CommandRun refused = CommandRun.of("generate", "--variant", "x", "--size", "4", "--level", "moderate");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.out()).isEmpty();
        assertThat(refused.err())
                .contains(
                        "--level must be easy for 4x4 x (no 4x4 x puzzle is Moderate",
                        "rates at most 1.2",
                        "not 'moderate'");
        assertThat(CommandRun.of("generate", "--variant", "jigsaw", "--size", "4", "--level", "fiendish")
                        .err())
                .contains("no 4x4 jigsaw puzzle is Fiendish", "2.8");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));

        CommandRun made =
                CommandRun.of("generate", "--variant", "jigsaw", "--size", "4", "--level", "difficult", "--seed", "1");
        assertThat(made.exitCode()).as(made.err()).isZero();
        assertThat(made.out()).isNotBlank();
    }

    @Test
    void a_puzzle_not_made_at_its_level_is_said_on_standard_error_and_nothing_is_printed_for_it() {
        for (String format : List.of("line", "grid")) {
            CommandRun run = twoOddEvenFiendish("0.3", format);

            assertThat(run.exitCode()).as(format).isEqualTo(1);
            assertThat(run.out()).as(format).doesNotContain("null").isEmpty();
            assertThat(run.err())
                    .as(format)
                    .containsPattern("puzzle 1 of 2 not made; no Fiendish puzzle from [1-9][0-9]* complete grids?:")
                    .contains("puzzle 2 of 2 not made")
                    .contains("generated 0 of 2 puzzles");
        }
    }

    @Test
    void samurai_at_another_size_is_refused_naming_its_one_size() {
        CommandRun run = CommandRun.of("generate", "--variant", "samurai", "--size", "6");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err())
                .contains("--size must be 9 with --variant samurai, not 6")
                .doesNotContain("combines");
    }

    @Test
    void the_grid_header_gives_the_rating_of_a_puzzle_made_at_a_level_as_the_json_does() {
        String[] args = {"generate", "--variant", "jigsaw", "--level", "easy", "--seed", "1", "--format"};
        JsonNode json = Json.records(CommandRun.of(concat(args, "json"))).get(0);
        CommandRun grid = CommandRun.of(concat(args, "grid"));

        String header = grid.out().lines().findFirst().orElseThrow();
        assertThat(header)
                .isEqualTo("# puzzle 1: jigsaw, " + json.get("er").asText() + "/"
                        + json.get("ep").asText() + "/"
                        + json.get("ed").asText() + " " + json.get("level").asText() + ", "
                        + json.get("clues").asInt() + " clues, seed "
                        + json.get("seed").asText());
        assertThat(CommandRun.of("generate", "--variant", "x", "--seed", "1", "--format", "grid")
                        .out())
                .startsWith("# puzzle 1: x, not rated, ");
    }

    /**
     * Two odd/even puzzles at Fiendish: their marks leave logic little to do, so Fiendish seldom comes up (one
     * grid in tens to hundreds), never in a fraction of a second's few grids.
     */
    private static CommandRun twoOddEvenFiendish(String timeLimit, String format) {
        return CommandRun.of(
                "generate",
                "--variant",
                "oddeven",
                "--level",
                "fiendish",
                "--time-limit",
                timeLimit,
                "--count",
                "2",
                "--seed",
                "3",
                "--format",
                format);
    }

    private static String[] concat(String[] args, String last) {
        String[] all = java.util.Arrays.copyOf(args, args.length + 1);
        all[args.length] = last;
        return all;
    }
}
