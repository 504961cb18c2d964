package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * {@code count} stopped on a real terminal ({@code script} gives it a pseudo-terminal, as a person's shell
 * does): the progress bar is erased before the line that says the count was stopped, so the two do not run
 * together.
 */
@Isolated("it stops a count part-way, on a signal timed against its progress bar")
class CountInterruptedTerminalTest {
    @Test
    void ctrl_c_erases_the_bar_before_saying_the_count_was_interrupted(@TempDir Path dir) {
        // With both compilers: the count's set-up before its bar took 8 s, on the quick compiler alone 14 s.
        Shell shell = new Shell(dir, "");
        // The essentially different 9x9 grids take minutes: Ctrl-C once the bar is drawn (up to 60 s).
        shell.file(
                "stopped.sh",
                "set -m; ./sudoku count --box 3x3 --essentially-different --threads 1 & pid=$!;"
                        + " for i in $(seq 600); do grep -q classes terminal.txt && break; sleep 0.1; done;"
                        + " kill -INT $pid; wait $pid; echo \"exit $?\"\n");

        Shell.Result run = shell.run("script -qfec 'bash stopped.sh' /dev/null > terminal.txt; cat terminal.txt");

        String terminal = run.out();
        assertThat(terminal)
                .as(run.err())
                .contains("exit 130")
                .contains("\rcount 3x3 ")
                .contains(" classes");
        // The set-up (8-14 s) has a line of its own before the bar is drawn over it.
        assertThat(terminal.indexOf("\rcount 3x3: setting up"))
                .as(terminal)
                .isNotNegative()
                .isLessThan(terminal.indexOf(" classes"));
        String said = "sudoku count: interrupted: no output was written";
        int at = terminal.indexOf(said);
        assertThat(at).as(terminal).isPositive();
        // What came just before the line is the bar's line erased (spaces, then a carriage return).
        assertThat(terminal.substring(0, at)).matches("(?s).* +\r");
    }
}
