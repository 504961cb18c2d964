package dev.sudoku.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import javax.sql.DataSource;

/**
 * The puzzles of a bank. Thread-safe; every call borrows a pooled connection and returns it. Failures are
 * {@link BankException}s naming the bank.
 *
 * <p>The database, not this class, keeps the bank free of duplicates: the canonical form is a unique column
 * and inserts say {@code ON CONFLICT DO NOTHING}, so two processes importing the same file store each puzzle
 * once.
 */
public final class PuzzleRepository {
    private static final String INSERT = "INSERT INTO puzzle (" + PuzzleRows.INSERT_COLUMNS + ") VALUES ("
            + PuzzleRows.INSERT_PARAMETERS + ") ON CONFLICT (canonical) DO NOTHING RETURNING id";
    private static final String BY_CANONICAL =
            "SELECT " + PuzzleRows.SELECT_COLUMNS + " FROM puzzle WHERE canonical = ?";
    private static final String EXISTS = "SELECT 1 FROM puzzle WHERE canonical = ?";
    private static final String WRITE_NOTHING = "UPDATE puzzle SET level = level WHERE 1 = 0";
    private static final String COUNT = "SELECT COUNT(*) FROM puzzle WHERE size = ? AND level = ?";

    /** Rows fetched per round trip by {@link #export}; PostgreSQL streams only with a fetch size set. */
    private static final int EXPORT_FETCH_SIZE = 1_000;

    private final Jdbc jdbc;
    private final DataSource dataSource;
    private final String bank;
    private final Clock clock;

