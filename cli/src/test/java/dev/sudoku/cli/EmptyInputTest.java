package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** An input without a puzzle is no failure (exit 0), but a note on standard error says why nothing came out. */
class EmptyInputTest {
    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(
            strings = {
                "solve",
                "rate",
                "explain",
                "hint",
                "validate",
                "solve --variant x",
                "solve --variant x --logic-only",
                "rate --variant x",
                "explain --variant jigsaw"
            })
    void an_empty_file_is_named_in_a_note_and_the_run_succeeds(String command) throws Exception {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "");

        CommandRun run = CommandRun.of((command + " " + empty).split(" "));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("sudoku: " + empty + ": no puzzles in the input\n");
    }

    @Test
    void empty_standard_input_is_named_standard_input() {
        CommandRun run = CommandRun.withInput("", "solve");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo("sudoku: standard input: no puzzles in the input\n");
    }

    @Test
    void only_the_input_without_a_puzzle_is_named_and_the_others_are_worked_through() throws Exception {
        Path comments = Files.writeString(dir.resolve("comments.txt"), "# nothing here yet\n\n");
        Path one = Files.writeString(dir.resolve("one.txt"), PUZZLE + "\n");

        CommandRun run = CommandRun.of("solve", one.toString(), comments.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.lines()).hasSize(1);
        assertThat(run.err()).isEqualTo("sudoku: " + comments + ": no puzzles in the input\n");
    }

    @Test
    void an_input_whose_only_line_is_not_a_puzzle_gets_its_report_and_no_note() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "12345\n");
        Path missing = dir.resolve("missing.txt");

        CommandRun run = CommandRun.of("validate", bad.toString(), missing.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.lines()).hasSize(2).allMatch(line -> line.startsWith("INVALID"));
        assertThat(run.err()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "rate", "dedupe", "stats"})
    void a_batch_input_without_a_puzzle_is_named_in_a_note_as_every_command_names_one(String job) throws Exception {
        Path comments = Files.writeString(dir.resolve("comments.txt"), "# nothing here yet\n\n");
        Path output = dir.resolve(job.equals("dedupe") || job.equals("stats") ? "out.csv" : "out.jsonl");

        CommandRun run = CommandRun.of("batch", job, comments.toString(), output.toString(), "--no-progress");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEqualTo("sudoku: " + comments + ": no puzzles in the input\n");
    }

    @Test
    void a_batch_input_with_a_line_that_is_not_a_puzzle_gets_its_report_and_no_note() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "12345\n");

        CommandRun run = CommandRun.of(
                "batch", "solve", bad.toString(), dir.resolve("out.jsonl").toString(), "--no-progress");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(Files.readAllLines(dir.resolve("out.jsonl"))).hasSize(1);
        assertThat(run.err()).isEmpty();
    }
}
