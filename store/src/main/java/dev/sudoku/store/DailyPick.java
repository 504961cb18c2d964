package dev.sudoku.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The puzzle of the day for a size and level: chosen once, then remembered in the {@code daily} table, so
 * it stays the same for everyone that day even as puzzles are added.
 *
 * <p>The choice is a {@link RandomPick} seeded from the day, size and level, so two callers racing on an
 * empty slot usually choose the same puzzle; if they do not, the table's primary key keeps the first write
 * and both read that one back.
 */
final class DailyPick {
    private static final String READ = "SELECT " + PuzzleRows.SELECT_COLUMNS
            + " FROM puzzle WHERE id = (SELECT puzzle_id FROM daily WHERE day = ? AND size = ? AND level = ?)";
    private static final String REMEMBER = "INSERT INTO daily (day, size, level, puzzle_id) VALUES (?, ?, ?, ?)"
            + " ON CONFLICT (day, size, level) DO NOTHING";

    private DailyPick() {}

    static Optional<StoredPuzzle> pick(Connection connection, LocalDate day, int size, String level)
            throws SQLException {
        Optional<StoredPuzzle> chosen = read(connection, day, size, level);
        if (chosen.isPresent()) {
            return chosen;
        }
        Optional<StoredPuzzle> candidate =
                RandomPick.pick(connection, size, level, new SplittableRandom(seed(day, size, level)));
        if (candidate.isEmpty()) {
            return Optional.empty();
        }
        try (PreparedStatement statement = connection.prepareStatement(REMEMBER)) {
            statement.setString(1, day.toString());
            statement.setInt(2, size);
            statement.setString(3, level);
            statement.setLong(4, candidate.get().id());
            statement.executeUpdate();
        }
        return read(connection, day, size, level);
    }

    /** A seed that differs for each (day, size, level); String.hashCode is fixed by the language specification. */
    static long seed(LocalDate day, int size, String level) {
        return (day.toEpochDay() * 1_000_003L + size) * 31 + level.hashCode();
    }

    private static Optional<StoredPuzzle> read(Connection connection, LocalDate day, int size, String level)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(READ)) {
            statement.setString(1, day.toString());
            statement.setInt(2, size);
            statement.setString(3, level);
            try (ResultSet rs = statement.executeQuery()) {
                return rs.next() ? Optional.of(PuzzleRows.read(rs)) : Optional.empty();
            }
        }
    }
}
