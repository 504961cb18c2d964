package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bank contract on a SQLite file, and what is particular to files. */
class SqliteRepositoryTest extends PuzzleRepositoryContract {
    @TempDir
    Path dir;

    private int banks;

    @Override
    protected BankLocation freshLocation() {
        return new BankLocation.SqliteFile(dir.resolve("bank-" + ++banks + ".db"));
    }

    @Test
    void opening_creates_the_missing_directories_of_the_file() {
        Path file = dir.resolve("share").resolve("sudoku").resolve("bank.db");

        open(new BankLocation.SqliteFile(file));

        assertThat(file).isRegularFile();
    }

    @Test
    void connections_use_wal_synchronous_normal_a_busy_timeout_and_foreign_keys() throws SQLException {
        Bank bank = open(freshLocation());

        try (Connection c = bank.dataSource().getConnection();
                Statement s = c.createStatement()) {
            assertThat(pragma(s, "journal_mode")).isEqualTo("wal");
            assertThat(pragma(s, "busy_timeout")).isEqualTo("10000");
            assertThat(pragma(s, "synchronous")).as("NORMAL").isEqualTo("1");
            assertThat(pragma(s, "foreign_keys")).isEqualTo("1");
        }
    }

    @Test
    void random_picks_are_index_lookups_not_scans() throws SQLException {
        Bank bank = open(freshLocation());

        try (Connection c = bank.dataSource().getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("EXPLAIN QUERY PLAN SELECT id FROM puzzle"
                        + " WHERE size = 9 AND level = 'hard' AND id >= 5 ORDER BY id LIMIT 1")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString("detail")).contains("USING COVERING INDEX puzzle_by_size_level");
        }
    }

    @Test
    void a_file_that_is_not_a_database_is_refused_with_its_path() throws IOException {
        Path file = dir.resolve("notes.txt");
        Files.writeString(file, "these are not the puzzles you are looking for\n".repeat(100));
        BankLocation location = new BankLocation.SqliteFile(file);

        assertThatThrownBy(() -> open(location))
                .isInstanceOf(BankException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("not a database");
        assertThat(Files.readString(file)).startsWith("these are not");
    }

    @Test
    void a_file_whose_directory_cannot_be_made_is_refused_with_its_path() throws IOException {
        Path blocker = Files.writeString(dir.resolve("plain-file"), "x");
        Path file = blocker.resolve("bank.db");

        assertThatThrownBy(() -> open(new BankLocation.SqliteFile(file)))
                .isInstanceOf(BankException.class)
                .hasMessageContaining(file.toString())
                .hasMessageContaining("cannot create the directory");
    }

    private static String pragma(Statement statement, String name) throws SQLException {
        try (ResultSet rs = statement.executeQuery("PRAGMA " + name)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
