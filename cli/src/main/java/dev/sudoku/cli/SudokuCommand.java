package dev.sudoku.cli;

import picocli.CommandLine.Command;

/** The top-level {@code sudoku} command; the work is done by its subcommands. */
@Command(
        name = "sudoku",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Solves, explains, rates, generates and prints Sudoku puzzles of every box shape.",
        subcommands = {
            SolveCommand.class,
            ExplainCommand.class,
            HintCommand.class,
            RateCommand.class,
            GenerateCommand.class,
            PrintCommand.class,
            BenchCommand.class
        })
final class SudokuCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(
                spec.commandLine(), "name a command, for example: sudoku solve");
    }
}
