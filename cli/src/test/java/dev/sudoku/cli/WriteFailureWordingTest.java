package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A file named to be written that cannot be, as real processes report it: in the shape of a file that
 * cannot be read ({@code cannot read 'X': it is a directory}), with the same reason where the two share one,
 * and the exit code of a usage error, since it is found before any work.
 */
class WriteFailureWordingTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /** A shell in {@code dir} with a puzzle file, {@code in.txt}, and an empty directory, {@code somedir}. */
    private static Shell shell(Path dir) throws IOException {
        Shell shell = new Shell(dir);
        shell.file("in.txt", PUZZLE + "\n");
        Files.createDirectory(dir.resolve("somedir"));
        return shell;
    }

    @Test
    void a_directory_as_output_is_worded_as_a_directory_as_input_is(@TempDir Path dir) throws IOException {
        Shell shell = shell(dir);
        Shell.Result read = shell.run("./sudoku solve somedir");
        String readReason = read.out().strip().substring("INVALID: cannot read 'somedir': ".length());

        Shell.Result batch = shell.run("./sudoku batch solve in.txt somedir --no-progress");
        Shell.Result generate = shell.run("./sudoku generate --count 1 -o somedir");
        Shell.Result print = shell.run("./sudoku print in.txt -o somedir");

        assertThat(read.out()).isEqualTo("INVALID: cannot read 'somedir': it is a directory\n");
        assertThat(batch.err()).isEqualTo("sudoku: cannot write 'somedir': " + readReason + "\n");
        assertThat(generate.err()).isEqualTo(batch.err());
        assertThat(print.err()).isEqualTo("sudoku: --output: cannot write 'somedir': " + readReason + "\n");
        assertThat(batch.exitCode())
                .isEqualTo(generate.exitCode())
                .isEqualTo(print.exitCode())
                .isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void an_output_in_a_missing_folder_says_there_is_no_such_folder(@TempDir Path dir) throws IOException {
        Shell shell = shell(dir);
        Shell.Result batch = shell.run("./sudoku batch generate missing/out.jsonl --count 1 --no-progress");
        Shell.Result generate = shell.run("./sudoku generate --count 1 -o missing/g.txt");
        Shell.Result print = shell.run("./sudoku print in.txt -o missing/p.pdf");

        assertThat(batch.err()).isEqualTo("sudoku: cannot write 'missing/out.jsonl': no such folder\n");
        assertThat(generate.err()).isEqualTo("sudoku: cannot write 'missing/g.txt': no such folder\n");
        assertThat(print.err()).isEqualTo("sudoku: --output: cannot write 'missing/p.pdf': no such folder\n");
        assertThat(batch.exitCode())
                .isEqualTo(generate.exitCode())
                .isEqualTo(print.exitCode())
                .isEqualTo(ExitCodes.USAGE);
        assertThat(dir.resolve("missing")).doesNotExist();
    }

    @Test
    void a_write_that_fails_says_the_systems_reason_lower_cased_and_exits_1(@TempDir Path dir) throws IOException {
        Shell shell = shell(dir);
        Shell.Result batch = shell.run("./sudoku batch solve in.txt /dev/full --no-progress");
        Shell.Result generate = shell.run("./sudoku generate --count 1 -o /dev/full");

        assertThat(batch.err()).isEqualTo("sudoku: cannot write '/dev/full': no space left on device\n");
        assertThat(generate.err()).isEqualTo(batch.err());
        assertThat(batch.exitCode()).isEqualTo(generate.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }
}
