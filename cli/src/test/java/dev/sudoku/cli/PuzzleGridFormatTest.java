package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code rate} and {@code validate} with {@code --format grid}: per entry, the header naming it, the line
 * format's words for a success (rate), and the puzzle as a boxed grid that reads back as the puzzle given.
 */
class PuzzleGridFormatTest {
    private static final String NINE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SIX = "1...6.6..45.4............2...4.1.3..";
    /** A 4 twice in row 1. */
    private static final String TWICE =
            "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @ParameterizedTest
    @ValueSource(strings = {"rate", "validate"})
    void each_entry_is_a_header_and_its_puzzle_boxed(String command) {
        CommandRun run = CommandRun.of(command, "--format", "grid", NINE, SIX, TWICE);
        List<String> blocks = List.of(run.out().split("\n\n"));

        assertThat(blocks).hasSize(3);
        List<String> puzzles = List.of(NINE, SIX, TWICE);
        String success = command.equals("rate") ? "RATED" : "VALID";
        for (int i = 0; i < 3; i++) {
            String[] lines = blocks.get(i).split("\n");
            assertThat(lines[0]).startsWith("# argument " + (i + 1) + ", line 1: ");
            boolean valid = i < 2;
            assertThat(lines[0]).contains(valid ? success : "INVALID: digit 4 appears twice in row 1");
            int gridFrom = valid && command.equals("rate") ? 2 : 1;
            if (gridFrom == 2) {
                assertThat(lines[1]).matches("\\d+\\.\\d/\\d+\\.\\d/\\d+\\.\\d \\d+ \\w+ .+");
            }
            String boxed = String.join("\n", List.of(lines).subList(gridFrom, lines.length));
            Grid given = PuzzleReader.parse(puzzles.get(i));
            assertThat(boxed).contains("|");
            assertThat(PuzzleReader.parse(boxed)).isEqualTo(given);
        }
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "0", "-1"})
    void validate_refuses_a_time_limit_every_other_command_refuses(String limit) {
        CommandRun run = CommandRun.of("validate", "--time-limit", limit, NINE);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--time-limit must be a positive number of seconds up to 1000000 or 'none'");
        assertThat(run.out()).isEmpty();
    }
}
