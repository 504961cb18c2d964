package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantText;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class VariantSolveCommandTest {
    private static final String JIGSAW = SolveCommandTest.fixture("jigsaw.txt");
    /** An X-Sudoku with one solution. */
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";
    /** A Windoku with one solution. */
    private static final String WINDOKU =
            "4......1.....7.....3...............8.2.....6.........3.1....85.2..6......6.98.4..";

    @Test
    void every_jigsaw_entry_gets_a_report_in_order_each_solution_keeping_the_rules() {
        CommandRun run = CommandRun.of("solve", "--variant", "jigsaw", "--format", "json", JIGSAW);

        assertThat(run.exitCode()).isEqualTo(1);
        List<JsonNode> reports = Json.records(run);
        assertThat(reports)
                .extracting(r -> r.get("status").asText())
                .containsExactly("SOLVED", "MULTIPLE", "SOLVED", "INVALID", "INVALID");
        assertThat(reports).extracting(r -> r.get("line").asInt()).containsExactly(2, 6, 10, 24, 28);
        for (JsonNode report : reports.subList(0, 3)) {
            String regions = report.get("regions").asText();
            int side = (int) Math.sqrt(regions.length());
            RuleSet rules = RuleSets.of(
                    EnumSet.of(Variant.JIGSAW), side, Optional.of(RegionMap.parse(List.of(regions), 1, side)));
            assertKeepsTheRules(
                    rules, report.get("puzzle").asText(), report.get("solution").asText());
        }
        assertThat(reports.get(3).get("error").asText()).contains("region A has 10 cells, not 9");
        assertThat(reports.get(4).get("error").asText())
                .isEqualTo("line 28: digit 6 appears twice in region A: r1c2 and r2c3");
    }

    @Test
    void x_and_windoku_solutions_keep_their_extra_houses() {
        for (var run : List.of(
                new Object[] {Set.of(Variant.X), "x", X}, new Object[] {Set.of(Variant.WINDOKU), "windoku", WINDOKU})) {
            @SuppressWarnings("unchecked")
            Set<Variant> variants = (Set<Variant>) run[0];
            CommandRun solved = CommandRun.of("solve", "--variant", (String) run[1], (String) run[2]);
            assertThat(solved.exitCode()).as(solved.err()).isZero();
            assertKeepsTheRules(
                    RuleSets.of(variants, 9, Optional.empty()),
                    (String) run[2],
                    solved.out().strip());
        }
    }

    @Test
    void a_samurai_as_five_grids_or_as_its_picture_has_one_solution_keeping_all_131_houses() {
        CommandRun grids = CommandRun.of(
                "solve", "--variant", "samurai", "--format", "json", SolveCommandTest.fixture("samurai.txt"));
        JsonNode report = Json.records(grids).get(0);
        assertThat(report.get("status").asText()).isEqualTo("SOLVED");
        String puzzle = report.get("puzzle").asText();
        assertKeepsTheRules(Samurai.rules(), puzzle, report.get("solution").asText());

        String picture = String.join("\n", VariantText.picture(Samurai.rules(), puzzle)) + "\n";
        CommandRun fromPicture = CommandRun.withInput(picture, "solve", "--variant", "samurai");
        assertThat(fromPicture.out().strip()).isEqualTo(report.get("solution").asText());
    }

    @Test
    void the_same_puzzle_has_more_solutions_without_the_diagonals() {
        assertThat(CommandRun.of("solve", X).out()).startsWith("MULTIPLE");
    }

    @Test
    void grid_output_shows_the_region_map_beside_the_solution() {
        CommandRun run = CommandRun.of("solve", "--variant", "jigsaw", "--format", "grid", JIGSAW);
        String[] lines = run.out().split("\n");
        assertThat(lines[0]).startsWith("# ").endsWith("line 2: SOLVED");
        assertThat(lines[1]).matches("([1-9] ){8}[1-9] {4}([A-I] ){8}[A-I]");
    }

    @Test
    void options_of_other_modes_and_unknown_variants_are_usage_errors() {
        CommandRun unknown = CommandRun.of("solve", "--variant", "samurai-x", X);
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("--variant must be ", "not 'samurai-x'");
        CommandRun mixed = CommandRun.of("solve", "--variant", "x", "--logic-only", "--profile", "se", X);
        assertThat(mixed.exitCode()).isEqualTo(2);
        assertThat(mixed.err()).contains("--profile does not apply with --variant");
    }

    @Test
    void samurai_with_another_variant_is_a_usage_error_whatever_the_order_or_command() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            for (String[] args : List.of(
                    new String[] {"solve", "--variant", "samurai,x", X},
                    new String[] {"solve", "--variant", "x,samurai", X},
                    new String[] {"explain", "--variant", "samurai,jigsaw", X},
                    new String[] {"rate", "--variant", "samurai,killer", X})) {
                CommandRun run = CommandRun.of(args);
                assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(2);
                assertThat(run.err()).contains("--variant must be variants that combine (samurai goes alone");
                assertThat(run.out()).isEmpty();
            }
        });
        CommandRun twice = CommandRun.of("solve", "--variant", "x,x", X);
        assertThat(twice.exitCode()).as(twice.err()).isZero();
    }

    @Test
    void grid_and_json_output_of_generate_read_back_into_solve() {
        for (String variant : List.of("jigsaw", "killer", "x")) {
            for (String format : List.of("grid", "json")) {
                CommandRun made = CommandRun.of(
                        "generate",
                        "--variant",
                        variant,
                        "--size",
                        "6",
                        "--count",
                        "2",
                        "--seed",
                        "3",
                        "--format",
                        format);
                assertThat(made.exitCode()).as(made.err()).isZero();
                CommandRun solved =
                        CommandRun.withInput(made.out(), "solve", "--variant", variant, "--format", "json", "-");
                assertThat(solved.exitCode())
                        .as(variant + " " + format + ": " + solved.out())
                        .isZero();
                assertThat(Json.records(solved))
                        .as(variant + " " + format)
                        .hasSize(2)
                        .allSatisfy(r -> assertThat(r.get("status").asText()).isEqualTo("SOLVED"));
            }
        }
    }

    /** Every house of the rules holds each digit once, and the givens stand. */
    private static void assertKeepsTheRules(RuleSet rules, String puzzle, String solution) {
        assertThat(solution).hasSize(rules.cellCount());
        for (RuleHouse house : rules.houses()) {
            assertThat(java.util.Arrays.stream(house.cells()).mapToObj(solution::charAt))
                    .as(house.name())
                    .doesNotHaveDuplicates();
        }
        for (int cell = 0; cell < puzzle.length(); cell++) {
            if (puzzle.charAt(cell) != '.') {
                assertThat(solution.charAt(cell)).isEqualTo(puzzle.charAt(cell));
            }
        }
    }
}
