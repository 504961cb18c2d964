package dev.sudoku.cli.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The bar and a run's last words on one terminal: the bar's line and the command's error share standard
 * error, here one stream, so the order of what reaches it is what a person sees.
 */
class ProgressTest {
    private static final int WIDTH = 60;
    private static final String ERASED = "\r" + " ".repeat(WIDTH) + "\r";

    private final ByteArrayOutputStream terminal = new ByteArrayOutputStream();
    private final PrintStream barStream = new PrintStream(terminal, true, StandardCharsets.UTF_8);
    private final PrintWriter err = new PrintWriter(barStream, true);

    private String shown() {
        return terminal.toString(StandardCharsets.UTF_8);
    }

    @Test
    void the_last_error_of_a_run_is_the_last_thing_written_and_the_bar_is_not_drawn_after_it() throws Exception {
        Progress progress = Progress.start("generate", 5, " puzzles", new TerminalLine(barStream, WIDTH, 0));
        progress.step();
        waitUntilDrawn();
        int before = shown().length();

        progress.endWith(err, "sudoku: generated 1 of 5 puzzles; puzzle 2 not found within 2 s");
        // The library refreshes every half second: a draw it still had in hand would come now.
        Thread.sleep(700);
        progress.close();

        String after = shown().substring(before);
        assertThat(after)
                .isEqualTo(ERASED + "sudoku: generated 1 of 5 puzzles; puzzle 2 not found within 2 s"
                        + System.lineSeparator());
    }

    @Test
    void closing_erases_the_line_without_drawing_it_once_more_and_a_second_close_writes_nothing() throws Exception {
        Progress progress = Progress.start("import", -1, " entries", new TerminalLine(barStream, WIDTH, 0));
        progress.step();
        waitUntilDrawn();
        int before = shown().length();

        progress.close();
        String closing = shown().substring(before);
        progress.close();

        assertThat(closing).isEqualTo(ERASED);
        assertThat(shown().substring(before)).isEqualTo(ERASED);
    }

    @Test
    void a_bar_that_is_off_still_writes_the_last_words() {
        Progress off = Progress.start("generate", 5, false, " puzzles");

        off.endWith(err, "sudoku: stored 0 of 5 puzzles");

        assertThat(shown()).isEqualTo("sudoku: stored 0 of 5 puzzles" + System.lineSeparator());
    }

    private void waitUntilDrawn() throws InterruptedException {
        for (int i = 0; i < 100 && !shown().contains("generate") && !shown().contains("import"); i++) {
            Thread.sleep(20);
        }
        assertThat(shown()).as("the bar was drawn").contains("\r");
    }
}
