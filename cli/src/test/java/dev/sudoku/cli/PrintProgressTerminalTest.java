package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * {@code print} on a real terminal: {@code script} gives the command a pseudo-terminal, as a person's
 * shell does, so the progress bar is drawn, and the test reads what the terminal received.
 */
@Isolated("it reads the progress bar a run draws on a terminal while it works")
class PrintProgressTerminalTest {
    /**
     * Three of the hardest known puzzles (from the forum's list of the hardest): each one's rating needs
     * nested forcing chains for seconds, past a one-second time limit, so the bar has time to be drawn.
     */
    private static final String HARDEST = String.join(
            "\n",
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
            "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2");

    @Test
    void the_bar_is_drawn_on_a_terminal_and_every_message_and_the_final_error_come_after_it_is_erased(
            @TempDir Path dir) {
        Shell shell = new Shell(dir);
        shell.file("hard.txt", HARDEST + "\n");

        Shell.Result run = shell.run(
                "script -qfec './sudoku print hard.txt -o hard.pdf --time-limit 1' /dev/null; echo \"exit $?\"");

        String terminal = run.out();
        assertThat(terminal).as(run.err()).containsPattern("exit [01]\n");
        assertThat(terminal).contains("\rprint ").contains(" puzzles");
        String last = lastWords(terminal.replace("\r\n", "\n").split("[\r\n]"));
        // The run's last words, whether the booklet was written or every puzzle timed out, are not the bar.
        assertThat(last)
                .matches("hard\\.pdf: \\d puzzles?, \\d pages?(; \\d left out)?"
                        + "|sudoku: no puzzle to print \\(every entry was left out\\); hard\\.pdf was not written");
        int messages = 0;
        for (int at = terminal.indexOf("sudoku: hard.txt, line ");
                at >= 0;
                at = terminal.indexOf("sudoku: hard.txt, line ", at + 1)) {
            // What came just before a message is the bar's line erased (spaces, then a carriage return).
            assertThat(terminal.substring(0, at)).matches("(?s).* +\r");
            messages++;
        }
        assertThat(messages).as("a message for each puzzle left out").isEqualTo(countLeftOut(last));
    }

    /** How many puzzles the last words say were left out. */
    private static int countLeftOut(String last) {
        if (last.startsWith("sudoku: no puzzle")) {
            return 3;
        }
        int semicolon = last.indexOf("; ");
        return semicolon < 0 ? 0 : Integer.parseInt(last.substring(semicolon + 2, semicolon + 3));
    }

    /** The last segment with words, before the shell's own "exit" line. */
    private static String lastWords(String[] segments) {
        String last = "";
        for (String segment : segments) {
            if (!segment.isBlank() && !segment.startsWith("exit ")) {
                last = segment;
            }
        }
        return last;
    }
}
