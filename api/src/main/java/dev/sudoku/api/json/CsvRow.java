package dev.sudoku.api.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.commons.csv.CSVFormat;

/**
 * One CSV row (RFC 4180, as {@link CSVFormat#DEFAULT} writes it), without a line end. {@link
 * CSVFormat#format} builds a printer and a copy of the format for every row, which cost a batch dedupe a
 * tenth of its time; this prints the values straight into one buffer. Each thread has its own format
 * because printing a value locks it.
 */
public final class CsvRow {
    private static final ThreadLocal<CSVFormat> FORMAT =
            ThreadLocal.withInitial(() -> CSVFormat.DEFAULT.builder().get());

    private CsvRow() {}

    /** The values as one row; a null is an empty cell. */
    public static String of(Object... values) {
        CSVFormat format = FORMAT.get();
        StringBuilder row = new StringBuilder(128);
        try {
            for (int i = 0; i < values.length; i++) {
                format.print(values[i], row, i == 0);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("appending to a StringBuilder cannot fail", e);
        }
        return row.toString();
    }
}
