package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** In every command's line format an INVALID entry's reason names its line, whatever made it invalid. */
class InvalidLinesTest {
    private static final String INPUT = "# a comment, then a unique puzzle, a repeated given and a short line\n"
            + "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
            + "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"
            + "12345\n";

    @ParameterizedTest
    @ValueSource(strings = {"solve", "rate", "hint", "validate"})
    void each_invalid_entry_names_its_line(String command) {
        CommandRun run = CommandRun.withInput(INPUT, command);

        assertThat(run.out().lines().toList())
                .hasSize(3)
                .satisfies(lines -> assertThat(lines.get(0)).doesNotStartWith("INVALID"))
                .satisfies(lines ->
                        assertThat(lines.get(1)).startsWith("INVALID: line 3: ").contains("r1c1", "r1c2"))
                .satisfies(lines -> assertThat(lines.get(2)).startsWith("INVALID: line 4: "));
    }
}
