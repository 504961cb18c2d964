package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sudoku batch} takes OUT as its last word or with {@code -o/--output}, as {@code print} does. */
class BatchOutputOptionTest {
    private static final List<String> INPUT = List.of(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    @Test
    void output_given_with_o_before_the_job_writes_what_the_positional_out_writes(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path positional = dir.resolve("positional.jsonl");
        Path option = dir.resolve("option.jsonl");
        Path longOption = dir.resolve("long.jsonl");

        CommandRun byWord = CommandRun.of("batch", "solve", in.toString(), positional.toString(), "--no-progress");
        CommandRun byOption = CommandRun.of("batch", "-o", option.toString(), "solve", in.toString(), "--no-progress");
        CommandRun byLong = CommandRun.of("batch", "rate", in.toString(), "--output=" + longOption, "--no-progress");

        assertThat(byWord.exitCode()).isEqualTo(byOption.exitCode()).isZero();
        assertThat(byOption.err()).isEmpty();
        assertThat(Files.readAllLines(option))
                .hasSize(2)
                .allMatch(line -> line.contains("\"status\":\"SOLVED\""))
                .isEqualTo(Files.readAllLines(positional));
        assertThat(byLong.exitCode()).isZero();
        assertThat(Files.readAllLines(longOption)).hasSize(2).allMatch(line -> line.contains("\"status\":\"RATED\""));
    }

    @Test
    void generate_takes_its_out_with_o_and_a_dash_is_standard_output() {
        CommandRun run = CommandRun.of("batch", "generate", "-o", "-", "--count", "2", "--seed", "3", "--no-progress");

        assertThat(run.exitCode()).isZero();
        assertThat(new String(run.binary(), java.nio.charset.StandardCharsets.UTF_8).lines())
                .hasSize(2)
                .allMatch(line -> line.contains("\"status\":\"GENERATED\""));
    }

    @Test
    void out_named_both_as_a_word_and_with_o_is_refused_naming_both(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun run = CommandRun.of("batch", "solve", in.toString(), "a.jsonl", "-o", "b.jsonl");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("sudoku: OUT is named twice, as -o b.jsonl and as a.jsonl: give one\n");
    }

    @Test
    void a_missing_out_names_both_ways_of_giving_it(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun solve = CommandRun.of("batch", "solve", in.toString());
        CommandRun generate = CommandRun.of("batch", "generate");

        assertThat(solve.exitCode()).isEqualTo(generate.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(solve.err()).isEqualTo("sudoku: solve takes IN and OUT, or IN -o OUT\n");
        assertThat(generate.err())
                .isEqualTo("sudoku: generate takes OUT only, or -o OUT (and --count, --seed, --level)\n");
    }
}
