package dev.sudoku.store;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import javax.sql.DataSource;

/**
 * An open puzzle bank: a connection pool on a migrated database. Open it once per process and share it: the
 * repository is thread-safe, and every method takes its own connection from the pool.
 *
 * <pre>{@code
 * try (Bank bank = Bank.open(BankLocation.resolve(Optional.empty()))) {
 *     bank.puzzles().random(9, "hard", new SplittableRandom(seed));
 * }
 * }</pre>
 */
public final class Bank implements AutoCloseable {
    private final BankLocation location;
    private final HikariDataSource dataSource;
    private final PuzzleRepository puzzles;

    private Bank(BankLocation location, HikariDataSource dataSource, Clock clock) {
        this.location = location;
        this.dataSource = dataSource;
        this.puzzles = new PuzzleRepository(dataSource, clock, location.describe());
    }

    /** Opens a bank, stamping new puzzles with the system clock; see {@link #open(BankLocation, Clock)}. */
    public static Bank open(BankLocation location) {
        return open(location, Clock.systemUTC());
    }

    /**
     * Opens a bank: creates the SQLite file's directories, connects, and migrates an empty or older schema.
     *
     * @param clock stamps the {@code addedAt} of new puzzles (fixed in tests)
     * @throws BankException naming the location and the reason when the bank cannot be opened: an unwritable
     *     directory, a file that is not a database, a refused connection, or a bank written by a newer version
     */
    public static Bank open(BankLocation location, Clock clock) {
        createParentDirectories(location);
        HikariDataSource dataSource;
        try {
            dataSource = Pools.open(location);
        } catch (SQLException | RuntimeException e) {
            throw new BankException("cannot open the bank " + location.describe() + ": " + BankException.reason(e), e);
        }
        try {
            Migrations.migrate(dataSource, location);
            return new Bank(location, dataSource, clock);
        } catch (BankException e) {
            dataSource.close();
            throw e;
        } catch (RuntimeException e) {
            dataSource.close();
            throw new BankException(
                    "cannot prepare the bank " + location.describe() + ": " + BankException.reason(e), e);
        }
    }

    private static void createParentDirectories(BankLocation location) {
        if (location instanceof BankLocation.SqliteFile file) {
            Path parent = file.file().toAbsolutePath().getParent();
            try {
                if (parent != null) {
                    Files.createDirectories(parent);
                }
            } catch (IOException e) {
                throw new BankException(
                        "cannot open the bank " + location.describe() + ": cannot create the directory " + parent + " ("
                                + BankException.reason(e) + ")",
                        e);
            }
        }
    }

    /** Where this bank is. */
    public BankLocation location() {
        return location;
    }

    /** The puzzles of this bank. */
    public PuzzleRepository puzzles() {
        return puzzles;
    }

    /** The pool, for tests that inspect or tamper with the database. */
    DataSource dataSource() {
        return dataSource;
    }

    /** Closes the pool; on SQLite the last connection to close folds the WAL back into the file. */
    @Override
    public void close() {
        dataSource.close();
    }
}
