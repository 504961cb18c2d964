package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
    @Test
    void output_option_writes_the_puzzles_to_the_file_and_nothing_to_standard_output(@TempDir Path dir)
            throws Exception {
        Path file = dir.resolve("g.txt");
        CommandRun toFile = CommandRun.of("generate", "-o", file.toString(), "--count", "2", "--seed", "5");
        CommandRun toStandardOutput = CommandRun.of("generate", "--output", "-", "--count", "2", "--seed", "5");

        assertThat(toFile.exitCode()).as(toFile.err()).isZero();
        assertThat(toFile.out()).isEmpty();
        assertThat(Files.readString(file)).hasLineCount(2).isEqualTo(toStandardOutput.out());
    }

    @Test
    void output_option_refuses_a_directory_before_any_work_and_a_failed_write_exits_1(@TempDir Path dir) {
        CommandRun directory = CommandRun.of("generate", "-o", dir.toString(), "--count", "1");
        CommandRun missing =
                CommandRun.of("generate", "-o", dir.resolve("no/g.txt").toString(), "--count", "1");

        assertThat(directory.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(directory.err()).isEqualTo("sudoku: cannot write '" + dir + "': it is a directory\n");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).isEqualTo("sudoku: cannot write '" + dir.resolve("no/g.txt") + "': no such folder\n");
        if (Files.isWritable(Path.of("/dev/full"))) {
            CommandRun full = CommandRun.of("generate", "-o", "/dev/full", "--count", "1");
            assertThat(full.exitCode()).isEqualTo(ExitCodes.FAILURE);
            assertThat(full.err()).contains("sudoku: cannot write '/dev/full': no space left on device");
        }
    }

    @Test
    void line_output_is_one_unique_puzzle_a_line_and_rates_in_the_level() {
        CommandRun run = CommandRun.of("generate", "--level", "moderate", "--count", "5", "--seed", "3");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lines()).hasSize(5);
        for (String line : run.lines()) {
            Grid puzzle = PuzzleReader.parse(line);
            assertThat(Solvers.create("general").solve(puzzle).status()).isEqualTo(Status.SOLVED);
        }
        CommandRun rated = CommandRun.of(
                "rate", "--format", "%l", run.lines().get(0), run.lines().get(4));
        assertThat(rated.lines()).containsExactly("Moderate", "Moderate");
    }

    @Test
    void a_level_is_its_band_on_the_scale_given() throws Exception {
        CommandRun run = CommandRun.of(
                "generate",
                "--level",
                "difficult",
                "--levels",
                "moderate=3.0,difficult=3.4",
                "--count",
                "4",
                "--seed",
                "5",
                "--format",
                "json");
        assertThat(run.exitCode()).isZero();
        assertThat(run.lines()).hasSize(4);
        for (String line : run.lines()) {
            JsonNode record = Json.MAPPER.readTree(line);
            assertThat(record.get("level").asText()).isEqualTo("Difficult");
            assertThat(record.get("er").asDouble()).isBetween(3.1, 3.4);
        }
    }

    @Test
    void json_records_carry_every_documented_field() throws Exception {
        CommandRun run = CommandRun.of(
                "generate",
                "--rating",
                "2.6..3.4",
                "--count",
                "2",
                "--seed",
                "10",
                "--symmetry",
                "rotate180",
                "--format",
                "json");
        assertThat(run.exitCode()).isZero();
        JsonNode first = Json.MAPPER.readTree(run.lines().get(0));
        assertThat(Json.keys(first)).isEqualTo(Json.keys(View.GENERATE));
        assertThat(first.get("status").asText()).isEqualTo("GENERATED");
        assertThat(first.get("seed").asLong()).isEqualTo(10);
        assertThat(first.get("symmetry").asText()).isEqualTo("rotate180");
        assertThat(first.get("er").asDouble()).isBetween(2.6, 3.4);
        assertThat(first.get("box").asText()).isEqualTo("3x3");
        assertThat(first.get("index").asInt()).isEqualTo(1);
        JsonNode second = Json.MAPPER.readTree(run.lines().get(1));
        assertThat(second.get("index").asInt()).isEqualTo(2);
        CommandRun again = CommandRun.of(
                "generate", "--rating", "2.6..3.4", "--seed", second.get("seed").asText(), "--symmetry", "rotate180");
        assertThat(again.out().strip()).isEqualTo(second.get("puzzle").asText());
    }

    @Test
    void the_output_does_not_depend_on_the_thread_count() {
        String[] args = {"generate", "--level", "difficult", "--count", "12", "--seed", "99", "--symmetry", "random"};
        CommandRun one = CommandRun.of(concat(args, "--threads", "1"));
        CommandRun two = CommandRun.of(concat(args, "--threads", "2"));
        assertThat(one.exitCode()).isZero();
        assertThat(two.out()).isEqualTo(one.out());
    }

    @Test
    void grid_output_has_a_header_and_a_boxed_grid_for_other_sizes() {
        CommandRun run = CommandRun.of("generate", "--size", "6", "--count", "2", "--seed", "4", "--format", "grid");
        assertThat(run.exitCode()).isZero();
        List<String> lines = run.lines();
        assertThat(lines.get(0))
                .matches("# puzzle 1: \\d+\\.\\d/\\d+\\.\\d/\\d+\\.\\d \\w+, \\d+ clues, symmetry none, seed 4");
        assertThat(lines).filteredOn(l -> l.startsWith("# puzzle")).hasSize(2);
    }

    @Test
    void requests_no_puzzle_can_meet_are_usage_errors_with_a_reason() {
        assertUsage(CommandRun.of("generate", "--rating", "0.5..3.0"), "from 1.0 to 20.0");
        assertUsage(CommandRun.of("generate", "--size", "6", "--symmetry", "rotate90"), "needs square boxes");
        assertUsage(CommandRun.of("generate", "--size", "4", "--technique", "jellyfish"), "no 4x4 puzzle needs");
        assertUsage(CommandRun.of("generate", "--rating", "13.0..19.9"), "no puzzle can rate 13.0..19.9");
        assertUsage(CommandRun.of("generate", "--level", "easy", "--rating", "1.0..2.0"), "not both");
        assertUsage(CommandRun.of("generate", "--count", "0"), "--count must be at least 1");
        assertUsage(CommandRun.of("generate", "--seed", "-5"), "--seed must be a whole number from 0 to");
        assertUsage(CommandRun.of("generate", "--seed", "9007199254740992"), "--seed must be");
        CommandRun notANumber = CommandRun.of("generate", "--count", "abc");
        assertThat(notANumber.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(notANumber.err()).isEqualTo("sudoku: --count: 'abc' is not a whole number" + System.lineSeparator());
    }

    @Test
    void a_6x6_extreme_is_searched_after_a_note_that_none_has_been_found_so_far() {
        CommandRun run = CommandRun.of(
                "generate", "--size", "6", "--level", "extreme", "--seed", "1", "--time-limit", "2", "--count", "1");
        assertThat(run.err())
                .startsWith("sudoku: note: no 6x6 puzzle rating 9.0..")
                .contains("has been found so far", "searching for up to 2 s a puzzle (--time-limit)");
        assertThat(CommandRun.of("generate", "--size", "6", "--level", "diabolical", "--seed", "1", "--count", "1")
                        .err())
                .doesNotContain("note:");
    }

    @Test
    void levels_and_techniques_a_small_grid_cannot_reach_are_refused_at_once() {
        for (String level : new String[] {"moderate", "difficult", "fiendish", "diabolical", "extreme"}) {
            assertUsage(CommandRun.of("generate", "--size", "4", "--level", level), "solved by hidden singles");
        }
        assertUsage(CommandRun.of("generate", "--size", "4", "--technique", "x-wing"), "no 4x4 puzzle needs X-Wing");
        assertThat(CommandRun.of("generate", "--size", "4", "--level", "easy", "--seed", "1")
                        .exitCode())
                .isZero();
    }

    @Test
    void a_pattern_that_cannot_be_read_says_why_in_the_words_every_file_gets(@TempDir Path dir) {
        CommandRun directory = CommandRun.of("generate", "--pattern", dir.toString());
        CommandRun missing =
                CommandRun.of("generate", "--pattern", dir.resolve("gone.txt").toString());

        assertThat(directory.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(directory.err()).isEqualTo("sudoku: --pattern: cannot read '" + dir + "': it is a directory\n");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err())
                .isEqualTo("sudoku: --pattern: cannot read '" + dir.resolve("gone.txt") + "': no such file\n");
    }

    @Test
    void a_pattern_file_with_too_few_clues_is_refused(@TempDir Path dir) throws Exception {
        Path pattern = dir.resolve("p.txt");
        Files.writeString(pattern, "x".repeat(15) + ".".repeat(66) + "\n");
        assertUsage(CommandRun.of("generate", "--pattern", pattern.toString()), "15 clues");
    }

    @Test
    void a_time_limit_that_runs_out_says_how_many_puzzles_were_made(@TempDir Path dir) throws Exception {
        // 17 clues using every row and column: a random grid almost never makes it unique.
        StringBuilder text = new StringBuilder(".".repeat(81));
        for (int row = 0; row < 8; row++) {
            text.setCharAt(row * 9 + (2 * row) % 9, 'x');
            text.setCharAt(row * 9 + (2 * row + 4) % 9, 'x');
        }
        text.setCharAt(8 * 9, 'x');
        Path pattern = dir.resolve("seventeen.txt");
        Files.writeString(pattern, text + "\n");
        CommandRun run = CommandRun.of(
                "generate", "--pattern", pattern.toString(), "--count", "3", "--seed", "1", "--time-limit", "0.3");
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err())
                .startsWith("sudoku: generated 0 of 3 puzzles; puzzle 1 (seed 1) not found within 300 ms")
                .contains("on the 17-clue pattern");
        CommandRun one = CommandRun.of(
                "generate", "--pattern", pattern.toString(), "--count", "1", "--seed", "1", "--time-limit", "0.3");
        assertThat(one.err()).startsWith("sudoku: generated 0 of 1 puzzle; puzzle 1 (seed 1) not found");
    }

    @Test
    void progress_draws_nothing_when_stderr_is_not_a_terminal() {
        CommandRun run = CommandRun.of("generate", "--count", "2", "--seed", "1", "--progress");
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
    }

    private static void assertUsage(CommandRun run, String reason) {
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(reason);
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    @Test
    void a_25x25_puzzle_without_a_level_is_made_by_default_rated_or_not() throws Exception {
        CommandRun run = CommandRun.of("generate", "--size", "25", "--seed", "1", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode record = Json.MAPPER.readTree(run.out());
        assertThat(record.get("status").asText()).isEqualTo("GENERATED");
        assertThat(record.get("box").asText()).isEqualTo("5x5");
        assertThat(record.get("puzzle").asText()).hasSize(625);
        assertThat(record.get("er").isNull()).isEqualTo(record.get("level").isNull());
    }
}
