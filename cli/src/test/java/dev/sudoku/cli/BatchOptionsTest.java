package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Options of {@code sudoku batch} out of range or for the other engine: usage errors that say why. */
class BatchOptionsTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void a_time_limit_over_a_million_seconds_is_refused_alike_by_every_job(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), List.of(PUZZLE));
        String out = dir.resolve("o.jsonl").toString();

        for (List<String> job : List.of(
                List.of("solve", in.toString(), out),
                List.of("rate", in.toString(), out),
                List.of("stats", in.toString(), out),
                List.of("generate", out))) {
            String[] args = Stream.concat(
                            Stream.of("batch"), Stream.concat(job.stream(), Stream.of("--time-limit", "2000000")))
                    .toArray(String[]::new);
            CommandRun run = CommandRun.of(args);
            assertThat(run.exitCode()).as(job.get(0)).isEqualTo(ExitCodes.USAGE);
            // In the words every command refuses it in (rate's here).
            assertThat(run.err())
                    .as(job.get(0))
                    .isEqualTo("sudoku: --time-limit must be a positive number of seconds up to 1000000 or"
                            + " 'none', not '2000000'\n")
                    .isEqualTo(CommandRun.of("rate", "--time-limit", "2000000").err());
        }
        assertThat(dir.resolve("o.jsonl")).doesNotExist();
    }

    @Test
    void an_option_of_the_other_engine_is_refused_naming_its_engine(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), List.of(PUZZLE));
        String out = dir.resolve("o.jsonl").toString();

        CommandRun threads = CommandRun.of("batch", "solve", in.toString(), out, "--engine", "spark", "--threads", "2");
        CommandRun master = CommandRun.of("batch", "solve", in.toString(), out, "--master", "local[2]");

        assertThat(threads.exitCode()).isEqualTo(master.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(threads.err()).startsWith("sudoku: --threads applies to --engine local only");
        assertThat(master.err()).isEqualTo("sudoku: --master applies to --engine spark only\n");
        assertThat(dir.resolve("o.jsonl")).doesNotExist();
    }

    @Test
    void a_band_no_puzzle_rates_in_is_refused_before_any_work_as_generate_refuses_it(@TempDir Path dir) {
        String out = dir.resolve("o.jsonl").toString();
        CommandRun generate = CommandRun.of("generate", "--rating", "15..20", "--count", "1");

        for (String engine : List.of("local", "spark")) {
            CommandRun batch =
                    CommandRun.of("batch", "generate", out, "--level", "15..20", "--count", "1", "--engine", engine);

            assertThat(batch.exitCode())
                    .as(engine)
                    .isEqualTo(generate.exitCode())
                    .isEqualTo(ExitCodes.USAGE);
            // The same sentence, naming the option each command takes the band with.
            assertThat(batch.err()).as(engine).isEqualTo(generate.err().replace("--rating", "--level"));
            assertThat(batch.err()).doesNotContain("internal error", "Exception", "--level:");
        }
        assertThat(dir.resolve("o.jsonl")).doesNotExist();
    }
}
