package dev.sudoku.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code sudoku bank}: the puzzle bank; the work is done by its subcommands. */
@Command(
        name = "bank",
        mixinStandardHelpOptions = true,
        description = {
            "The puzzle bank: rated puzzles kept in a database, each once whatever its relabelling, rotation,"
                    + " reflection or row, column, band and stack order.",
            "By default a SQLite file in the user's data directory, made on first use; --db or SUDOKU_DB names"
                    + " another file or a PostgreSQL JDBC URL (user and password from SUDOKU_DB_USER and"
                    + " SUDOKU_DB_PASSWORD)."
        },
        subcommands = {
            BankImportCommand.class,
            BankExportCommand.class,
            BankStatsCommand.class,
            BankFillCommand.class,
            BankRandomCommand.class,
            BankDailyCommand.class,
            BankFindCommand.class
        })
final class BankCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Read by the command that follows ({@link BankOption}), where its own {@code --db} is not given. */
    @CommandLine.Option(
            names = BankOption.NAME,
            paramLabel = BankOption.LABEL,
            description = "The bank, for the command that follows (its own --db, after its name, wins).")
    String db;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(
                spec.commandLine(), "name a bank command, for example: sudoku bank import puzzles.txt");
    }
}
