package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.StepJson;
import dev.sudoku.logic.TechniqueId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code explain} as text: the header {@code # file, line N: STATUS[: reason]}, the givens, the numbered
 * steps, then how it ended (solved, with the solution; or where logic stopped, with the position reached
 * and what is impossible there), the steps per technique, and a blank line. Grids are boxed with {@code
 * grid}, one line each with {@code line} (the position as a candidate line).
 */
public final class ExplainText implements ReportFormat {
    private final boolean grid;
    private final GridDrawing drawing;

    public ExplainText(boolean grid, GridText text) {
        this(grid, GridDrawing.boxed(text));
    }

    /** With {@code grid}, the grids drawn by {@code drawing} (a variant's, beside its regions and marks). */
    public ExplainText(boolean grid, GridDrawing drawing) {
        this.grid = grid;
        this.drawing = drawing;
    }

    @Override
    public String render(Report report) {
        StringBuilder out = new StringBuilder(ReportText.header(report)).append('\n');
        if (report.get(Field.PUZZLE) == null) {
            return out.append('\n').toString();
        }
        out.append(grid ? drawing.cells(report, Field.PUZZLE) : report.get(Field.PUZZLE) + "\n");
        List<?> steps = report.get(Field.STEPS) == null ? List.of() : (List<?>) report.get(Field.STEPS);
        int width = String.valueOf(steps.size()).length();
        for (int i = 0; i < steps.size(); i++) {
            String number = String.valueOf(i + 1);
            out.append(" ".repeat(width - number.length()))
                    .append(number)
                    .append(". ")
                    .append(((StepJson) steps.get(i)).text())
                    .append('\n');
        }
        if (report.get(Field.STEPS) != null) {
            ending(report, steps.size(), out);
        }
        if (!steps.isEmpty()) {
            out.append("Steps per technique: ").append(counts(report)).append('\n');
        }
        return out.append('\n').toString();
    }

    private void ending(Report report, int steps, StringBuilder out) {
        // A report that found no path (unreadable, no solution) has no cycles to count.
        String done = ReportText.count(steps, "step")
                + (report.get(Field.CYCLES) == null
                        ? ""
                        : ", " + ReportText.count(ReportText.number(report, Field.CYCLES), "cycle"));
        if (report.status() == ResultStatus.SOLVED) {
            out.append("Solved by logic in ").append(done).append(".\n");
            out.append(grid ? drawing.cells(report, Field.SOLUTION) : report.get(Field.SOLUTION) + "\n");
            return;
        }
        Object contradiction = report.get(Field.CONTRADICTION);
        String stop = report.status() == ResultStatus.TIMEOUT ? "Time runs out after " : "Logic stops after ";
        out.append(stop).append(done);
        out.append(contradiction != null ? ": " + contradiction + ".\n" : ". Position reached:\n");
        if (grid) {
            out.append(drawing.position(report));
        } else {
            Object candidates = report.get(Field.CANDIDATES);
            out.append(candidates != null ? candidates : report.get(Field.GRID)).append('\n');
        }
    }

    /** {@code Full House 21, Hidden Single 10, ...}: the ids counted under the names players use. */
    private static String counts(Report report) {
        Map<String, Long> byName = new LinkedHashMap<>();
        Map<?, ?> counts = (Map<?, ?>) report.get(Field.COUNTS);
        for (Map.Entry<?, ?> count : counts.entrySet()) {
            String name = TechniqueId.valueOf((String) count.getKey()).displayName();
            byName.merge(name, ((Number) count.getValue()).longValue(), Long::sum);
        }
        return byName.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
    }
}
