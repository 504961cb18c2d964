package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WholeFileRunTest {
    /** A command that succeeds when the file it is given exists, after a pause long enough to time. */
    private static final WholeFileRun PAUSE_THEN_TEST =
            new WholeFileRun(List.of("sh", "-c", "sleep 0.05; test -f \"$0\""));

    @Test
    void the_whole_process_is_timed_with_the_file_as_its_last_argument(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("puzzles.txt"), "x");

        double seconds = PAUSE_THEN_TEST.medianSeconds(file, 0, 3);

        assertThat(seconds).isGreaterThanOrEqualTo(0.05).isLessThan(30);
    }

    @Test
    void a_run_that_fails_is_an_error_naming_the_command_and_its_exit_code(@TempDir Path dir) {
        Path absent = dir.resolve("absent.txt");

        assertThatThrownBy(() -> PAUSE_THEN_TEST.medianSeconds(absent, 0, 1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("absent.txt")
                .hasMessageContaining("exit code 1");
    }
}
