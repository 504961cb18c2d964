package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.cli.CommandTree;
import java.util.List;
import picocli.CommandLine;

/**
 * The option parsing of every command on the real command tree: any argument list either parses or ends
 * in picocli's {@link CommandLine.ParameterException} with a message, which the command line turns into a
 * usage error (exit 2). Any other exception would escape as a stack trace. Commands are not run: parsing
 * is what every command shares, and it stays valid however the commands' work changes.
 */
class CommandLineFuzzTest {
    /**
     * One tree for every input: picocli resets every option to its initial value before each parse, and
     * building the tree costs far more than parsing. A failure is confirmed on a fresh tree, so a finding
     * never depends on what an earlier input left behind.
     */
    private static final CommandLine TREE = CommandTree.commandLine();

    @FuzzTest(maxDuration = "5s")
    void any_command_line_parses_or_fails_with_a_usage_message(FuzzedDataProvider data) {
        String[] args = CommandLineArgs.from(data, TREE).toArray(String[]::new);
        try {
            parse(TREE, args);
        } catch (RuntimeException e) {
            parse(CommandTree.commandLine(), args);
            throw new AssertionError("fails only after earlier parses: " + List.of(args), e);
        }
    }

    private static void parse(CommandLine tree, String[] args) {
        try {
            tree.parseArgs(args);
        } catch (CommandLine.ParameterException e) {
            assertThat(e.getMessage()).as("message for %s", List.of(args)).isNotBlank();
        }
    }
}
