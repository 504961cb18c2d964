package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * A puzzle typed (or pasted) at a terminal: {@code script} gives the command a pseudo-terminal as its
 * standard input and error, as a person's shell does, and the puzzle arrives seconds after the start, as a
 * person's does.
 */
@Isolated("it types a puzzle at a terminal seconds after the run starts")
class TypedInputTest {
    @TempDir
    Path dir;

    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void no_progress_line_is_drawn_over_what_a_person_types() {
        Shell shell = new Shell(dir);

        // The puzzle comes after 2.5 s, well past the second after which a run draws its progress line;
        // Ctrl-D (0x04) at the start of a line ends the input.
        Shell.Result run = shell.run("(sleep 2.5; printf '" + PUZZLE + "\\n'; sleep 1; printf '\\x04'; sleep 1;"
                + " printf '\\x04') | script -qfec './sudoku solve' /dev/null");

        assertThat(run.out()).as(run.err()).contains("sudoku: reading puzzles from the terminal; end with Ctrl-D");
        assertThat(run.out())
                .contains("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
                .doesNotContain("entries");
    }
}
