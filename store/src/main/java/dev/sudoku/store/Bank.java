package dev.sudoku.store;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;
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
     * Opens a bank: connects, and creates or migrates an empty or older schema. A SQLite file's directory must
     * exist, except the default bank's, which is made on first use.
     *
     * @param clock stamps the {@code addedAt} of new puzzles (fixed in tests)
     * @throws BankException naming the location and the reason when the bank cannot be opened: a missing
     *     directory, a file or directory that cannot be written ("the bank X is read-only (why)"), a file that is not a database or holds another program's tables, a refused
     *     connection, or a bank written by a newer version
     */
    public static Bank open(BankLocation location, Clock clock) {
        prepareDirectory(location);
        if (location instanceof BankLocation.SqliteFile file && Files.isRegularFile(file.file())) {
            // Looked at read-only first: a writable open switches the file to WAL, a change to another
            // program's database.
            Migrations.refuseForeign(SqliteReading.dataSource(file), location);
        }
        HikariDataSource dataSource = writablePool(location);
        try {
            Migrations.migrate(dataSource, location);
            return new Bank(location, dataSource, clock);
        } catch (RuntimeException e) {
            dataSource.close();
            if (ReadOnlyRefusal.isReadOnly(e)) {
                throw ReadOnlyRefusal.of(location.describe(), e);
            }
            throw e instanceof BankException bank
                    ? bank
                    : new BankException(
                            "cannot prepare the bank " + location.describe() + ": " + BankException.reason(e), e);
        }
    }

    /**
     * Opens a bank to read it: an existing, current SQLite bank read-only, so that a bank the user may read
     * but not write (a file of mode 444, a directory of someone else's) can still be read; anything else,
     * a bank still to be made or migrated, or a server, as {@link #open(BankLocation)} opens it.
     */
    public static Bank openForReading(BankLocation location) {
        if (!(location instanceof BankLocation.SqliteFile file) || !Files.isRegularFile(file.file())) {
            return open(location);
        }
        HikariDataSource dataSource = pool(location, true);
        try {
            if (Migrations.isCurrent(dataSource, location)) {
                return new Bank(location, dataSource, Clock.systemUTC());
            }
        } catch (RuntimeException e) {
            dataSource.close();
            throw e;
        }
        dataSource.close();
        return open(location);
    }

    /**
     * The reason a location cannot hold a bank before anything is opened: a SQLite file named by the user in
     * a directory that does not exist (a mistyped path, which would otherwise become a new empty bank), or
     * a directory where the file belongs (which SQLite refuses with the driver's code and no reason).
     */
    public static Optional<String> unusable(BankLocation location) {
        if (location instanceof BankLocation.SqliteFile file && !file.madeOnFirstUse()) {
            if (Files.isDirectory(file.file())) {
                return Optional.of(location.describe() + " is a directory, not a bank file");
            }
            Path parent = file.file().toAbsolutePath().getParent();
            if (parent != null && !Files.isDirectory(parent)) {
                return Optional.of("no directory " + parent + " for the bank " + location.describe());
            }
        }
        return Optional.empty();
    }

    /**
     * The bank's writable pool. The first writable connection to a SQLite file not yet in WAL mode (a new
     * bank) switches it to WAL, which takes the file's lock for a moment; SQLite's busy timeout does not cover
     * that switch, so another process or thread opening the same new bank would meet SQLITE_BUSY. Such a
     * file is therefore opened under the {@link MigrationLock}, after which it is in WAL mode and later
     * opens need no lock.
     */
    private static HikariDataSource writablePool(BankLocation location) {
        if (location instanceof BankLocation.SqliteFile file && !SqliteFileHeader.inWalMode(file.file())) {
            return MigrationLock.around(location, () -> pool(location, false));
        }
        return pool(location, false);
    }

    private static HikariDataSource pool(BankLocation location, boolean readOnly) {
        try {
            return Pools.open(location, readOnly);
        } catch (SQLException | RuntimeException e) {
            if (ReadOnlyRefusal.isReadOnly(e)) {
                throw ReadOnlyRefusal.of(location.describe(), e);
            }
            throw new BankException("cannot open the bank " + location.describe() + ": " + BankException.reason(e), e);
        }
    }

    private static void prepareDirectory(BankLocation location) {
        unusable(location).ifPresent(reason -> {
            throw new BankException("cannot open the bank " + location.describe() + ": " + reason);
        });
        if (location instanceof BankLocation.SqliteFile file && file.madeOnFirstUse()) {
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
