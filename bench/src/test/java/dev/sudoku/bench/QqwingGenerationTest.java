package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class QqwingGenerationTest {
    /** Writes as many copies of one puzzle as it is asked for ($2 of "--generate N --one-line"), as QQWing writes puzzles. */
    private static final String WRITES_N_PUZZLES = "i=0; while [ $i -lt \"$2\" ]; do"
            + " echo '...7...8..9...31....68.5.7..2.6...49...2...5...8.4...7...9...3.37......61.5..4...';"
            + " i=$((i+1)); done";

    @Test
    void a_run_is_timed_by_the_cpu_its_process_used_not_by_the_wall_clock() throws Exception {
        QqwingGeneration sleeping =
                new QqwingGeneration(List.of("sh", "-c", "sleep 0.4; " + WRITES_N_PUZZLES, "qqwing"));
        QqwingGeneration busy = new QqwingGeneration(List.of(
                "sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; " + WRITES_N_PUZZLES, "qqwing"));

        double sleepingMillis = sleeping.fastestMillisPerPuzzle(4, 1);
        double busyMillis = busy.fastestMillisPerPuzzle(4, 2);

        assertThat(sleepingMillis)
                .as("0.4 s asleep over 4 puzzles is 100 ms a puzzle by the wall clock")
                .isLessThan(50);
        assertThat(busyMillis)
                .as("a count to 200,000 in the shell takes tens of ms of CPU")
                .isGreaterThan(sleepingMillis);
    }

    @Test
    void a_line_that_is_not_a_puzzle_is_refused_naming_it() {
        QqwingGeneration echo = new QqwingGeneration(List.of("echo"));

        assertThatThrownBy(() -> echo.fastestMillisPerPuzzle(3, 1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not a puzzle")
                .hasMessageContaining("'--generate 3 --one-line'");
    }

    @Test
    void fewer_puzzles_than_asked_or_a_failing_program_are_refused() {
        QqwingGeneration one =
                new QqwingGeneration(List.of("sh", "-c", WRITES_N_PUZZLES.replace("\"$2\"", "1"), "qqwing"));
        QqwingGeneration failing = new QqwingGeneration(List.of("false"));

        assertThatThrownBy(() -> one.fastestMillisPerPuzzle(3, 1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageEndingWith("made 1 puzzles, not 3");
        assertThatThrownBy(() -> failing.fastestMillisPerPuzzle(3, 1))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("exit code 1");
    }

    @Test
    void a_program_that_is_not_installed_cannot_be_started() {
        QqwingGeneration absent = new QqwingGeneration(List.of("no-such-qqwing-program"));

        assertThatThrownBy(() -> absent.fastestMillisPerPuzzle(3, 1))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("no-such-qqwing-program");
    }

    /** The Debian package CI installs (as for the differential test of the solvers): its output passes the checks. */
    @Test
    @Tag("corpus")
    void the_installed_qqwing_makes_the_puzzles_asked_for() throws Exception {
        double millis = QqwingGeneration.INSTALLED.fastestMillisPerPuzzle(20, 1);

        assertThat(millis).isGreaterThan(0).isLessThan(1_000);
    }
}
