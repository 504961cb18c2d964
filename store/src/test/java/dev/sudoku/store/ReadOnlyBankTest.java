package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.SQLException;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/** A bank that cannot be written is refused in one wording, whether the file or its directory says no. */
class ReadOnlyBankTest {
    @TempDir
    Path dir;

    @Test
    void a_bank_in_a_directory_the_user_cannot_write_is_refused_as_read_only_or_works_where_permissions_do_not_bite()
            throws Exception {
        Path banks = Files.createDirectory(dir.resolve("banks"));
        BankLocation location = new BankLocation.SqliteFile(banks.resolve("bank.db"));
        try (Bank bank = Bank.open(location)) {
            bank.puzzles().insert(TestPuzzles.puzzle("key-1"));
        }
        Set<PosixFilePermission> before = Files.getPosixFilePermissions(banks);
        Files.setPosixFilePermissions(banks, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            if (Files.isWritable(banks)) {
                // Root writes whatever the permissions say: the bank is writable, and must not be refused.
                try (Bank bank = Bank.open(location)) {
                    bank.puzzles().requireWritable();
                    assertThat(bank.puzzles().stats().total()).isEqualTo(1);
                }
            } else {
                assertThatThrownBy(() -> Bank.open(location).close())
                        .isInstanceOf(BankException.class)
                        .hasMessage("the bank " + location.describe() + " is read-only (its directory cannot be"
                                + " written, and SQLite keeps the bank's journal files beside it)");
            }
        } finally {
            Files.setPosixFilePermissions(banks, before);
        }
    }

    @Test
    void sqlite_refusing_a_journal_in_the_directory_is_a_read_only_bank_in_plain_words() {
        SQLException refused = new SQLiteException(
                "[SQLITE_READONLY_DIRECTORY] Process does not have permission to create a journal file",
                SQLiteErrorCode.SQLITE_READONLY_DIRECTORY);
        RuntimeException wrapped = new RuntimeException("pool failed", refused);

        assertThat(ReadOnlyRefusal.isReadOnly(wrapped)).isTrue();
        assertThat(ReadOnlyRefusal.of("banks/bank.db", wrapped))
                .hasMessage("the bank banks/bank.db is read-only (its directory cannot be written, and SQLite keeps"
                        + " the bank's journal files beside it)")
                .hasMessageNotContaining("SQLITE_");
    }

    @Test
    void every_read_only_code_of_sqlite_is_a_read_only_bank_and_no_other_code_is() {
        for (SQLiteErrorCode code : SQLiteErrorCode.values()) {
            boolean readOnly = ReadOnlyRefusal.isReadOnly(new SQLiteException(code.message, code));
            assertThat(readOnly).as(code.name()).isEqualTo(code.name().startsWith("SQLITE_READONLY"));
        }
        assertThat(ReadOnlyRefusal.isReadOnly(new SQLException("connection refused")))
                .isFalse();
    }

    @Test
    void a_read_only_file_keeps_sqlites_reason_in_the_same_wording() {
        SQLException refused = new SQLiteException(
                "[SQLITE_READONLY] Attempt to write a readonly database", SQLiteErrorCode.SQLITE_READONLY);

        assertThat(ReadOnlyRefusal.of("bank.db", refused))
                .hasMessage("the bank bank.db is read-only ([SQLITE_READONLY] Attempt to write a readonly database)");
    }
}
