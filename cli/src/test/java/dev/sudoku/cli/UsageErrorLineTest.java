package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * An option a command does not have, an option written without its value and a required one left out are
 * refused in one line, as every other usage error is, with exit code 2: never picocli's sentence followed by
 * the whole usage text.
 */
class UsageErrorLineTest {
    @Test
    void every_command_refuses_an_option_it_does_not_have_in_one_line_naming_the_command_and_the_option() {
        List<List<String>> commands = new ArrayList<>();
        walk(CommandTree.commandLine(), List.of(), commands);

        assertThat(commands).as("commands found").hasSizeGreaterThan(12);
        // Those with a required option or argument too: the unknown option, likelier a typo of the required
        // one than a second mistake, is named before what is missing.
        assertThat(commands)
                .as("commands with a required option or argument")
                .anyMatch(path -> !at(path).getCommandSpec().requiredArgs().isEmpty());
        for (List<String> path : commands) {
            List<String> args = new ArrayList<>(path);
            args.add("--qqq");
            CommandRun run = CommandRun.of(args.toArray(String[]::new));
            String sub = String.join(" ", path);
            String expected = path.isEmpty()
                    ? "sudoku: no option --qqq; sudoku --help lists its commands\n"
                    : "sudoku: " + sub + " has no option --qqq; sudoku " + sub + " --help lists its options\n";
            assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).as(String.join(" ", args)).isEqualTo(expected);
        }
    }

    @Test
    void a_misspelt_option_is_refused_with_the_options_it_is_near() {
        CommandRun format = CommandRun.of("solve", "--formt=json");
        CommandRun level = CommandRun.of("generate", "--levle", "easy");

        assertThat(format.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(format.err()).isEqualTo("sudoku: solve has no option --formt; did you mean --format?\n");
        assertThat(level.err())
                .isEqualTo("sudoku: generate has no option --levle; did you mean --level or --levels?\n");
    }

    @Test
    void a_misspelt_required_option_is_named_as_the_typo_not_as_the_option_left_out() {
        CommandRun print = CommandRun.of("print", "--outpt=book.pdf");

        assertThat(print.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(print.err()).isEqualTo("sudoku: print has no option --outpt; did you mean --output?\n");
    }

    @Test
    void every_option_written_last_without_its_value_is_refused_in_one_line_naming_it() {
        List<List<String>> commands = new ArrayList<>();
        walk(CommandTree.commandLine(), List.of(), commands);
        int checked = 0;
        for (List<String> path : commands) {
            CommandLine command = at(path);
            for (OptionSpec option : command.getCommandSpec().options()) {
                if (option.hidden() || option.arity().min() == 0) {
                    continue;
                }
                List<String> args = new ArrayList<>(path);
                args.add(option.longestName());
                CommandRun run = CommandRun.of(args.toArray(String[]::new));
                assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
                assertThat(run.err())
                        .as(String.join(" ", args))
                        .isEqualTo(
                                "sudoku: " + option.longestName() + " needs a value (" + option.paramLabel() + ")\n");
                checked++;
            }
        }
        assertThat(checked).as("options with a value").isGreaterThan(100);
    }

    @Test
    void a_required_option_or_argument_left_out_is_named_in_one_line() {
        CommandRun random = CommandRun.of("bank", "random");
        CommandRun batch = CommandRun.of("batch");

        assertThat(random.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(random.err())
                .isEqualTo("sudoku: bank random needs --level=<level>; sudoku bank random --help lists what it"
                        + " takes\n");
        assertThat(batch.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(batch.err()).isEqualTo("sudoku: batch needs JOB; sudoku batch --help lists what it takes\n");
    }

    /** Collects the path of every command of the tree, the top one (empty) included. */
    private static void walk(CommandLine command, List<String> path, List<List<String>> found) {
        if (command.getCommandSpec().userObject() instanceof CommandLine.HelpCommand) {
            return;
        }
        found.add(path);
        command.getSubcommands().forEach((name, sub) -> {
            List<String> deeper = new ArrayList<>(path);
            deeper.add(name);
            walk(sub, deeper, found);
        });
    }

    private static CommandLine at(List<String> path) {
        CommandLine command = CommandTree.commandLine();
        for (String name : path) {
            command = command.getSubcommands().get(name);
        }
        return command;
    }
}
