package dev.sudoku.store;

import java.nio.file.Files;
import java.nio.file.Path;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * Connections that only read a SQLite bank, for the commands that never write (stats, export, random,
 * find): they work on a bank the user may read but not write, a file of mode 444 or one in somebody else's
 * directory.
 *
 * <p>A bank is in WAL mode, and a reader of a WAL database needs its {@code -shm} index, which SQLite makes
 * beside the file when it is missing. In a directory the user cannot write it cannot, and the open fails
 * with {@code SQLITE_READONLY_DIRECTORY}; the bank was then closed cleanly (its WAL folded back, the index
 * removed), so it is opened {@code immutable}, as a file nobody changes while it is read. A writer that starts
 * meanwhile is not seen by this read; that is the price, for one command's read, of not failing.
 */
final class SqliteReading {
    private SqliteReading() {}

    static SQLiteDataSource dataSource(BankLocation.SqliteFile file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(Pools.SQLITE_BUSY_TIMEOUT_MILLIS);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        Path path = file.file().toAbsolutePath();
        Path index = path.resolveSibling(path.getFileName() + "-shm");
        boolean indexCannotBeMade = !Files.exists(index) && !Files.isWritable(path.getParent());
        dataSource.setUrl(indexCannotBeMade ? "jdbc:sqlite:" + path.toUri() + "?immutable=1" : "jdbc:sqlite:" + path);
        return dataSource;
    }
}
