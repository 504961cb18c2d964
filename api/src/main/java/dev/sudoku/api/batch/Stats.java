package dev.sudoku.api.batch;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.logic.rating.Rating;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code batch stats}: the distributions of a file's puzzles, from their rate reports: the status, the
 * clue count, ER and the level. The output is CSV {@code measure,value,count}, measures in that order,
 * values in ascending order (numbers by value), so every engine writes the same rows.
 *
 * <p>Both engines call {@link #facts} per report and {@link #rows} on the counts; they only differ in how
 * the counts are summed.
 */
public final class Stats {
    /** The CSV header. */
    public static final String HEADER = "measure,value,count";

    private static final List<String> MEASURES = List.of("status", "clues", "er", "level");

    /** Keys {@code measure,value} in output order. */
    public static final Comparator<String> ORDER = Comparator.<String>comparingInt(
                    key -> MEASURES.indexOf(measure(key)))
            .thenComparing(Stats::numberOrNaN)
            .thenComparing(key -> key);

    private Stats() {}

    /** What one report adds to the counts: keys {@code measure,value}, each counted once. */
    public static List<String> facts(Report report) {
        List<String> facts = new ArrayList<>(4);
        facts.add("status," + report.status().name());
        Object puzzle = report.get(Field.PUZZLE);
        if (puzzle != null) {
            facts.add("clues," + clues((String) puzzle));
        }
        Object er = report.get(Field.ER);
        if (er != null) {
            facts.add("er," + Rating.format((Double) er));
        }
        Object level = report.get(Field.LEVEL);
        if (level != null) {
            facts.add("level," + level);
        }
        return facts;
    }

    /** The CSV rows (no header) of summed counts, in output order. */
    public static List<String> rows(Map<String, Long> counts) {
        TreeMap<String, Long> ordered = new TreeMap<>(ORDER);
        ordered.putAll(counts);
        List<String> rows = new ArrayList<>(ordered.size());
        ordered.forEach((key, count) -> rows.add(key + "," + count));
        return rows;
    }

    /** The givens of a puzzle written on one line, blanks as dots. */
    private static int clues(String puzzle) {
        int clues = 0;
        for (int i = 0; i < puzzle.length(); i++) {
            if (puzzle.charAt(i) != '.') {
                clues++;
            }
        }
        return clues;
    }

    private static String measure(String key) {
        return key.substring(0, key.indexOf(','));
    }

    /** The value as a number (clues, ER), or NaN, which sorts after every number, for words. */
    private static double numberOrNaN(String key) {
        try {
            return Double.parseDouble(key.substring(key.indexOf(',') + 1));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
