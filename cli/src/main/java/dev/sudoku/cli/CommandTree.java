package dev.sudoku.cli;

import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.Streams;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Optional;
import picocli.CommandLine;

/**
 * The command line as picocli reads it: the tree of commands, their shared settings (converters, messages,
 * version) and the run of a parsed command. {@link Main} takes every command line here but the one {@link
 * QuickSolve} runs; {@code Main} itself names no picocli type, so that a run which does not parse loads none.
 */
public final class CommandTree {
    private CommandTree() {}

    /** Runs a command line with its output on {@code out} and returns its exit code. */
    static int run(Streams streams, PrintWriter out, String... args) {
        CommandLine cli = commandLine(streams, args);
        cli.setOut(out);
        return execute(cli, args);
    }

    /** Executes and flushes, turning a failed write into its message and exit code 1. */
    public static int execute(CommandLine cli, String... args) {
        SudokuCommand top = cli.getCommand();
        try {
            int code = cli.execute(args);
            if (top.outputFailure().isEmpty()) {
                cli.getOut().flush();
            }
            return top.outputFailure().isEmpty()
                    ? code
                    : CommandFailures.failedWrite(
                            cli.getErr(), top.outputFailure().get());
        } catch (OutputFailedException e) {
            return CommandFailures.failedWrite(cli.getErr(), e);
        }
    }

    /** The configured command tree with an empty standard input (for parsing and tests). */
    public static CommandLine commandLine() {
        return commandLine(Streams.of(InputStream.nullInputStream(), OutputStream.nullOutputStream()));
    }

    /**
     * The configured command tree for running {@code args}, reading standard input from {@code streams};
     * output goes to getOut(). When the first argument names a command, the tree holds that command
     * alone (what runs is the same); otherwise (no argument, an option, help, a misspelt name) every
     * command, for the lists and suggestions the help prints.
     */
    public static CommandLine commandLine(Streams streams, String... args) {
        CommandLine cli = new CommandLine(new SudokuCommand(streams));
        // Subcommands first: the settings below reach the subcommands already added.
        Class<?> named = args.length == 0 ? null : subcommandNamed(args[0]);
        if (named != null && named != CommandLine.HelpCommand.class) {
            cli.addSubcommand(named);
        } else {
            SudokuCommand.SUBCOMMANDS.forEach(cli::addSubcommand);
        }
        versionEverywhere(cli);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setUsageHelpAutoWidth(true);
        plainConversionErrors(cli);
        // Help and version text are printed by picocli itself, outside the commands, so a failed write of them
        // (--help > /dev/full) never reaches the handler below: caught here, it ends the run in the same one
        // line as any failed write, not in picocli's stack trace.
        CommandLine.IExecutionStrategy runLast = new CommandLine.RunLast();
        cli.setExecutionStrategy(parseResult -> {
            try {
                return runLast.execute(parseResult);
            } catch (OutputFailedException failed) {
                ((SudokuCommand) cli.getCommand()).outputFailed(failed);
                return ExitCodes.FAILURE;
            }
        });
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            if (ex instanceof OutputFailedException failed) {
                // Reported once the command has ended: the output buffer cannot be flushed any more.
                ((SudokuCommand) commandLine.getCommandSpec().root().userObject()).outputFailed(failed);
                return ExitCodes.FAILURE;
            }
            return CommandFailures.failure(ex, commandLine.getErr());
        });
        return cli;
    }

    /**
     * A value an option cannot take is refused in one line naming the option, like every other refusal
     * ({@code sudoku: --count: 'abc' is not a whole number}, {@code sudoku: --format must be line, grid or
     * json, not 'csv'}, exit 2), not picocli's sentence and the whole usage text; other parse errors keep
     * picocli's handling.
     */
    private static void plainConversionErrors(CommandLine cli) {
        CommandLine.ITypeConverter<Long> whole = text -> {
            try {
                return Long.valueOf(text.strip());
            } catch (NumberFormatException e) {
                throw new CommandLine.TypeConversionException("'" + text + "' is not a whole number");
            }
        };
        cli.registerConverter(Long.class, whole).registerConverter(Long.TYPE, whole);
        CommandLine.ITypeConverter<Integer> small = text -> {
            long value = whole.convert(text);
            if (value != (int) value) {
                throw new CommandLine.TypeConversionException("'" + text + "' is too large");
            }
            return (int) value;
        };
        cli.registerConverter(Integer.class, small).registerConverter(Integer.TYPE, small);
        CommandLine.ITypeConverter<Double> number = text -> {
            try {
                return Double.valueOf(text.strip());
            } catch (NumberFormatException e) {
                throw new CommandLine.TypeConversionException("'" + text + "' is not a number");
            }
        };
        cli.registerConverter(Double.class, number).registerConverter(Double.TYPE, number);
        CommandLine.IParameterExceptionHandler picocli = cli.getParameterExceptionHandler();
        Choices.forEnumOptions(cli);
        cli.setParameterExceptionHandler((ex, args) -> {
            // The converter's own reason, not picocli's sentence around it (which, for a list option, also
            // names the value's index and label).
            if (ex.getArgSpec() instanceof CommandLine.Model.OptionSpec option
                    && ex.getCause() instanceof CommandLine.TypeConversionException reason) {
                String between = reason instanceof Choices.Refused ? " " : ": ";
                ex.getCommandLine().getErr().println("sudoku: " + option.longestName() + between + reason.getMessage());
                return ExitCodes.USAGE;
            }
            Optional<String> line = UsageErrorLine.of(ex);
            if (line.isPresent()) {
                ex.getCommandLine().getErr().println("sudoku: " + line.get());
                return ExitCodes.USAGE;
            }
            return picocli.handleParseException(ex, args);
        });
    }

    /** Every command's {@code --version} prints the program's version, as its help says it does. */
    private static void versionEverywhere(CommandLine command) {
        for (CommandLine sub : command.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(new VersionProvider());
            versionEverywhere(sub);
        }
    }

    private static Class<?> subcommandNamed(String name) {
        for (Class<?> command : SudokuCommand.SUBCOMMANDS) {
            if (command.getAnnotation(CommandLine.Command.class).name().equals(name)) {
                return command;
            }
        }
        return null;
    }
}
