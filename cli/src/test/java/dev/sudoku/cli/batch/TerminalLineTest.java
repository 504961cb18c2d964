package dev.sudoku.cli.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TerminalLineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String drawn() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void a_quick_run_draws_nothing() {
        TerminalLine line = new TerminalLine(err, 20);
        line.accept("explain 3 entries");
        line.close();
        assertThat(drawn()).isEmpty();
    }

    @Test
    void a_long_run_draws_its_line_over_itself_and_erases_it_around_each_result() {
        TerminalLine line = new TerminalLine(err, 20, 0);
        line.accept("explain 3 entries");
        assertThat(drawn()).isEqualTo("\rexplain 3 entries   \r");
        bytes.reset();
        line.hide();
        assertThat(drawn()).isEqualTo("\r" + " ".repeat(20) + "\r");
        bytes.reset();
        line.accept("explain 4 entries");
        assertThat(drawn())
                .as("nothing is drawn while a result is being written")
                .isEmpty();
        line.show();
        assertThat(drawn()).isEqualTo("\rexplain 4 entries   \r");
        bytes.reset();
        line.close();
        assertThat(drawn()).isEqualTo("\r" + " ".repeat(20) + "\r");
    }
}
