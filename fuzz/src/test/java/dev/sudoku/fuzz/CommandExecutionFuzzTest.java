package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.cli.CommandTree;
import dev.sudoku.cli.io.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * The commands that work through puzzles, run with any options on a small puzzle and fuzzed standard
 * input: each run ends with exit code 0, 1 or 2, never with an internal error, and a usage error (2) says
 * what is wrong. The checks a command makes after parsing (a template's fields, a time limit, an option
 * outside its mode) are reached here, which parsing alone does not. A 4x4 puzzle keeps every run short
 * whatever the options; generate, print and bench, whose work the options size, are left to their tests.
 */
class CommandExecutionFuzzTest {
    private static final List<String> COMMANDS = List.of("solve", "explain", "hint", "rate");
    private static final String PUZZLE = "1......2....31..";

    @FuzzTest(maxDuration = "5s")
    void any_options_of_a_puzzle_command_end_in_a_result_or_a_usage_message(FuzzedDataProvider data) {
        CommandLine tree = CommandTree.commandLine();
        String command = data.pickValue(COMMANDS);
        List<String> args = new ArrayList<>();
        args.add(command);
        List<String> options = CommandLineArgs.options(
                data,
                tree.getSubcommands().get(command),
                List.copyOf(tree.getSubcommands().keySet()));
        args.addAll(options);
        args.add(data.consumeBoolean() ? PUZZLE : "-");
        byte[] stdin = data.consumeRemainingAsBytes();

        CommandLine run =
                CommandTree.commandLine(Streams.of(new ByteArrayInputStream(stdin), new ByteArrayOutputStream()));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        run.setOut(new PrintWriter(out));
        run.setErr(new PrintWriter(err));
        int code = CommandTree.execute(run, args.toArray(String[]::new));
        run.getErr().flush();

        String seen = args + " with " + new String(stdin, StandardCharsets.UTF_8) + "\n" + err;
        assertThat(code).as(seen).isIn(0, 1, 2);
        assertThat(err.toString()).as(seen).doesNotContain("internal error").doesNotContain("Exception");
        if (code == 2) {
            assertThat(err.toString()).as(seen).isNotBlank();
        }
    }
}
