package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The messages the README quotes for bad input are the ones the commands print: each case feeds the
 * command an input that makes the message, and the README's quote must be in both.
 */
class ReadmeMessagesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String EMPTY = ".".repeat(81);

    static Stream<Arguments> quotes() {
        return Stream.of(
                Arguments.of(
                        "solve", "short\n", "line 1: 'short' is not a puzzle: 5 characters, and 's' is not a cell"),
                Arguments.of(
                        "solve",
                        "{\"puzzle\": 5}\n",
                        "line 1, field puzzle: must be a string of cells, not a number (5)"),
                Arguments.of(
                        "solve",
                        "1.3.\n",
                        "line 1: 4 cells: too few for a puzzle (the smallest, 4x4, has 16) and not the first row"
                                + " of a 4x4 grid, as the input ends at line 1"),
                Arguments.of(
                        "solve",
                        "#\n#\n4.....8.5.3.....q....7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n",
                        "INVALID: line 3, column 17: 'q' is not a digit or a blank for a 9x9 grid (digits 1-9)"),
                Arguments.of(
                        "solve",
                        "53  7\n6  195\n 98    6\n8   6   3\n4  8 3  1\n7   2   6\n 6    28\n   419  5\n",
                        "line 1: 8 rows with spaces as blanks (lines 1 to 8), but a 9x9 grid has 9"),
                Arguments.of(
                        "solve --variant consecutive",
                        EMPTY + "\nrrr.b.rdr.r.rr\n",
                        "line 2: the bars: a line of 14 cells, where the 9x9 givens need 81 on one line or 9 rows of 9"),
                Arguments.of(
                        "solve --variant jigsaw",
                        "#\n#\n......\n2.3.1.\n......\n.4...6\n...3..\n.....5\n",
                        "needs the region map after its givens (the input ends after line 8)"),
                Arguments.of(
                        "solve --variant samurai",
                        at(60, '7') + "\n" + EMPTY + "\n" + at(0, '4') + "\n" + EMPTY + "\n" + EMPTY + "\n",
                        "the centre grid and the top-left grid disagree on their shared box at r7c7: 4 and 7"),
                Arguments.of(
                        "solve --variant x",
                        at(0, '5').substring(0, 80) + "5\n",
                        "digit 5 appears twice in main diagonal: r1c1 and r9c9"),
                Arguments.of(
                        "solve --variant killer",
                        "1234............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=9\n",
                        "line 3, column 29: cage H has 2 cells: its sum must be 3 to 7, not 9"),
                Arguments.of(
                        "solve --variant consecutive",
                        "1...............\nrrrr............\n",
                        "r1c4 is in the last column: it has no cell to its right to bar"),
                Arguments.of(
                        "solve --variant killer",
                        "11..............\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n",
                        "digit 1 appears twice in cage A: r1c1 and r1c2"),
                Arguments.of(
                        "solve --variant killer",
                        "12..............\nAABBCDDBCEFFGEHH\nA=4 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n",
                        "cage A adds up to 3, not its sum 4"),
                Arguments.of(
                        "solve --variant consecutive",
                        "1...2...........\n................\n",
                        "r1c1 and r2c1 hold 1 and 2 with no bar between them"),
                Arguments.of(
                        "solve --variant oddeven",
                        at(30, '3') + "\n" + at(30, 'e') + "\n",
                        "r4c4 holds 3 but is marked even"));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("quotes")
    void the_readme_quotes_the_message_the_command_prints(String command, String input, String quote) throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md")).replaceAll("\\s*\\n\\s*", " ");

        CommandRun run = CommandRun.withInput(input, command.split(" "));

        assertThat(run.out()).as("what %s prints", command).contains(quote);
        assertThat(readme).as("the README").contains(quote);
    }

    /** An empty 9x9 line with {@code c} at {@code index}. */
    private static String at(int index, char c) {
        return EMPTY.substring(0, index) + c + EMPTY.substring(index + 1);
    }
}
