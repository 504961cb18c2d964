package dev.sudoku.cli.text;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.GuessJson;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import java.util.List;

/**
 * {@code solve} as text.
 *
 * <ul>
 *   <li>line, exact: the solution for SOLVED, else {@code STATUS: reason}.
 *   <li>line, classic modes: {@code STATUS BODY COUNTS}: the solution, the candidate line where logic
 *       stopped short, or the reason; then {@code cycles=C steps=S} and the mode's counts. With {@code
 *       --trace}, the guess log follows, one {@code # guess} line each and a line of totals. An INVALID
 *       entry is {@code INVALID: line N: reason}, as in the exact mode.
 *   <li>grid: the header {@code # file, line N: STATUS[: reason]} (with the counts in the classic modes but
 *       for INVALID),
 *       the guess log, the solution as a boxed grid or the position reached as pencil marks, a blank line.
 * </ul>
 */
public final class SolveText implements ReportFormat {
    private final boolean grid;
    private final GridText text;

    public SolveText(boolean grid, GridText text) {
        this.grid = grid;
        this.text = text;
    }

    @Override
    public String render(Report report) {
        boolean classic = isClassicMode(report);
        StringBuilder out = new StringBuilder();
        // An INVALID entry was never worked on: its line is the reason alone, as in the exact mode, without
        // counts that would only say nothing was done.
        boolean invalid = report.status() == ResultStatus.INVALID;
        if (!grid) {
            if (!classic || invalid) {
                String solution = (String) report.get(Field.SOLUTION);
                return (report.status() == ResultStatus.SOLVED ? solution : ReportText.problem(report)) + "\n";
            }
            out.append(report.status())
                    .append(' ')
                    .append(body(report))
                    .append(' ')
                    .append(counts(report));
            out.append('\n');
            trace(report, out);
            return out.toString();
        }
        out.append(ReportText.header(report));
        if (classic && !invalid) {
            out.append(" (").append(counts(report)).append(')');
        }
        out.append('\n');
        trace(report, out);
        // The classic modes draw what they reached (the solution, when they found it): a solution known from
        // the exact check is not what logic reached.
        if (report.get(Field.GRID) != null) {
            out.append(ReportText.position(report, text));
        } else if (report.get(Field.SOLUTION) != null) {
            out.append(ReportText.boxed(report, Field.SOLUTION, text));
        }
        return out.append('\n').toString();
    }

    /** Whether the report is of a classic mode (logic only or a search), which has counts to show. */
    static boolean isClassicMode(Report report) {
        return report.get(Field.MODE) != null && !"exact".equals(report.get(Field.MODE));
    }

    /**
     * What the mode reached: the candidate line where logic stopped short, else the values reached (the
     * solution, when the mode found one), else the reason. A solution known only from the exact check is
     * JSON's, not the mode's.
     */
    private static String body(Report report) {
        Object candidates = report.get(Field.CANDIDATES);
        if (candidates != null) {
            return (String) candidates;
        }
        Object reached = report.get(Field.GRID);
        return reached != null ? (String) reached : String.valueOf(report.get(Field.ERROR));
    }

    /** {@code cycles=C steps=S} and the search mode's counts. */
    static String counts(Report report) {
        StringBuilder counts = new StringBuilder()
                .append("cycles=")
                .append(ReportText.number(report, Field.CYCLES))
                .append(" steps=")
                .append(ReportText.number(report, Field.STEP_COUNT));
        if ("guess".equals(report.get(Field.MODE))) {
            counts.append(" guesses=").append(ReportText.number(report, Field.GUESSES));
            counts.append(" kept=").append(ReportText.number(report, Field.KEPT));
            counts.append(" rollbacks=").append(ReportText.number(report, Field.ROLLBACKS));
        } else if ("bivalue".equals(report.get(Field.MODE))) {
            counts.append(" combinations=").append(ReportText.number(report, Field.COMBINATIONS));
            counts.append(" depth=").append(ReportText.number(report, Field.DEPTH));
        }
        return counts.toString();
    }

    /**
     * {@code # guess #3 r2c5=4 of {4,7} (under #1) CONTRADICTION} per guess, then the totals; for the
     * bivalue search {@code # combination #3 ...} per combination tried, the cell fixed last.
     */
    static void trace(Report report, StringBuilder out) {
        Object log = report.get(Field.TRACE);
        if (log == null) {
            return;
        }
        boolean bivalue = "bivalue".equals(report.get(Field.MODE));
        for (Object entry : (List<?>) log) {
            GuessJson guess = (GuessJson) entry;
            out.append(bivalue ? "# combination #" : "# guess #")
                    .append(guess.guess())
                    .append(' ')
                    .append(guess.cell())
                    .append('=')
                    .append(guess.value())
                    .append(" of {")
                    .append(String.join(",", guess.candidates()))
                    .append('}')
                    .append(guess.parent() == null ? "" : " (under #" + guess.parent() + ")")
                    .append(' ')
                    .append(guess.outcome())
                    .append('\n');
        }
        if (bivalue) {
            out.append("# combinations tried ")
                    .append(ReportText.number(report, Field.COMBINATIONS))
                    .append(
                            ((List<?>) log).size() < ((Long) report.get(Field.COMBINATIONS))
                                    ? " (the first listed)"
                                    : "")
                    .append('\n');
            return;
        }
        out.append("# guesses made ")
                .append(ReportText.number(report, Field.GUESSES))
                .append(", kept ")
                .append(ReportText.number(report, Field.KEPT))
                .append(", roll-backs ")
                .append(ReportText.number(report, Field.ROLLBACKS))
                .append('\n');
    }
}
