package dev.sudoku.api.batch;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Where the puzzle is on a line of a batch input: the whole line (the puzzle text formats and JSON Lines),
 * or one column of a CSV file whose first line is its header. The puzzle column of a CSV file is the one
 * named {@code puzzle} (or {@code quizzes}, as Kaggle's collections name it), else the first; line 1 is
 * the header and gives no output, and the data rows keep their file line numbers in reports.
 *
 * <p>A CSV row is parsed on its own, so a quoted field may not hold a line break: an engine may cut the
 * input between any two lines.
 *
 * @param csv whether lines are CSV rows
 * @param column the puzzle's 0-based column in a CSV row
 * @param columnName the header of that column, for messages
 */
public record InputLayout(boolean csv, int column, String columnName) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** One puzzle (or JSON Lines object) a line. */
    public static final InputLayout TEXT = new InputLayout(false, 0, null);

    private static final List<String> PUZZLE_COLUMNS = List.of("puzzle", "quizzes");

    /** What a line gives. */
    public sealed interface Row {}

    /** The text the puzzle readers see. */
    public record Text(String text) implements Row {}

    /** A line that gives no output: a CSV file's header. */
    public record Header() implements Row {}

    /** A CSV row without the puzzle's column, or that is not CSV, with the reason. */
    public record Bad(String message) implements Row {}

    /**
     * Whether {@code name} names a Parquet input (ending in {@code .parquet}): a table, not lines, which only
     * the Spark engine reads.
     */
    public static boolean isParquet(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.endsWith(".parquet") || lower.endsWith(".parquet/");
    }

    /** The layout of the file named {@code name} whose first line is {@code firstLine} (null if empty). */
    public static InputLayout of(String name, String firstLine) {
        if (!name.toLowerCase(Locale.ROOT).endsWith(".csv")) {
            return TEXT;
        }
        List<String> header = firstLine == null ? List.of() : fields(firstLine);
        for (String wanted : PUZZLE_COLUMNS) {
            for (int i = 0; i < header.size(); i++) {
                if (header.get(i).strip().equalsIgnoreCase(wanted)) {
                    return new InputLayout(true, i, header.get(i).strip());
                }
            }
        }
        return new InputLayout(true, 0, header.isEmpty() ? "1" : header.get(0).strip());
    }

    /** What line {@code number} (1-based) with the text {@code line} gives. */
    public Row row(long number, String line) {
        if (!csv) {
            return new Text(line);
        }
        if (number == 1) {
            return new Header();
        }
        if (line.isBlank()) {
            return new Text("");
        }
        List<String> fields;
        try {
            fields = fields(line);
        } catch (UncheckedIOException | IllegalStateException e) {
            return new Bad("line " + number + ": not a CSV row (" + e.getMessage() + ")");
        }
        if (column >= fields.size()) {
            return new Bad("line " + number + ": the row has " + fields.size() + " field"
                    + (fields.size() == 1 ? "" : "s") + ", no column '" + columnName + "' (column " + (column + 1)
                    + ")");
        }
        return new Text(fields.get(column));
    }

    private static List<String> fields(String line) {
        try (CSVParser parser = CSVParser.parse(line, CSVFormat.DEFAULT)) {
            List<CSVRecord> records = parser.getRecords();
            return records.isEmpty() ? List.of() : records.get(0).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