    PuzzleRepository(DataSource dataSource, Clock clock, String bank) {
        this.jdbc = new Jdbc(dataSource, bank);
        this.dataSource = dataSource;
        this.bank = bank;
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /**
     * Stores one puzzle in its own transaction, committed before this returns: a puzzle reported
     * {@link InsertResult.Stored} survives a crash that follows.
     */
    public InsertResult insert(NewPuzzle puzzle) {
        return jdbc.run("store a puzzle", c -> insert(c, puzzle, now()));
    }

    /**
     * Stores puzzles in one transaction, much faster than one at a time (one disk sync instead of one per
     * puzzle); the results are in the order of the list, and a puzzle that repeats an earlier one of the same
     * list is a {@link InsertResult.Duplicate} of it. On failure nothing of the list is stored.
     *
     * <p>On PostgreSQL two batches that share puzzles in different orders can deadlock; the server then fails
     * one of them, which surfaces here as a {@link BankException}.
     */
    public List<InsertResult> insertAll(List<NewPuzzle> puzzles) {
        Instant now = now();
        return jdbc.inTransaction("store " + puzzles.size() + " puzzles", c -> {
            List<InsertResult> results = new ArrayList<>(puzzles.size());
            for (NewPuzzle puzzle : puzzles) {
                results.add(insert(c, puzzle, now));
            }
            return results;
        });
    }

    private static InsertResult insert(Connection connection, NewPuzzle puzzle, Instant addedAt) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(INSERT)) {
            PuzzleRows.bind(statement, puzzle, addedAt);
            try (ResultSet rs = statement.executeQuery()) {
                if (rs.next()) {
                    return new InsertResult.Stored(new StoredPuzzle(rs.getLong(1), puzzle, addedAt));
                }
            }
        }
        // The conflicting row is committed (or ours): the insert waited for any writer holding it.
        StoredPuzzle existing = findByCanonical(connection, puzzle.canonical())
                .orElseThrow(() -> new SQLException("puzzle " + puzzle.canonical() + " conflicted but is not there"));
        return new InsertResult.Duplicate(existing);
    }

    /**
     * Checks that the bank takes writes before a long piece of work that ends in one (an import rates every
     * puzzle first): a write that changes no row still needs the write lock, which a read-only file, a
     * read-only connection or a user without write rights on the server refuses. Waits like any writer for
     * another one to finish.
     *
     * @throws BankException "the bank X is read-only", with the database's reason
     */
    public void requireWritable() {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(WRITE_NOTHING)) {
            statement.executeUpdate();
        } catch (SQLException e) {
            throw ReadOnlyRefusal.of(bank, e);
        }
    }

    /** The puzzle with this canonical form, if the bank has it. */
    public Optional<StoredPuzzle> findByCanonical(String canonical) {
        return jdbc.run("find a puzzle", c -> findByCanonical(c, canonical));
    }

    private static Optional<StoredPuzzle> findByCanonical(Connection connection, String canonical) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(BY_CANONICAL)) {
            statement.setString(1, canonical);
            try (ResultSet rs = statement.executeQuery()) {
                return rs.next() ? Optional.of(PuzzleRows.read(rs)) : Optional.empty();
            }
        }
    }

    /** Whether the bank has this canonical form: one index probe, for skipping known puzzles before rating. */
    public boolean existsCanonical(String canonical) {
        return jdbc.run("look up a puzzle", c -> {
            try (PreparedStatement statement = c.prepareStatement(EXISTS)) {
                statement.setString(1, canonical);
                try (ResultSet rs = statement.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /**
     * A random puzzle of this size and level, in O(log n); empty when there is none. See {@link RandomPick}
     * for how far from uniform it is.
     */
    public Optional<StoredPuzzle> random(int size, String level, RandomGenerator random) {
        return jdbc.run("pick a puzzle", c -> RandomPick.pick(c, size, level, random));
    }

    /**
     * The puzzle of the day for this size and level: the one already chosen, else one chosen now from the
     * date and remembered. Stable once chosen, across processes and later additions; empty when the bank has
     * no puzzle of that size and level.
     */
    public Optional<StoredPuzzle> daily(LocalDate day, int size, String level) {
        return jdbc.run("choose the daily puzzle", c -> DailyPick.pick(c, day, size, level));
    }

    /** The number of puzzles of this size and level (an index range scan). */
    public long count(int size, String level) {
        return jdbc.run("count puzzles", c -> {
            try (PreparedStatement statement = c.prepareStatement(COUNT)) {
                statement.setInt(1, size);
                statement.setString(2, level);
                try (ResultSet rs = statement.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    /** Counts per size and level and the ER histogram; reads the whole bank. */
    public BankStats stats() {
        return jdbc.run("count puzzles", StatsQuery::stats);
    }

    /**
     * Streams the puzzles of a level and/or size (all when both are empty) to {@code sink} in id order, that
     * is insertion order, holding only a batch of rows in memory. The sink runs while a connection and a read
     * transaction are open, so it should not call back into the bank. Returns the number of puzzles sent.
     */
    public long export(Optional<String> level, Optional<Integer> size, Consumer<StoredPuzzle> sink) {
        StringBuilder sql = new StringBuilder("SELECT " + PuzzleRows.SELECT_COLUMNS + " FROM puzzle WHERE 1 = 1");
        level.ifPresent(l -> sql.append(" AND level = ?"));
        size.ifPresent(s -> sql.append(" AND size = ?"));
        sql.append(" ORDER BY id");
        // PostgreSQL's driver fetches everything at once unless autocommit is off and a fetch size is set.
        return jdbc.inTransaction("export puzzles", c -> {
            try (PreparedStatement statement = c.prepareStatement(sql.toString())) {
                statement.setFetchSize(EXPORT_FETCH_SIZE);
                int i = 1;
                if (level.isPresent()) {
                    statement.setString(i++, level.get());
                }
                if (size.isPresent()) {
                    statement.setInt(i, size.get());
                }
                long sent = 0;
                try (ResultSet rs = statement.executeQuery()) {
                    while (rs.next()) {
                        sink.accept(PuzzleRows.read(rs));
                        sent++;
                    }
                }
                return sent;
            }
        });
    }

    /** Stored times keep milliseconds, so the returned puzzle equals the one read back later. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }
}
