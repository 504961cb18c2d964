package dev.sudoku.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/** Builds the connection pool for a bank location. */
final class Pools {
    /**
     * SQLite lets one writer in at a time whatever the pool size; a few connections let readers (export,
     * random picks) run beside it under WAL.
     */
    private static final int SQLITE_CONNECTIONS = 4;

    private static final int SERVER_CONNECTIONS = 8;

    /** How long a writer waits for another writer's lock before SQLite reports the bank busy. */
    static final int SQLITE_BUSY_TIMEOUT_MILLIS = 10_000;

    private Pools() {}

    /**
     * Opens a pool after one plain connection has shown the location works: the pool's own start-up check
     * waits a second before reporting a failure, and wraps the driver's reason in its own words.
     *
     * @throws SQLException the driver's reason when no connection can be made
     */
    static HikariDataSource open(BankLocation location) throws SQLException {
        return open(location, false);
    }

    /**
     * Opens a pool; {@code readOnly} opens a SQLite file for reading only, which needs no write permission on
     * the file or its directory.
     */
    static HikariDataSource open(BankLocation location, boolean readOnly) throws SQLException {
        HikariConfig config = new HikariConfig();
        config.setPoolName("sudoku-bank");
        config.setConnectionTimeout(15_000);
        if (location instanceof BankLocation.SqliteFile file) {
            SQLiteDataSource sqlite = readOnly ? SqliteReading.dataSource(file) : sqlite(file);
            sqlite.getConnection().close();
            config.setDataSource(sqlite);
            config.setMaximumPoolSize(SQLITE_CONNECTIONS);
        } else if (location instanceof BankLocation.Server server) {
            DriverManager.getConnection(
                            server.url(),
                            server.user().orElse(null),
                            server.password().orElse(null))
                    .close();
            config.setJdbcUrl(server.url());
            server.user().ifPresent(config::setUsername);
            server.password().ifPresent(config::setPassword);
            config.setMaximumPoolSize(SERVER_CONNECTIONS);
        }
        config.setMinimumIdle(1);
        // The pool sets each connection's flag to its own; a SQLite connection opened read-only refuses a change.
        config.setReadOnly(readOnly);
        return new HikariDataSource(config);
    }

    /**
     * WAL lets readers go on while one connection writes, and survives a killed process as well as the
     * default rollback journal. Synchronous NORMAL, the setting SQLite advises with WAL, writes each commit
     * to the WAL file without waiting for the disk: a commit survives the process being killed (the
     * operating system still holds it), only a power cut or an operating-system crash can lose the last
     * commits, and the bank stays consistent either way; it makes an import several times faster than
     * waiting for the disk on every puzzle. The busy timeout makes a second writer (another thread or process) wait
     * instead of failing at once; foreign keys are off in SQLite unless asked for on each connection.
     */
    private static SQLiteDataSource sqlite(BankLocation.SqliteFile file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout(SQLITE_BUSY_TIMEOUT_MILLIS);
        config.enforceForeignKeys(true);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + file.file());
        return dataSource;
    }
}
