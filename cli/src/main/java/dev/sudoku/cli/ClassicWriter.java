package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.logic.classic.GuessEntry;
import java.io.PrintWriter;
import java.util.List;

/**
 * Writes one classic-mode outcome per input entry.
 *
 * <ul>
 *   <li>line: {@code STATUS GRID-OR-REASON cycles=C steps=S [guesses=G kept=K rollbacks=R]
 *       [combinations=M solutions=N]} on one line; a STUCK grid is written as its candidate line.
 *   <li>grid: a {@code # line N: STATUS ...} header with the counts, then the grid (pencil marks when
 *       STUCK), then a blank line.
 *   <li>json: one {@link ClassicReport} per line.
 * </ul>
 *
 * With {@code --trace} the text formats print the guess log first, one {@code # guess ...} line per guess
 * and a {@code # guesses ...} line of totals.
 */
final class ClassicWriter {
    private final PrintWriter out;
    private final OutputFormat format;
    private final Symbols.Style symbols;
    private final String mode;
    private final boolean trace;

    ClassicWriter(PrintWriter out, OutputFormat format, Symbols.Style symbols, String mode, boolean trace) {
        this.out = out;
        this.format = format;
        this.symbols = symbols;
        this.mode = mode;
        this.trace = trace;
    }

    void write(ClassicOutcome outcome) {
        if (format == OutputFormat.JSON) {
            out.println(Json.line(report(outcome)));
            return;
        }
        if (trace) {
            for (GuessEntry guess : outcome.trace()) {
                out.println("# guess " + guess.line());
            }
            ClassicCounts c = outcome.counts();
            out.println("# guesses made " + c.guesses() + ", kept " + c.kept() + ", roll-backs " + c.rollBacks());
        }
        String counts = counts(outcome.counts());
        if (format == OutputFormat.LINE) {
            String body = outcome.candidates().isPresent()
                    ? candidateLine(outcome)
                    : outcome.grid().map(this::line).orElse(outcome.reason());
            out.println(outcome.status() + " " + body + " " + counts);
            return;
        }
        out.println("# line " + outcome.line() + ": " + outcome.status()
                + (outcome.reason().isEmpty() ? "" : ": " + outcome.reason()) + " (" + counts + ")");
        if (outcome.candidates().isPresent() && outcome.grid().orElseThrow().size() <= CandidateLineFormat.MAX_SIZE) {
            out.print(PencilmarkGridFormat.write(position(outcome)));
        } else {
            outcome.grid().ifPresent(grid -> out.print(GridFormat.write(grid, symbolsFor(grid))));
        }
        out.println();
    }

    private String counts(ClassicCounts c) {
        String text = "cycles=" + c.cycles() + " steps=" + c.steps();
        if (mode.equals("guess")) {
            text += " guesses=" + c.guesses() + " kept=" + c.kept() + " rollbacks=" + c.rollBacks();
        } else if (mode.equals("bivalue")) {
            text += " combinations=" + c.combinations() + " solutions=" + c.solutions();
        }
        return text;
    }

    private ClassicReport report(ClassicOutcome outcome) {
        ClassicCounts c = outcome.counts();
        List<ClassicReport.TraceEntry> entries = trace
                ? outcome.trace().stream()
                        .map(g -> new ClassicReport.TraceEntry(
                                g.number(),
                                g.parent(),
                                g.cellName(),
                                g.value(),
                                g.candidates(),
                                g.outcome().name()))
                        .toList()
                : null;
        return new ClassicReport(
                outcome.source(),
                outcome.line(),
                mode,
                outcome.status(),
                outcome.puzzle().map(this::line).orElse(null),
                outcome.grid().map(this::line).orElse(null),
                outcome.candidates().isPresent() ? candidateLine(outcome) : null,
                c.cycles(),
                c.steps(),
                c.guesses(),
                c.kept(),
                c.rollBacks(),
                c.combinations(),
                c.solutions(),
                entries,
                outcome.reason().isEmpty() ? null : outcome.reason());
    }

    private String candidateLine(ClassicOutcome outcome) {
        Grid grid = outcome.grid().orElseThrow();
        String line = PositionText.line(grid, outcome.candidates().orElseThrow());
        return line != null ? line : line(grid);
    }

    private static Position position(ClassicOutcome outcome) {
        return new Position(outcome.grid().orElseThrow(), outcome.candidates().orElseThrow());
    }

    private String line(Grid grid) {
        return LineFormat.write(grid, symbolsFor(grid));
    }

    private Symbols symbolsFor(Grid grid) {
        return symbols == null ? Symbols.defaultFor(grid.size()) : new Symbols(symbols, grid.size());
    }
}
