package dev.sudoku.cli;

import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import java.util.Optional;
import picocli.CommandLine.Option;

/** {@code --db}: which bank a bank command opens. */
final class BankOption {
    @Option(
            names = "--db",
            paramLabel = "PATH|URL",
            description = "The bank: a SQLite file (its directory must exist), or a JDBC URL such as"
                    + " jdbc:postgresql://host/db. Default: $SUDOKU_DB, else bank.db in the user's data directory"
                    + " (made on first use).")
    String db;

    /** Opens the bank to read and write, migrating an older one; a bank that cannot be opened is a BankException. */
    Bank open() {
        return Bank.open(location());
    }

    /** Opens the bank for a command that only reads it: read-only where it can be, so a read-only bank works. */
    Bank openForReading() {
        return Bank.openForReading(location());
    }

    /**
     * Where the bank is; a value that cannot name one (a URL that is not a JDBC URL, a file in a directory
     * that does not exist) is a usage error, not a new empty bank somewhere unexpected.
     */
    private BankLocation location() {
        BankLocation location;
        try {
            location = BankLocation.resolve(Optional.ofNullable(db), System.getenv());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--db: " + e.getMessage());
        }
        Bank.unusable(location).ifPresent(reason -> {
            throw new UsageException("--db: " + reason);
        });
        return location;
    }
}
