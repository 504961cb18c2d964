package dev.sudoku.cli.text;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import java.math.BigInteger;
import java.util.Locale;

/**
 * {@code count} as a line: {@code 3x3: 6,670,903,752,021,072,936,960 grids (band method, 41.2 s)}, with
 * {@code , N essentially different} after the grids when they were counted. Digits are grouped by
 * thousands with commas whatever the locale.
 */
public final class CountText implements ReportFormat {
    @Override
    public String render(Report report) {
        StringBuilder line = new StringBuilder();
        line.append(counted(report))
                .append(": ")
                .append(grouped(report.get(Field.GRIDS)))
                .append(" grids");
        Object classes = report.get(Field.ESSENTIALLY_DIFFERENT);
        if (classes != null) {
            line.append(", ").append(grouped(classes)).append(" essentially different");
        }
        double seconds = (Long) report.get(Field.MICROS) / 1e6;
        line.append(String.format(Locale.ROOT, " (%s, %.1f s)%n", report.get(Field.METHOD), seconds));
        return line.toString();
    }

    /** The box shape, or for a jigsaw layout "jigsaw NxN" (the side from its region map's length). */
    private static String counted(Report report) {
        Object box = report.get(Field.BOX);
        if (box != null) {
            return box.toString();
        }
        long side = Math.round(Math.sqrt(((String) report.get(Field.REGIONS)).length()));
        return "jigsaw " + side + "x" + side;
    }

    private static String grouped(Object digits) {
        return String.format(Locale.ROOT, "%,d", new BigInteger((String) digits));
    }
}
