package dev.sudoku.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Supplier;

/**
 * Lets one process at a time create a SQLite bank's file or upgrade its schema. Several processes opening a new bank
 * at once (three imports started together) otherwise race through the migration scripts: SQLite's busy
 * timeout does not help a transaction that read the schema before another process changed it, which fails
 * at once with {@code SQLITE_BUSY_SNAPSHOT}. The one that waited then finds the schema current and has
 * nothing to do.
 *
 * <p>The lock is taken on a file of its own beside the bank, {@code bank.db-migration.lock}, left in place
 * (deleting it would race with a process about to lock it). Not on the bank itself: a POSIX lock is the
 * process's, and closing any channel on the bank would drop the locks SQLite holds there. Threads of one
 * process share the JVM's file locks, so they also queue on a monitor. PostgreSQL needs none of this:
 * Flyway holds an advisory lock on the server while it migrates.
 */
final class MigrationLock implements AutoCloseable {
    private static final Object IN_THIS_PROCESS = new Object();

    private final FileChannel channel;
    private final FileLock lock;

    private MigrationLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Runs {@code work} holding the lock of the bank's file; on a server, runs it as it is. */
    static void around(BankLocation location, Runnable work) {
        around(location, () -> {
            work.run();
            return null;
        });
    }

    /** Computes {@code work} holding the lock of the bank's file; on a server, computes it as it is. */
    static <T> T around(BankLocation location, Supplier<T> work) {
        if (!(location instanceof BankLocation.SqliteFile file)) {
            return work.get();
        }
        synchronized (IN_THIS_PROCESS) {
            try (MigrationLock held = take(lockFile(file))) {
                return work.get();
            }
        }
    }

    static Path lockFile(BankLocation.SqliteFile file) {
        return file.file().resolveSibling(file.file().getFileName() + "-migration.lock");
    }

    private static MigrationLock take(Path path) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            return new MigrationLock(channel, channel.lock());
        } catch (IOException e) {
            closeQuietly(channel);
            throw new BankException("cannot lock " + path + " to prepare the bank: " + BankException.reason(e), e);
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // Closing the channel below releases the lock as well.
        }
        closeQuietly(channel);
    }

    private static void closeQuietly(FileChannel channel) {
        try {
            if (channel != null) {
                channel.close();
            }
        } catch (IOException e) {
            // Nothing was written through it; the operating system drops the lock with the process anyway.
        }
    }
}
