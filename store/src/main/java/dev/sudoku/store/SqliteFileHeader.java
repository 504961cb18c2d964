package dev.sudoku.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a SQLite file's 100-byte header says before any connection is made. Bytes 18 and 19 are the file
 * format's write and read versions: 2 for a database in WAL mode, which it stays in once switched, 1 for the
 * rollback journal.
 */
final class SqliteFileHeader {
    private static final int WAL_VERSION = 2;
    private static final int VERSION_OFFSET = 18;

    private SqliteFileHeader() {}

    /** True when the file exists and its header says WAL mode; false for a missing, empty or other file. */
    static boolean inWalMode(Path file) {
        byte[] start;
        try (InputStream in = Files.newInputStream(file)) {
            start = in.readNBytes(VERSION_OFFSET + 2);
        } catch (IOException e) {
            return false;
        }
        return start.length == VERSION_OFFSET + 2
                && start[VERSION_OFFSET] == WAL_VERSION
                && start[VERSION_OFFSET + 1] == WAL_VERSION;
    }
}
