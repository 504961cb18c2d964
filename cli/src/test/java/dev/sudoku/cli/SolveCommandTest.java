package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTest {
    private static final String MIXED = fixture("mixed.txt");

    static String fixture(String name) {
        try {
            return Path.of(Objects.requireNonNull(SolveCommandTest.class.getResource("/fixtures/" + name))
                            .toURI())
                    .toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void every_entry_of_a_mixed_batch_gets_one_output_line_in_input_order() {
        CommandRun run = CommandRun.of("solve", MIXED);

        List<String> lines = run.lines();
        assertThat(lines).hasSize(7);
        assertThat(lines.get(0)).matches("[1-9]{81}");
        assertThat(lines.get(1)).startsWith("INVALID: ").contains("line 3");
        assertThat(lines.get(2)).isEqualTo("MULTIPLE: at least 2 solutions");
        assertThat(lines.get(3)).matches("[1-6]{36}");
        assertThat(lines.get(4)).isEqualTo("NONE: no solution");
        assertThat(lines.get(5)).startsWith("INVALID: ").contains("r1c1").contains("r1c2");
        assertThat(lines.get(6)).matches("[1-4]{16}");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void json_lines_carry_the_documented_fields_for_every_entry() throws Exception {
        CommandRun run = CommandRun.of("solve", "--format", "json", MIXED);

        List<JsonNode> records = Json.records(run);
        assertThat(records)
                .extracting(r -> r.get("status").asText())
                .containsExactly("SOLVED", "INVALID", "MULTIPLE", "SOLVED", "NONE", "INVALID", "SOLVED");
        assertThat(records).extracting(r -> r.get("line").asInt()).containsExactly(2, 3, 4, 6, 7, 8, 9);
        JsonNode first = records.get(0);
        assertThat(records).allSatisfy(r -> assertThat(Json.keys(r)).isEqualTo(Json.keys(View.SOLVE)));
        assertThat(first.get("mode").asText()).isEqualTo("exact");
        assertThat(first.get("box").asText()).isEqualTo("3x3");
        assertThat(first.get("solutions").asLong()).isEqualTo(1);
        assertThat(first.get("error").isNull()).isTrue();
        assertThat(records.get(1).get("error").asText()).contains("line 3");
        assertThat(records.get(1).get("puzzle").isNull()).isTrue();
    }

    @Test
    void a_fully_solved_batch_exits_with_zero_and_the_grid_format_shows_boxes(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("one.txt");
        Files.writeString(file, "1......2....31..\n", StandardCharsets.UTF_8);

        CommandRun run = CommandRun.of("solve", "--format", "grid", file.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("# " + file + ", line 1: SOLVED\n").contains("|");
    }

    @Test
    void count_reports_how_many_solutions_up_to_the_limit(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("empty4.txt");
        Files.writeString(file, "................\n", StandardCharsets.UTF_8);

        CommandRun run = CommandRun.of("solve", "--count", "1000", "--format", "json", file.toString());

        // The 4x4 grid has exactly 288 solutions.
        assertThat(Json.MAPPER.readTree(run.out()).get("solutions").asLong()).isEqualTo(288);
        assertThat(CommandRun.of("solve", "--count", "100", file.toString())
                        .out()
                        .trim())
                .isEqualTo("MULTIPLE: at least 100 solutions");
    }

    @Test
    void several_threads_give_the_same_output_in_the_same_order_as_one(@TempDir Path dir) throws Exception {
        List<String> golden = Files.readAllLines(Path.of(fixture("batch.txt")));
        Path file = dir.resolve("many.txt");
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            many.addAll(golden);
        }
        Files.write(file, many, StandardCharsets.UTF_8);

        CommandRun one = CommandRun.of("solve", "--threads", "1", "--format", "json", file.toString());
        CommandRun two = CommandRun.of("solve", "--threads", "2", file.toString());
        CommandRun oneLine = CommandRun.of("solve", "--threads", "1", file.toString());

        assertThat(two.lines()).hasSize(many.size()).isEqualTo(oneLine.lines());
        assertThat(one.lines()).hasSize(many.size());
    }

    @Test
    void usage_errors_exit_with_two_and_say_what_is_wrong() {
        CommandRun unknown = CommandRun.of("solve", "--no-such-option");
        CommandRun count = CommandRun.of("solve", "--count", "1", MIXED);
        CommandRun box = CommandRun.of("solve", "--box", "3by3", MIXED);

        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(count.exitCode()).isEqualTo(2);
        assertThat(count.err()).contains("--count");
        assertThat(box.exitCode()).isEqualTo(2);
        assertThat(box.err()).contains("--box");
    }

    @Test
    void a_timeout_beyond_the_time_limits_bound_is_a_usage_error_not_an_overflow() {
        CommandRun huge = CommandRun.of("solve", "--timeout", "8934308273838885498", MIXED);
        CommandRun longest = CommandRun.of("solve", "--timeout", "1000000000", MIXED);

        assertThat(huge.exitCode()).isEqualTo(2);
        assertThat(huge.err())
                .isEqualTo("sudoku: --timeout must be a positive number of milliseconds up to 1000000000, not"
                        + " 8934308273838885498\n");
        assertThat(longest.err()).isEmpty();
        assertThat(longest.out()).isEqualTo(CommandRun.of("solve", MIXED).out());
    }

    @Test
    void a_node_budget_turns_a_hard_search_into_a_timeout_naming_the_budget(@TempDir Path dir) throws Exception {
        // Line 17 of the batch comes from the hardest list: no solver finishes it in one node.
        String hardest = Files.readAllLines(Path.of(fixture("batch.txt"))).get(16);
        Path file = dir.resolve("hard.txt");
        Files.writeString(file, hardest + "\n", StandardCharsets.UTF_8);

        CommandRun run = CommandRun.of("solve", "--max-nodes", "1", file.toString());

        assertThat(run.out().trim()).startsWith("TIMEOUT: ").contains("node budget");
        assertThat(run.exitCode()).isEqualTo(1);
    }
}
