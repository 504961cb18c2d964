package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteFileHeaderTest {
    @TempDir
    Path dir;

    @Test
    void a_bank_once_opened_is_in_wal_mode_and_stays_so_after_closing() {
        Path file = dir.resolve("bank.db");
        assertThat(SqliteFileHeader.inWalMode(file)).isFalse();

        try (Bank bank = Bank.open(BankLocation.resolve(Optional.of(file.toString())))) {
            assertThat(SqliteFileHeader.inWalMode(file)).isTrue();
        }

        assertThat(SqliteFileHeader.inWalMode(file)).isTrue();
    }

    @Test
    void a_database_with_the_rollback_journal_an_empty_file_and_a_text_file_are_not() throws Exception {
        Path journal = dir.resolve("journal.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + journal);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (x INTEGER)");
        }
        Path empty = Files.createFile(dir.resolve("empty.db"));
        Path text = Files.writeString(dir.resolve("text.db"), "not a database at all, just a line of words");

        assertThat(Files.size(journal)).isPositive();
        assertThat(SqliteFileHeader.inWalMode(journal)).isFalse();
        assertThat(SqliteFileHeader.inWalMode(empty)).isFalse();
        assertThat(SqliteFileHeader.inWalMode(text)).isFalse();
    }
}
