package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Variant runs as a researcher's pipeline meets them, as real processes: each entry is worked on as soon as
 * it is read (a pipe fed slowly gets each output before it sends the next entry), a long input is never
 * held whole, and {@code --threads} keeps the output in input order.
 */
@Isolated("it times when each answer leaves a run fed slowly through a pipe")
class VariantStreamingTest {
    @TempDir
    Path dir;

    /** An X-Sudoku with one solution (the README's example). */
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    private static final String X_SOLUTION =
            "247893561135647298689125437576412983418379625392568714753286149961734852824951376";

    /** A jigsaw entry on two lines, its givens then its region map ({@code generate --variant jigsaw --size 6}). */
    private static final String JIGSAW = "....5..........3...1....3..4..5.46.3\nAAAAABABBBBBCCCDDDCECDFFEECDDFEEEFFF";

    @ParameterizedTest
    @ValueSource(strings = {"rate --variant x", "explain --variant x --format json", "hint --variant x"})
    void a_pipe_fed_slowly_gets_each_output_before_it_sends_the_next_entry(String command) {
        Shell shell = new Shell(dir);

        // The feeder waits (up to 60 s) for the first output before it sends the second entry and ends the
        // input: a run that read its whole input first would give nothing until then.
        Shell.Result run = shell.run("{ printf '" + X + "\\n';"
                + " for i in $(seq 600); do [ -s out.txt ] && break; sleep 0.1; done;"
                + " [ -s out.txt ] && echo 'output before the input ended' > seen.txt;"
                + " printf '" + X + "\\n'; } | ./sudoku " + command + " --threads 1 --no-progress > out.txt;"
                + " echo $?; cat seen.txt; cat out.txt");

        assertThat(run.lines().get(0)).as(run.err()).isEqualTo("0");
        assertThat(run.lines().get(1)).isEqualTo("output before the input ended");
    }

    @Test
    void a_long_variant_file_runs_in_a_small_heap() {
        // 64 MB of input (a puzzle, a million comment lines, a puzzle), in a 32 MB heap: held whole it fills
        // the heap many times over.
        String padding = "# a comment line that pads the file out to a size that no small heap holds whole\n";
        Shell shell = new Shell(dir, "-Xmx32m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        shell.file("big.txt", X + "\n" + padding.repeat(1_000_000) + X + "\n");

        Shell.Result run = shell.run("./sudoku solve --variant x --no-progress big.txt; echo $?");

        assertThat(run.lines()).as(run.err()).containsExactly(X_SOLUTION, X_SOLUTION, "0");
    }

    @Test
    void several_threads_keep_the_input_order_and_give_what_one_thread_gives() {
        Shell shell = new Shell(dir);
        StringBuilder input = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            // Blank lines between entries: a line that is no puzzle would otherwise be read as the next row.
            input.append(X).append("\n\n").append(i % 4 == 0 ? "not a puzzle\n\n" : "");
        }
        shell.file("x.txt", input.toString());
        shell.file("jigsaw.txt", (JIGSAW + "\n\n").repeat(5));

        String solve = "./sudoku solve --variant x --format json x.txt --threads ";
        String rate = "./sudoku rate --variant jigsaw jigsaw.txt --threads ";
        Shell.Result one = shell.run(solve + "1; " + rate + "1");
        Shell.Result three = shell.run(solve + "3; echo $?; " + rate + "3; echo $?");

        // The time each entry took aside, which no two runs share.
        List<String> lines = withoutTimes(three);
        assertThat(lines).as(three.err()).hasSize(15 + 5 + 2);
        // Three of the X lines are not puzzles (exit code 1); every jigsaw is rated (exit code 0).
        assertThat(lines.get(15)).isEqualTo("1");
        assertThat(lines.get(21)).isEqualTo("0");
        assertThat(lines.stream().filter(line -> !line.equals("0") && !line.equals("1")))
                .containsExactlyElementsOf(withoutTimes(one));
        assertThat(lines.get(1)).contains("\"line\":3", "\"status\":\"INVALID\"");
        assertThat(lines.get(2)).contains("\"line\":5", "\"status\":\"SOLVED\"");
        assertThat(lines.get(16)).contains("Easy");
    }

    private static List<String> withoutTimes(Shell.Result run) {
        return run.lines().stream()
                .map(line -> line.replaceAll("\"micros\":[0-9]+", "\"micros\":0"))
                .toList();
    }
}
