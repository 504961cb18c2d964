package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --pattern -} and {@code --regions -} read standard input, as {@code -} does for every input: the
 * commands that take them read no puzzles there, so a pipeline can make the pattern or the map.
 */
class OptionFromStandardInputTest {
    @TempDir
    Path dir;

    /** A 9x9 pattern of 30 clues: any character but {@code . 0 _ -} is a clue. */
    private static final String PATTERN =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void generate_takes_its_clue_pattern_from_a_pipe() {
        Shell.Result run = new Shell(dir)
                .run("printf '# the clue cells\\n" + PATTERN
                        + "\\n' | ./sudoku generate --pattern - --seed 1 --count 1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        String puzzle = run.lines().get(0);
        assertThat(puzzle).hasSize(81);
        for (int cell = 0; cell < 81; cell++) {
            assertThat(puzzle.charAt(cell) == '.')
                    .as("r%dc%d is a clue exactly where the pattern has one", cell / 9 + 1, cell % 9 + 1)
                    .isEqualTo(PATTERN.charAt(cell) == '.');
        }
    }

    @Test
    void count_takes_its_region_map_from_a_pipe() {
        Shell.Result run = new Shell(dir)
                .run("printf 'AAAABB\\nAADBBB\\nCDDDDB\\nCCCDFF\\nCCEEEF\\nEEEFFF\\n'"
                        + " | ./sudoku count --regions - --format json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("\"regions\":\"AAAABBAADBBBCDDDDBCCCDFFCCEEEFEEEFFF\"", "\"grids\":\"260640\"");
    }

    @Test
    void a_closed_standard_input_is_a_usage_error_naming_the_option() {
        Shell shell = new Shell(dir);

        Shell.Result count = shell.run("./sudoku count --regions - <&-");
        Shell.Result generate = shell.run("./sudoku generate --pattern - <&-");

        assertThat(count.exitCode()).isEqualTo(2);
        assertThat(count.err()).startsWith("sudoku: --regions -: standard input is closed");
        assertThat(generate.exitCode()).isEqualTo(2);
        assertThat(generate.err()).startsWith("sudoku: --pattern -: standard input is closed");
    }
}
