package dev.sudoku.cli;

import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.Streams;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/** The top-level {@code sudoku} command; the work is done by its subcommands. */
@Command(
        name = "sudoku",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Solves, explains, rates, generates and prints Sudoku puzzles of every box shape.",
        footer = {"", "Run 'sudoku help COMMAND' or 'sudoku COMMAND --help' for a command's options."})
final class SudokuCommand implements Runnable {
    /**
     * The subcommands, in the order the help lists them. {@link CommandTree#commandLine(Streams, String...)} adds
     * them, only the one named when a command line names one: picocli reads every option of every command
     * it is given, which took most of the start-up of a one-puzzle {@code sudoku solve}.
     */
    static final List<Class<?>> SUBCOMMANDS = List.of(
            SolveCommand.class,
            ExplainCommand.class,
            HintCommand.class,
            RateCommand.class,
            GenerateCommand.class,
            ValidateCommand.class,
            PrintCommand.class,
            ImportCommand.class,
            ServeCommand.class,
            BankCommand.class,
            BatchCommand.class,
            BenchCommand.class,
            CountCommand.class,
            HelpCommand.class);

    private final Streams streams;
    private OutputFailedException outputFailure;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    SudokuCommand(Streams streams) {
        this.streams = streams;
    }

    /** Standard input and what the streams are connected to, for the subcommands. */
    Streams streams() {
        return streams;
    }

    /** Remembers that writing the output failed, so the run ends with that message and nothing more. */
    void outputFailed(OutputFailedException failure) {
        this.outputFailure = failure;
    }

    Optional<OutputFailedException> outputFailure() {
        return Optional.ofNullable(outputFailure);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name a command, for example: sudoku solve");
    }
}
