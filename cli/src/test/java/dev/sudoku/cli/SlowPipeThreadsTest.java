package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A pipe written a line at a time ({@code tail -f puzzles.txt | sudoku solve --threads 2}), as a real
 * process: on any thread count, each output comes out as soon as it and those before it are done, not when
 * the read-ahead window fills or the input ends, and in input order.
 */
@Isolated("it times when each answer leaves a run fed a line at a time")
class SlowPipeThreadsTest {
    @TempDir
    Path dir;

    /** SE rating spec, worked example 9.1. */
    private static final String FIRST =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";
    /** SE rating spec, worked example 9.3. */
    private static final String SECOND =
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.";

    @ParameterizedTest
    @ValueSource(
            strings = {"solve --threads 2", "solve --threads 1", "rate --threads 2", "explain --threads 3 --format json"
            })
    void each_output_comes_out_before_the_next_entry_is_written(String command) {
        Shell shell = new Shell(dir);

        // The feeder writes an entry, waits (up to 60 s) for its output, then writes the next; it notes each
        // output seen before the input went on. A run that waited for more input gives nothing until the end.
        String waitFor = "for i in $(seq 600); do [ \"$(wc -l < out.txt)\" -ge N ] && break; sleep 0.1; done;"
                + " [ \"$(wc -l < out.txt)\" -ge N ] && echo 'output N before the input went on' >> seen.txt;";
        Shell.Result run = shell.run(": > out.txt; { printf '" + FIRST + "\\n'; " + waitFor.replace("N", "1")
                + " printf '" + SECOND + "\\n'; " + waitFor.replace("N", "2") + " printf '" + FIRST + "\\n'; }"
                + " | ./sudoku " + command + " --no-progress > out.txt; echo $?; cat seen.txt; cat out.txt");

        assertThat(run.lines().subList(0, 3))
                .as(run.err())
                .containsExactly("0", "output 1 before the input went on", "output 2 before the input went on");
        // In input order: the first and third entries give the same output, the second another.
        assertThat(run.lines()).hasSize(6);
        assertThat(run.lines().get(3)).isNotEqualTo(run.lines().get(4));
        assertThat(withoutPlace(run.lines().get(5)))
                .isEqualTo(withoutPlace(run.lines().get(3)));
    }

    /** An output without what differs between two runs of one puzzle: its time and its line. */
    private static String withoutPlace(String output) {
        return output.replaceAll("\"(micros|line)\":[0-9]+", "");
    }
}
