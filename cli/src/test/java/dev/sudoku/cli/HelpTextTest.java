package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.cli.io.Streams;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The help a person reads: whole sentences, every command listed, help for each command by name. */
class HelpTextTest {
    private static List<CommandSpec> commands() {
        List<CommandSpec> specs = new ArrayList<>();
        CommandLine top = CommandTree.commandLine();
        specs.add(top.getCommandSpec());
        top.getSubcommands().values().forEach(sub -> specs.add(sub.getCommandSpec()));
        return specs;
    }

    @Test
    void every_description_of_every_command_and_option_is_whole_sentences() {
        for (CommandSpec spec : commands()) {
            for (String line : spec.usageMessage().description()) {
                assertThat(line.replace("%n", "")).as(spec.name()).matches("(?s)[A-Z].*[.)]");
            }
            for (OptionSpec option : spec.options()) {
                for (String line : option.description()) {
                    assertThat(line)
                            .as(spec.name() + " " + option.longestName())
                            .matches("(?s).*[.)]");
                }
            }
        }
    }

    /**
     * A help that sends the reader to an option the command does not have ({@code bank fill} borrowing
     * {@code generate}'s words about {@code --variant}) is a usage error waiting to happen.
     */
    @Test
    void every_option_a_commands_help_names_is_one_that_command_takes() {
        List<CommandLine> all = new ArrayList<>();
        List<CommandLine> todo = new ArrayList<>(List.of(CommandTree.commandLine()));
        while (!todo.isEmpty()) {
            CommandLine command = todo.remove(todo.size() - 1);
            all.add(command);
            todo.addAll(command.getSubcommands().values());
        }
        Pattern mention = Pattern.compile("(?<![\\w-])--[a-z][a-z-]*[a-z]");
        for (CommandLine command : all) {
            CommandSpec spec = command.getCommandSpec();
            Set<String> taken = new HashSet<>();
            // The command's own words: its description and its options' (the list of subcommands is theirs).
            List<String> words = new ArrayList<>(List.of(spec.usageMessage().description()));
            for (OptionSpec option : spec.options()) {
                taken.addAll(List.of(option.names()));
                if (option.negatable()) {
                    // --warm-up is also taken as --no-warm-up.
                    for (String name : option.names()) {
                        taken.add(spec.negatableOptionTransformer().makeNegative(name, spec));
                    }
                }
                words.addAll(List.of(option.description()));
            }
            // A group of commands may speak of its members' options (bank's --db).
            command.getSubcommands()
                    .values()
                    .forEach(sub -> sub.getCommandSpec().options().forEach(o -> taken.addAll(List.of(o.names()))));
            Matcher named = mention.matcher(String.join(" ", words));
            while (named.find()) {
                assertThat(taken)
                        .as("%s --help names %s", spec.qualifiedName(), named.group())
                        .contains(named.group());
            }
        }
    }

    @Test
    void sudoku_alone_lists_every_command_with_its_whole_summary_and_is_a_usage_error() {
        CommandRun run = CommandRun.of();

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        for (CommandLine sub : CommandTree.commandLine().getSubcommands().values()) {
            String summary =
                    sub.getCommandSpec().usageMessage().description()[0].replace("%n", "");
            if (sub.getCommandName().equals("help")) {
                summary = summary.isBlank() ? "" : "Display help information about the specified command.";
            }
            assertThat(run.err()).contains(sub.getCommandName());
            assertThat(run.err().replaceAll("\\s+", " ")).contains(summary.replaceAll("\\s+", " "));
        }
    }

    @Test
    void every_command_prints_the_version_its_help_offers() {
        for (String name : CommandTree.commandLine().getSubcommands().keySet()) {
            if (name.equals("help")) {
                continue;
            }
            CommandRun run = CommandRun.of(name, "--version");

            assertThat(run.exitCode()).as(name).isZero();
            assertThat(run.out()).as(name).startsWith("sudoku ");
        }
        CommandRun nested = CommandRun.of("bank", "fill", "-V");
        assertThat(nested.out()).startsWith("sudoku ");
    }

    @Test
    void help_with_a_command_name_prints_that_commands_options() {
        CommandRun run = CommandRun.of("help", "solve");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .contains("Usage: sudoku solve")
                .contains("--logic-only")
                .contains("--time-limit");
    }

    @Test
    void a_command_line_naming_a_command_gets_that_command_alone_with_the_same_help() {
        CommandLine full = CommandTree.commandLine();
        for (String name : full.getSubcommands().keySet()) {
            if (name.equals("help")) {
                continue;
            }
            CommandLine alone = CommandTree.commandLine(
                    Streams.of(InputStream.nullInputStream(), OutputStream.nullOutputStream()), name, "--x");

            assertThat(alone.getSubcommands()).as(name).containsOnlyKeys(name);
            assertThat(alone.getSubcommands().get(name).getUsageMessage())
                    .as(name)
                    .isEqualTo(full.getSubcommands().get(name).getUsageMessage());
        }
    }

    @Test
    void a_misspelt_command_is_a_usage_error_that_suggests_the_command_meant() {
        CommandRun run = CommandRun.of("solv", "x");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("solve");
    }
}
