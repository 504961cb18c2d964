package dev.sudoku.cli;

import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code --db}: which bank a bank command opens. It may also stand before the command's name ({@code sudoku
 * bank --db b.db import ...}), as {@code bank}'s own option, where the command's own one is not given.
 */
final class BankOption {
    static final String NAME = "--db";
    static final String LABEL = "PATH|URL";

    @Option(
            names = NAME,
            paramLabel = LABEL,
            description = "The bank: a SQLite file (its directory must exist), or a JDBC URL such as"
                    + " jdbc:postgresql://host/db. Default: $SUDOKU_DB, else bank.db in the user's data directory"
                    + " (made on first use).")
    String db;

    /** The command this option belongs to, whose parent ({@code bank}) may hold the value instead. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** Opens the bank to read and write, migrating an older one; a bank that cannot be opened is a BankException. */
    Bank open() {
        return Bank.open(location());
    }

    /** Opens the bank for a command that only reads it: read-only where it can be, so a read-only bank works. */
    Bank openForReading() {
        return Bank.openForReading(location());
    }

    /** The command's own {@code --db}, else the one given before its name, if any. */
    private Optional<String> given() {
        if (db != null || command == null || command.parent() == null) {
            return Optional.ofNullable(db);
        }
        OptionSpec before = command.parent().findOption(NAME);
        return before == null ? Optional.empty() : Optional.ofNullable(before.getValue());
    }

    /**
     * Where the bank is; a value that cannot name one (a URL that is not a JDBC URL, a file in a directory
     * that does not exist) is a usage error, not a new empty bank somewhere unexpected.
     */
    private BankLocation location() {
        BankLocation location;
        try {
            location = BankLocation.resolve(given(), System.getenv());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--db: " + e.getMessage());
        }
        Bank.unusable(location).ifPresent(reason -> {
            throw new UsageException("--db: " + reason);
        });
        return location;
    }
}
