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
            description = "The bank: a SQLite file, or a JDBC URL such as jdbc:postgresql://host/db. Default:"
                    + " $SUDOKU_DB, else bank.db in the user's data directory (made on first use).")
    String db;

    /** Opens the bank, migrating an older one; a bank that cannot be opened is a BankException. */
    Bank open() {
        return Bank.open(BankLocation.resolve(Optional.ofNullable(db), System.getenv()));
    }
}
