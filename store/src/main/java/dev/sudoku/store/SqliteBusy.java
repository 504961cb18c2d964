package dev.sudoku.store;

import org.sqlite.SQLiteErrorCode;

/**
 * SQLite's "busy" and "locked" answers, which a moment's wait may clear: another process holding the file's
 * lock while it recovers, checkpoints or closes a WAL bank answers a reader at once, without the busy timeout.
 */
final class SqliteBusy {
    private static final long PAUSE_MILLIS = 100;

    private SqliteBusy() {}

    /** Whether the first SQLite failure in the chain is {@code SQLITE_BUSY} or {@code SQLITE_LOCKED}, or one of their extended codes. */
    static boolean is(Throwable failure) {
        return ReadOnlyRefusal.sqliteCode(failure)
                .map(code -> code.code & 0xff)
                .filter(primary ->
                        primary == SQLiteErrorCode.SQLITE_BUSY.code || primary == SQLiteErrorCode.SQLITE_LOCKED.code)
                .isPresent();
    }

    /** Waits a moment before the next try; an interrupt ends the wait and is kept for the caller. */
    static void pause() {
        try {
            Thread.sleep(PAUSE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
