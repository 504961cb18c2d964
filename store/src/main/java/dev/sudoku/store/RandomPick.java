package dev.sudoku.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.random.RandomGenerator;

/**
 * Picks a random puzzle of one size and level in O(log n): three lookups on the index (size, level, id) find
 * the lowest and highest id of the level, and the first id at or above a random number between them.
 *
 * <p>{@code ORDER BY random()} and {@code OFFSET} were rejected: both read every row of the level, which at
 * a million puzzles is the difference between microseconds and a second. The price is that the pick is not
 * exactly uniform: a puzzle's chance is proportional to the gap between its id and the previous id of its
 * level, so a puzzle stored after a long run of other levels comes up more often. Every puzzle can come up.
 */
final class RandomPick {
    private static final String EDGE = "SELECT id FROM puzzle WHERE size = ? AND level = ? ORDER BY id %s LIMIT 1";
    private static final String AT_OR_ABOVE = "SELECT " + PuzzleRows.SELECT_COLUMNS
            + " FROM puzzle WHERE size = ? AND level = ? AND id >= ? ORDER BY id LIMIT 1";

    private RandomPick() {}

    static Optional<StoredPuzzle> pick(Connection connection, int size, String level, RandomGenerator random)
            throws SQLException {
        OptionalLong low = edge(connection, size, level, "ASC");
        OptionalLong high = edge(connection, size, level, "DESC");
        if (low.isEmpty() || high.isEmpty()) {
            return Optional.empty();
        }
        long target = random.nextLong(low.getAsLong(), high.getAsLong() + 1);
        try (PreparedStatement statement = connection.prepareStatement(AT_OR_ABOVE)) {
            statement.setInt(1, size);
            statement.setString(2, level);
            statement.setLong(3, target);
            try (ResultSet rs = statement.executeQuery()) {
                return rs.next() ? Optional.of(PuzzleRows.read(rs)) : Optional.empty();
            }
        }
    }

    private static OptionalLong edge(Connection connection, int size, String level, String direction)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(EDGE.replace("%s", direction))) {
            statement.setInt(1, size);
            statement.setString(2, level);
            try (ResultSet rs = statement.executeQuery()) {
                return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
            }
        }
    }
}
