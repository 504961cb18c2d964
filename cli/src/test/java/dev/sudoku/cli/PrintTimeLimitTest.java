package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * {@code print --time-limit}: a puzzle whose rating runs out of time is left out with TIMEOUT, as {@code
 * rate} reports it, and the booklet holds the rest; the limit takes what the other commands take.
 */
@Isolated("it runs a rating out of its --time-limit")
class PrintTimeLimitTest {
    /** SE rating spec, worked example 9.1: 4.2/1.2/1.2, an XY-Wing. */
    private static final String EASY =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";
    /** Arto Inkala's "world's hardest sudoku" (2012): nested forcing chains, seconds to rate here. */
    private static final String NESTED =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    @TempDir
    Path dir;

    @Test
    void a_puzzle_not_rated_in_time_is_left_out_with_timeout_and_the_rest_is_printed() throws Exception {
        Path puzzles = Files.writeString(dir.resolve("two.txt"), EASY + "\n" + NESTED + "\n");
        Path pdf = dir.resolve("book.pdf");
        long start = System.nanoTime();

        CommandRun run = CommandRun.of("print", puzzles.toString(), "--time-limit", "0.2", "-o", pdf.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err().strip())
                .isEqualTo("sudoku: " + puzzles + ", line 2: TIMEOUT: the rating did not finish within 0.2 s"
                        + " (a longer --time-limit, or the level given in the input, prints it); left out");
        assertThat(run.out().strip()).isEqualTo(pdf + ": 1 puzzle, 2 pages; 1 left out");
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(30);
    }

    @Test
    void a_level_given_in_the_input_needs_no_rating_and_is_printed_whatever_the_limit() throws Exception {
        Path puzzles = Files.writeString(
                dir.resolve("given.jsonl"), "{\"puzzle\":\"" + NESTED + "\",\"level\":\"Extreme\"}\n");
        Path pdf = dir.resolve("given.pdf");

        CommandRun run = CommandRun.of("print", puzzles.toString(), "--time-limit", "0.2", "-o", pdf.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(pdf).isRegularFile();
    }

    @Test
    void the_limit_takes_the_bounds_of_the_other_commands_and_none() throws Exception {
        Path puzzles = Files.writeString(dir.resolve("one.txt"), EASY + "\n");
        String pdf = dir.resolve("x.pdf").toString();

        for (String refused : new String[] {"0", "-1", "1000001", "soon"}) {
            CommandRun run = CommandRun.of("print", puzzles.toString(), "--time-limit", refused, "-o", pdf);
            assertThat(run.exitCode()).as(refused).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err())
                    .as(refused)
                    .isEqualTo("sudoku: --time-limit must be a positive number of seconds up to 1000000 or 'none',"
                            + " not '" + refused + "'" + System.lineSeparator());
            assertThat(Path.of(pdf)).doesNotExist();
        }
        assertThat(CommandRun.of("print", puzzles.toString(), "--time-limit", "none", "--no-progress", "-o", pdf)
                        .exitCode())
                .isZero();
        assertThat(CommandRun.of("print", puzzles.toString(), "--time-limit", "1000000", "-o", pdf)
                        .exitCode())
                .isZero();
    }

    @Test
    void the_limit_is_refused_with_variants_which_are_not_rated() throws Exception {
        Path puzzles = Files.writeString(dir.resolve("x.txt"), EASY + "\n");

        CommandRun run = CommandRun.of(
                "print",
                "--variant",
                "x",
                puzzles.toString(),
                "--time-limit",
                "5",
                "-o",
                dir.resolve("v.pdf").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--time-limit does not apply with --variant");
    }
}
