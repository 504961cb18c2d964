package dev.sudoku.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts for {@link BankStats}. Reads every row (two grouped scans), so it is for reports, not hot paths.
 *
 * <p>The rating buckets are formed in Java from the distinct ER values: rounding in SQL differs between the
 * databases (PostgreSQL rounds halves to even, SQLite away from zero, and their casts to integer differ too).
 */
final class StatsQuery {
    private static final String LEVELS = "SELECT size, level, COUNT(*) FROM puzzle GROUP BY size, level";
    private static final String RATINGS = "SELECT size, er, COUNT(*) FROM puzzle GROUP BY size, er";

    private StatsQuery() {}

    static BankStats stats(Connection connection) throws SQLException {
        List<BankStats.LevelCount> levels = new ArrayList<>();
        Map<List<Integer>, Long> buckets = new TreeMap<>(
                Comparator.<List<Integer>>comparingInt(k -> k.get(0)).thenComparingInt(k -> k.get(1)));
        try (Statement statement = connection.createStatement()) {
            try (ResultSet rs = statement.executeQuery(LEVELS)) {
                while (rs.next()) {
                    levels.add(new BankStats.LevelCount(rs.getInt(1), rs.getString(2), rs.getLong(3)));
                }
            }
            try (ResultSet rs = statement.executeQuery(RATINGS)) {
                while (rs.next()) {
                    int tenths = (int) Math.round(rs.getDouble(2) * 10);
                    buckets.merge(List.of(rs.getInt(1), tenths), rs.getLong(3), Long::sum);
                }
            }
        }
        levels.sort(Comparator.comparingInt(BankStats.LevelCount::size).thenComparing(BankStats.LevelCount::level));
        List<BankStats.RatingBucket> ratings = new ArrayList<>();
        buckets.forEach((key, count) -> ratings.add(new BankStats.RatingBucket(key.get(0), key.get(1), count)));
        return new BankStats(levels, ratings);
    }
}
