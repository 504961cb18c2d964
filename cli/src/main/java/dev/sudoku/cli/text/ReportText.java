package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.PositionReader;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.util.Optional;

/** What the text formats share: the header naming an entry, grids drawn from a report's fields, plurals. */
final class ReportText {
    private ReportText() {}

    /**
     * {@code # puzzles.txt, line 4: STATUS[: reason]}, naming the source even when several are read. The
     * header names the entry's line once: a reason that begins with the same line goes on after it ({@code #
     * f.txt, line 2: INVALID: 80 cells, ...}, {@code ..., line 3: INVALID: column 17: 'q' is not a digit ...}).
     */
    static String header(Report report) {
        String error = (String) report.get(Field.ERROR);
        return "# " + where(report) + ": " + report.status() + (error == null ? "" : ": " + withoutLine(report, error));
    }

    /** {@code reason} without a leading {@code line N: } (or {@code line N, }) that repeats the entry's line. */
    static String withoutLine(Report report, String reason) {
        Long line = (Long) report.get(Field.LINE);
        if (line == null) {
            return reason;
        }
        String prefix = "line " + line;
        if (reason.startsWith(prefix + ": ")) {
            return reason.substring(prefix.length() + 2);
        }
        return reason.startsWith(prefix + ", ") ? reason.substring(prefix.length() + 2) : reason;
    }

    /**
     * {@code STATUS: reason} for the line formats, which have no header: an INVALID entry's reason names its
     * line ({@code INVALID: line 7: digit 5 appears twice in row 1: r1c2 and r1c7}), as the reader's own
     * messages for malformed lines do already.
     */
    static String problem(Report report) {
        return report.status() + ": " + report.withLine(String.valueOf(report.get(Field.ERROR)));
    }

    static String where(Report report) {
        Long line = (Long) report.get(Field.LINE);
        return new Origin((String) report.get(Field.FILE), line == null ? 0 : line.intValue()).describe();
    }

    /** The grid a field holds, read back with the report's box shape and the symbols it was written in. */
    static Optional<Grid> grid(Report report, Field field, GridText text) {
        String line = (String) report.get(field);
        String box = (String) report.get(Field.BOX);
        if (line == null || box == null) {
            return Optional.empty();
        }
        ReadOptions options = new ReadOptions(Optional.of(BoxShape.parse(box)), text.style());
        return Optional.of(PuzzleReader.parse(line, options));
    }

    /** A field's grid as a boxed grid, ending with a line end. */
    static String boxed(Report report, Field field, GridText text) {
        return grid(report, field, text)
                .map(grid -> GridFormat.write(grid, text.symbols(grid.size())))
                .orElse("");
    }

    /**
     * The position reached as a pencil-mark grid, ending with a line end. A position whose candidates cannot
     * be drawn (no candidate line above 27x27, or an empty cell without candidates) shows its values only.
     */
    static String position(Report report, GridText text) {
        String candidates = (String) report.get(Field.CANDIDATES);
        String box = (String) report.get(Field.BOX);
        if (candidates != null && box != null) {
            try {
                return PencilmarkGridFormat.write(PositionReader.parse(candidates, BoxShape.parse(box)));
            } catch (IllegalArgumentException e) {
                // An impossible position: its values are still worth showing.
            }
        }
        return boxed(report, Field.GRID, text);
    }

    /** {@code 1 step}, {@code 2 steps}. */
    static String count(long n, String noun) {
        return Plural.count(n, noun);
    }

    static long number(Report report, Field field) {
        Long value = (Long) report.get(field);
        return value == null ? 0 : value;
    }
}
