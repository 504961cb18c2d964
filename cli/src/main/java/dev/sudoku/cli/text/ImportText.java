package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.RepairJson;
import dev.sudoku.api.json.Report;
import dev.sudoku.core.Cells;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code import} as text.
 *
 * <ul>
 *   <li>line: the puzzle read, on one line, for SOLVED (ready for {@code sudoku solve}); else {@code STATUS:
 *       photo.jpg: reason} ({@code standard input} for {@code -}).
 *   <li>grid: the header {@code # photo.jpg: STATUS[: reason]}, the puzzle read as a boxed grid, a line per
 *       repair, the cells read with less than {@value #LOW}% confidence and a line per warning, then a blank
 *       line.
 * </ul>
 */
public final class ImportText implements ReportFormat {
    /** Below this confidence (percent) a cell is named for a person to check. */
    static final int LOW = 90;

    private final boolean grid;
    private final GridText text;

    public ImportText(boolean grid, GridText text) {
        this.grid = grid;
        this.text = text;
    }

    /** The report's warnings; none for a report without the field. */
    public static List<String> warnings(Report report) {
        Object warnings = report.get(Field.WARNINGS);
        return warnings == null
                ? List.of()
                : ((List<?>) warnings).stream().map(String::valueOf).toList();
    }

    /**
     * The cells read with less than {@value #LOW}% confidence, with their confidence ({@code r1c2 45%,
     * r7c7 80%}); empty when there are none or the report has no confidences.
     */
    public static Optional<String> cellsToCheck(Report report) {
        Object confidences = report.get(Field.CONFIDENCES);
        if (confidences == null) {
            return Optional.empty();
        }
        List<?> shares = (List<?>) confidences;
        int size = (int) Math.round(Math.sqrt(shares.size()));
        StringBuilder low = new StringBuilder();
        for (int cell = 0; cell < shares.size(); cell++) {
            double share = (Double) shares.get(cell);
            if (share * 100 < LOW) {
                low.append(low.length() == 0 ? "" : ", ")
                        .append(Cells.name(cell, size))
                        .append(String.format(Locale.ROOT, " %d%%", Math.round(share * 100)));
            }
        }
        return low.length() == 0 ? Optional.empty() : Optional.of(low.toString());
    }

    @Override
    public String render(Report report) {
        if (!grid) {
            // A failure names its photo: in a list of lines, which photo failed is what a person needs. As the
            // grid's header does, standard input is named in words, not as its "-".
            String photo = new Origin((String) report.get(Field.FILE), 0).describe();
            return (report.status().isSuccess()
                            ? (String) report.get(Field.PUZZLE)
                            : report.status() + ": " + photo + ": " + report.get(Field.ERROR))
                    + "\n";
        }
        StringBuilder out = new StringBuilder(ReportText.header(report)).append('\n');
        out.append(ReportText.boxed(report, Field.PUZZLE, text));
        Object repairs = report.get(Field.REPAIRS);
        if (repairs != null) {
            for (Object repair : (List<?>) repairs) {
                RepairJson r = (RepairJson) repair;
                out.append("# repaired ")
                        .append(r.cell())
                        .append(": read ")
                        .append(r.read())
                        .append(", kept ")
                        .append(r.kept())
                        .append('\n');
            }
        }
        cellsToCheck(report)
                .ifPresent(cells -> out.append("# check: ").append(cells).append('\n'));
        for (String warning : warnings(report)) {
            out.append("# warning: ").append(warning).append('\n');
        }
        return out.append('\n').toString();
    }
}
