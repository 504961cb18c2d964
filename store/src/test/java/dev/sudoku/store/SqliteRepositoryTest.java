package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
    void opening_the_default_bank_creates_its_missing_directories() {
        Path file = dir.resolve("share").resolve("sudoku").resolve("bank.db");

        open(BankLocation.SqliteFile.inDataDirectory(file));

        assertThat(file).isRegularFile();
    }

    @Test
    void a_file_named_in_a_directory_that_does_not_exist_is_refused_and_nothing_is_made() {
        Path file = dir.resolve("typo").resolve("bank.db");
        BankLocation location = new BankLocation.SqliteFile(file);

        assertThat(Bank.unusable(location))
                .hasValueSatisfying(why -> assertThat(why).contains("no directory " + file.getParent()));
        assertThatThrownBy(() -> open(location))
                .isInstanceOf(BankException.class)
                .hasMessageContaining("no directory " + file.getParent());
        assertThat(file.getParent()).doesNotExist();
    }

    @Test
    void a_database_holding_other_tables_is_not_a_bank_and_is_not_changed() throws Exception {
        Path file = dir.resolve("invoices.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoice (id INTEGER PRIMARY KEY, total REAL)");
        }

        assertThatThrownBy(() -> open(new BankLocation.SqliteFile(file)))
                .isInstanceOf(BankException.class)
                .hasMessage(file + " is not a puzzle bank (it holds other tables)");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).isEqualTo("invoice");
            assertThat(rs.next()).as("no table added").isFalse();
        }
    }

    /**
     * Threads of one process open a new bank together, each with its own pool (as processes would); the
     * processes' case, which the migration lock's file serves, is BankOpeningTest's in the command line.
     */
    @Test
    void many_openers_of_one_new_bank_all_get_it() throws Exception {
        for (int round = 0; round < 5; round++) {
            BankLocation location = freshLocation();
            List<Callable<Long>> openers = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                openers.add(() -> {
                    try (Bank bank = Bank.open(location)) {
                        return bank.puzzles().stats().total();
                    }
                });
            }

            assertThat(Concurrently.run(openers)).containsOnly(0L);
        }
    }

    @Test
    void a_bank_opened_for_reading_is_read_only_and_says_so_before_any_write() throws Exception {
        BankLocation location = freshLocation();
        open(location).puzzles().insert(TestPuzzles.puzzle("key-1"));

        try (Bank reading = Bank.openForReading(location)) {
            assertThat(reading.puzzles().stats().total()).isEqualTo(1);
            try (Connection c = reading.dataSource().getConnection()) {
                assertThat(c.isReadOnly()).isTrue();
            }
            assertThatThrownBy(() -> reading.puzzles().requireWritable())
                    .isInstanceOf(BankException.class)
                    .hasMessageStartingWith("the bank " + location.describe() + " is read-only");
        }
        try (Bank writing = Bank.open(location)) {
            writing.puzzles().requireWritable();
        }
    }

    @Test
    void a_bank_still_to_be_made_is_made_when_opened_for_reading() {
        BankLocation location = freshLocation();

        try (Bank reading = Bank.openForReading(location)) {
            assertThat(reading.puzzles().stats().total()).isZero();
        }
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
    void a_default_bank_whose_directory_cannot_be_made_is_refused_with_its_path() throws IOException {
        Path blocker = Files.writeString(dir.resolve("plain-file"), "x");
        Path file = blocker.resolve("bank.db");

        assertThatThrownBy(() -> open(BankLocation.SqliteFile.inDataDirectory(file)))
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
