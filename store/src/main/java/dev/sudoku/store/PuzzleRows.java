package dev.sudoku.store;

import dev.sudoku.core.BoxShape;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** The mapping between {@link NewPuzzle}/{@link StoredPuzzle} and the columns of the {@code puzzle} table. */
final class PuzzleRows {
    /** The columns written by an insert, in bind order. */
    static final String INSERT_COLUMNS = "size, box_rows, box_cols, puzzle, solution, canonical, er, ep, ed,"
            + " hodoku_score, level, clues, symmetry, source, source_line, seed, added_at";

    static final String INSERT_PARAMETERS = "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?";

    /** The columns {@link #read(ResultSet)} expects, for every query that returns puzzles. */
    static final String SELECT_COLUMNS = "id, " + INSERT_COLUMNS;

    /**
     * Times are stored as text, the one type SQLite and PostgreSQL share without conversion rules; a fixed
     * width (always three fraction digits, UTC) keeps text order equal to time order.
     */
    private static final DateTimeFormatter INSTANT = DateTimeFormatter.ofPattern(
                    "uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    private PuzzleRows() {}

    static String formatInstant(Instant instant) {
        return INSTANT.format(instant);
    }

    /** Binds the insert parameters, starting at parameter 1. */
    static void bind(PreparedStatement statement, NewPuzzle p, Instant addedAt) throws SQLException {
        int i = 1;
        statement.setInt(i++, p.size());
        statement.setInt(i++, p.shape().boxRows());
        statement.setInt(i++, p.shape().boxCols());
        statement.setString(i++, p.puzzle());
        statement.setString(i++, p.solution());
        statement.setString(i++, p.canonical());
        statement.setDouble(i++, p.ratings().er());
        statement.setDouble(i++, p.ratings().ep());
        statement.setDouble(i++, p.ratings().ed());
        statement.setInt(i++, p.ratings().hodokuScore());
        statement.setString(i++, p.ratings().level());
        statement.setInt(i++, p.clues());
        statement.setString(i++, p.symmetry());
        statement.setString(i++, p.origin().source());
        if (p.origin().line().isPresent()) {
            statement.setInt(i++, p.origin().line().getAsInt());
        } else {
            statement.setNull(i++, Types.INTEGER);
        }
        if (p.origin().seed().isPresent()) {
            statement.setLong(i++, p.origin().seed().getAsLong());
        } else {
            statement.setNull(i++, Types.BIGINT);
        }
        statement.setString(i, formatInstant(addedAt));
    }

    /** Reads the current row of a result set selected with {@link #SELECT_COLUMNS}. */
    static StoredPuzzle read(ResultSet rs) throws SQLException {
        long id = rs.getLong("id");
        BoxShape shape = new BoxShape(rs.getInt("box_rows"), rs.getInt("box_cols"));
        Ratings ratings = new Ratings(
                rs.getDouble("er"),
                rs.getDouble("ep"),
                rs.getDouble("ed"),
                rs.getInt("hodoku_score"),
                rs.getString("level"));
        int line = rs.getInt("source_line");
        OptionalInt sourceLine = rs.wasNull() ? OptionalInt.empty() : OptionalInt.of(line);
        long seed = rs.getLong("seed");
        OptionalLong seedValue = rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(seed);
        NewPuzzle puzzle = new NewPuzzle(
                shape,
                rs.getString("puzzle"),
                rs.getString("solution"),
                rs.getString("canonical"),
                ratings,
                rs.getInt("clues"),
                rs.getString("symmetry"),
                new Origin(rs.getString("source"), sourceLine, seedValue));
        return new StoredPuzzle(id, puzzle, Instant.parse(rs.getString("added_at")));
    }
}
