package dev.sudoku.cli.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The progress bar's rate reads as a number a person writes: 0.5, 3, 24, 1,250, never .5 or 1250.0. */
class RateFormatTest {
    /** Below 10 one decimal and its leading zero; from 10 a whole number grouped by thousands. */
    @ParameterizedTest
    @CsvSource({"0.4, 0.4", "0.0, 0", "2.5, 2.5", "3.0, 3", "9.94, 9.9", "9.96, 10", "24.4, 24", "1250.0, '1,250'"})
    void a_rate_is_written_with_one_decimal_below_ten_and_none_from_ten(double rate, String written) {
        assertThat(new RateFormat().format(rate)).isEqualTo(written);
    }

    @Test
    void the_bar_shows_a_slow_rate_with_its_leading_zero() throws Exception {
        ByteArrayOutputStream terminal = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(terminal, true, StandardCharsets.UTF_8);
        // Wide enough for the whole line: the library cuts the rest off a narrow one.
        Progress progress = Progress.start("rate", -1, " entries", new TerminalLine(stream, 120, 0));
        progress.step();
        // One entry in two whole seconds (the library counts whole seconds): 0.5 entries/s.
        for (int i = 0; i < 100 && !terminal.toString(StandardCharsets.UTF_8).contains("0.5 entries/s"); i++) {
            Thread.sleep(50);
        }
        progress.close();

        assertThat(terminal.toString(StandardCharsets.UTF_8))
                .contains("0.5 entries/s")
                .doesNotContain(" .5 entries/s");
    }
}
