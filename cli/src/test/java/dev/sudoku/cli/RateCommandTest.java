package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RateCommandTest {
    /** SE rating spec, worked example 9.1: rated 4.2/1.2/1.2 by Sudoku Explainer, ER set by an XY-Wing. */
    private static final String PUZZLE_A =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";
    /** SE rating spec, worked example 9.3: rated 2.0/2.0/2.0, a direct hidden pair first. */
    private static final String PUZZLE_C =
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.";
    /** SE rating spec, worked example 9.2: rated 7.3/1.5/1.5, forcing chains of 6 to 10 nodes. */
    private static final String PUZZLE_B =
            "..6.81....2.9.....1.7....8..5..3.......6.27.......4.3.4.1..8.96......3.....74.2..";

    @Test
    void ratings_agree_with_sudoku_explainers_worked_examples() {
        CommandRun run = CommandRun.of("rate", PUZZLE_A, PUZZLE_C, PUZZLE_B);
        assertThat(run.lines()).hasSize(3);
        assertThat(run.lines().get(0)).matches("4\\.2/1\\.2/1\\.2 \\d+ Difficult XY-Wing");
        assertThat(run.lines().get(1)).matches("2\\.0/2\\.0/2\\.0 \\d+ Moderate Direct Hidden Pair");
        assertThat(run.lines().get(2)).matches("7\\.3/1\\.5/1\\.5 \\d+ Diabolical Forcing Chain");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void levels_follow_the_bounds_given_and_bad_bounds_are_a_usage_error() {
        CommandRun moved = CommandRun.of("rate", "--levels", "difficult=4.0,diabolical=7.0", PUZZLE_A, PUZZLE_B);
        assertThat(moved.lines().get(0)).matches("4\\.2/1\\.2/1\\.2 \\d+ Fiendish XY-Wing");
        assertThat(moved.lines().get(1)).matches("7\\.3/1\\.5/1\\.5 \\d+ Extreme Forcing Chain");
        CommandRun json = CommandRun.of("rate", "--format", "json", "--levels", "difficult=4.0", PUZZLE_A);
        assertThat(json.out()).contains("\"level\":\"Fiendish\"");

        CommandRun bad = CommandRun.of("rate", "--levels", "fiendish=9.5", PUZZLE_A);
        assertThat(bad.exitCode()).isEqualTo(2);
        assertThat(bad.err())
                .contains("--levels")
                .contains("bounds that rise from easy to diabolical (diabolical ends at 8.9), not 'fiendish=9.5'");
        assertThat(bad.out()).isEmpty();
    }

    @Test
    void the_environment_sets_the_levels_of_every_run() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder builder = new ProcessBuilder(
                        java, "-cp", System.getProperty("java.class.path"), Main.class.getName(), "rate", PUZZLE_B)
                .redirectErrorStream(true);
        builder.environment().put(LevelsOption.ENVIRONMENT, "diabolical=7.0");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        assertThat(out.strip()).matches("7\\.3/1\\.5/1\\.5 \\d+ Extreme Forcing Chain");
    }

    @Test
    void a_serate_like_template_fills_every_field() {
        CommandRun run = CommandRun.of("rate", "--format", "%g %r %p %d %l %T %t %%", PUZZLE_A);
        assertThat(run.out().strip())
                .matches(PUZZLE_A.replace(".", "\\.") + " 4\\.2 1\\.2 1\\.2 Difficult XY-Wing \\d+\\.\\d{3}s %");
    }

    @Test
    void the_hodoku_score_grows_with_the_techniques_the_path_needs() {
        CommandRun run = CommandRun.of("rate", "--format", "%s", PUZZLE_C, PUZZLE_A, PUZZLE_B);
        List<Integer> scores = run.lines().stream().map(Integer::parseInt).toList();
        // C needs one direct hidden pair, A an XY-Wing and pairs, B six XY forcing chains (280 each).
        assertThat(scores).isSorted();
        assertThat(scores.get(2) - scores.get(1)).isGreaterThan(1000);
    }

    @Test
    void every_entry_of_a_mixed_batch_gets_one_json_record_in_input_order() throws Exception {
        CommandRun run = CommandRun.of("rate", "--format", "json", SolveCommandTest.fixture("mixed.txt"));
        List<JsonNode> records = Json.records(run);
        assertThat(records).hasSize(7);
        assertThat(records)
                .extracting(r -> r.get("status").asText())
                .containsExactly("RATED", "INVALID", "MULTIPLE", "RATED", "NONE", "INVALID", "RATED");
        assertThat(records).allSatisfy(r -> assertThat(Json.keys(r)).isEqualTo(Json.keys(View.RATE)));
        assertThat(records.get(0).get("er").asDouble()).isPositive();
        assertThat(records.get(2).get("er").isNull()).isTrue();
    }

    @Test
    void ratings_do_not_depend_on_the_thread_count() {
        String[] puzzles = {PUZZLE_B, PUZZLE_A, PUZZLE_C, PUZZLE_B, PUZZLE_C, PUZZLE_A};
        List<String> one = rate("1", puzzles);
        List<String> two = rate("2", puzzles);
        assertThat(one).hasSize(puzzles.length).isEqualTo(two);
        assertThat(one.get(0)).isEqualTo(one.get(3)).startsWith(PUZZLE_B);
    }

    private static List<String> rate(String threads, String... puzzles) {
        List<String> args = new ArrayList<>(List.of("rate", "--threads", threads, "--format", "%g %r/%p/%d %s %T"));
        args.addAll(List.of(puzzles));
        return CommandRun.of(args.toArray(String[]::new)).lines();
    }

    @Test
    void a_format_without_fields_is_a_usage_error() {
        assertThat(CommandRun.of("rate", "--format", "fancy", PUZZLE_A).exitCode())
                .isEqualTo(2);
    }
}
