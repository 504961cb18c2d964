package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sudoku batch JOB IN -} as a real process: its standard output fails and goes away the way every
 * other command's does, named as standard output, and quietly when the reader left.
 */
class BatchStandardOutputTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void a_full_disk_as_out_dash_is_named_standard_output(@TempDir Path dir) throws Exception {
        Shell shell = new Shell(dir);
        shell.file("in.txt", (PUZZLE + "\n").repeat(3));

        Shell.Result result = shell.run("./sudoku batch solve in.txt - --no-progress > /dev/full");

        assertThat(result.err().strip()).isEqualTo("sudoku: cannot write to standard output: no space left on device");
        assertThat(result.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void a_reader_that_goes_away_ends_the_run_without_a_message(@TempDir Path dir) throws Exception {
        Shell shell = new Shell(dir);
        // Far more than a pipe's buffer holds, so the writes go on after head has left.
        shell.file("in.txt", (PUZZLE + "\n").repeat(20_000));

        Shell.Result result = shell.run("./sudoku batch solve in.txt - --no-progress | head -1");

        assertThat(result.out()).startsWith("{\"file\":\"in.txt\",\"line\":1,\"status\":\"SOLVED\"");
        assertThat(result.err()).isEmpty();
    }
}
