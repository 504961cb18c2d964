package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchRateTest {
    // The SE rating spec's worked examples A and C, each once with its rating and once with a wrong one.
    private static final List<String> LINES = List.of(
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 4.2/1.2/1.2 0.17s",
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 2.0/2.0/2.0 0.05s",
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 1.0/1.0/1.0 0.17s",
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 1.0/1.0/1.0 0.05s");

    @Test
    void rating_table_cuts_each_file_at_the_limit(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("ref.txt"), LINES);
        CommandRun run =
                CommandRun.of("bench", "--rate", "--limit", "2", "--warmup", "0", "--runs", "1", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.tableRows())
                .extracting(row -> row.subList(0, 4))
                .as("dataset, puzzles, rated, same ER/EP/ED")
                .containsExactly(List.of("ref.txt", "2", "2", "2 of 2"));
    }

    @Test
    void a_sample_is_drawn_from_the_whole_file_whatever_the_limit(@TempDir Path dir) throws Exception {
        Path file = Files.write(dir.resolve("ref.txt"), LINES);
        CommandRun run = CommandRun.of(
                "bench", "--rate", "--sample", "3", "--limit", "1", "--warmup", "0", "--runs", "1", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.tableRows())
                .extracting(row -> row.subList(0, 3))
                .as("--limit 1 does not cut the sample")
                .containsExactly(List.of("ref.txt", "3", "3"));
    }

    @Test
    void a_negative_sample_is_a_usage_error() {
        CommandRun run = CommandRun.of("bench", "--rate", "--sample", "-1");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--sample not negative");
    }

    @Test
    void a_file_that_cannot_be_read_is_a_usage_error(@TempDir Path dir) {
        CommandRun run =
                CommandRun.of("bench", "--rate", dir.resolve("absent.txt").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("cannot read '").contains("absent.txt': no such file");
    }

    @Test
    void a_file_that_fails_while_read_says_why_in_the_words_every_file_gets() {
        // Linux lists the file as readable but refuses to read it from its start.
        CommandRun run = CommandRun.of("bench", "/proc/self/mem");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("sudoku: cannot read '/proc/self/mem': read error (Input/output error)\n");
    }

    @Test
    void a_binary_file_is_a_usage_error_in_words_not_a_decoding_exception(@TempDir Path dir) throws Exception {
        Path binary = Files.write(dir.resolve("data.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, '\n'});
        CommandRun rate = CommandRun.of("bench", "--rate", binary.toString());
        CommandRun solve = CommandRun.of("bench", binary.toString());

        assertThat(rate.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(rate.err())
                .contains("data.bin' is not a file of rated puzzles: ")
                .doesNotContain("Exception");
        assertThat(solve.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(solve.err()).contains("data.bin' holds no puzzle to time").doesNotContain("Exception");
    }
}
