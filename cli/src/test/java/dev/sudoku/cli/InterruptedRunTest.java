package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A long run stopped by Ctrl-C (SIGINT), as a real process: the output it leaves holds whole entries only, in
 * order, and standard error says in one line how far it goes, so a researcher knows where to start again.
 */
@Isolated("it stops a long run part-way, on a signal timed against its output")
class InterruptedRunTest {
    private static final List<String> CLASSIC = List.of(
            "3..16..9.479..2.............6.3.....1.......77..9.18.364..9.........872...2.....5",
            "...8.1.5.2...6.71...4.936.87.....1.9.2.98.........64.2.47..8..15...7....38.......",
            "2...1..8...3....2.....29..68.....47...2.7.5.9..5..18......3714.6.....2.3..154..9.");

    /** An X-Sudoku with one solution (the README's example). */
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    @ParameterizedTest
    @ValueSource(strings = {"solve --threads 1", "solve --variant x"})
    void a_solve_stopped_by_ctrl_c_leaves_whole_solutions_and_says_how_far_they_go(String command, @TempDir Path dir)
            throws Exception {
        Shell shell = new Shell(dir);
        // Far more than the run gets through before it is stopped, on any machine: 300,000 classic puzzles (some
        // 20 microseconds each), 6,000 X-Sudokus (some 3 ms each, and read whole before the first is solved).
        boolean variant = command.contains("--variant");
        List<String> puzzles = variant ? List.of(X) : CLASSIC;
        shell.file("big.txt", (String.join("\n", puzzles) + "\n").repeat((variant ? 6_000 : 300_000) / puzzles.size()));
        // Job control (set -m) so the background run keeps Ctrl-C's signal, as a run in a terminal does. Stopped
        // once its output is past a 64 KiB buffer, so an output cut at the buffer's end would show.
        // An output file not opened yet counts as empty: the loop may look before the job's redirection does, and
        // a Ctrl-C sent then ended the job before it made the file.
        Shell.Result result = shell.run("set -m; ./sudoku " + command + " --no-progress big.txt"
                + " > out.txt 2> err.txt & pid=$!;"
                + " while kill -0 $pid 2>/dev/null && [ \"$(stat -c %s out.txt 2>/dev/null || echo 0)\" -lt 100000 ]; do sleep 0.05; done;"
                + " kill -INT $pid; wait $pid; echo $?");

        String out = Files.readString(dir.resolve("out.txt"));
        List<String> lines = out.lines().toList();
        assertThat(result.out().strip())
                .as("exit code; standard error: %s", result.err())
                .isEqualTo("130");
        assertThat(lines.size()).isBetween(100_000 / 82, (variant ? 6_000 : 300_000) - 1);
        String end = out.substring(Math.max(0, out.length() - 100));
        assertThat(out.endsWith("\n"))
                .as("the output ends with a whole line: ...%s", end)
                .isTrue();
        assertThat(lines.stream()
                        .filter(line -> line.length() != 81 || !line.chars().allMatch(Character::isDigit)))
                .as("lines that are not a whole solution")
                .isEmpty();
        assertThat(Files.readString(dir.resolve("err.txt")))
                .isEqualTo("sudoku solve: interrupted: the output holds the first "
                        + String.format(Locale.ROOT, "%,d", lines.size()) + " entries whole, up to big.txt, line "
                        + lines.size() + "\n");
    }
}
