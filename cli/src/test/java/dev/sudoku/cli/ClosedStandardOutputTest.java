package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Commands run as real processes with standard output closed ({@code >&-}): those whose output is a file
 * write it and succeed; those whose output is standard output say it is closed and exit 1.
 */
class ClosedStandardOutputTest {
    private static final String PUZZLE =
            "3..16..9.479..2.............6.3.....1.......77..9.18.364..9.........872...2.....5";

    @TempDir
    static Path dir;

    private static Shell shell;

    @BeforeAll
    static void files() {
        shell = new Shell(dir);
        shell.file("in.txt", PUZZLE + "\n");
    }

    @Test
    void batch_solve_into_a_file_runs_with_standard_output_closed() throws Exception {
        Shell.Result result = shell.run("./sudoku batch solve in.txt out.jsonl >&-");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(Files.readString(dir.resolve("out.jsonl"))).contains("\"status\":\"SOLVED\"");
    }

    @Test
    void print_into_a_file_runs_with_standard_output_closed_and_says_its_summary_on_standard_error() throws Exception {
        Shell.Result result = shell.run("./sudoku print in.txt -o booklet.pdf >&-");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(result.err()).contains("booklet.pdf: 1 puzzle, 2 pages");
        assertThat(Files.readString(dir.resolve("booklet.pdf"), java.nio.charset.StandardCharsets.ISO_8859_1))
                .startsWith("%PDF");
    }

    @Test
    void generate_into_a_file_runs_with_standard_output_closed() throws Exception {
        Shell.Result result = shell.run("./sudoku generate -o made.txt --count 1 --seed 2 >&-");

        assertThat(result.exitCode()).as(result.err()).isZero();
        assertThat(Files.readString(dir.resolve("made.txt"))).hasLineCount(1);
    }

    @Test
    void solve_to_a_closed_standard_output_says_so_and_exits_1() {
        Shell.Result result = shell.run("./sudoku solve in.txt >&-");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(result.err())
                .contains("sudoku: cannot write to standard output: it was closed when the command started");
    }

    @Test
    void batch_solve_to_a_closed_standard_output_says_so_and_exits_1() {
        Shell.Result result = shell.run("./sudoku batch solve in.txt - >&-");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(result.err()).contains("cannot write to standard output: it was closed");
    }
}
