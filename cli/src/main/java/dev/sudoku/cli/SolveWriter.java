package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.io.PrintWriter;

/**
 * Writes one outcome per input entry in the chosen format.
 *
 * <ul>
 *   <li>line: the solution for SOLVED; otherwise {@code STATUS: reason} on one line.
 *   <li>grid: a {@code # line N: STATUS} header, then the solution as a boxed grid, then a blank line.
 *   <li>json: one {@link SolveReport} object per line.
 * </ul>
 */
final class SolveWriter {
    private final PrintWriter out;
    private final OutputFormat format;
    private final Symbols.Style symbols;
    private final long countLimit;

    SolveWriter(PrintWriter out, OutputFormat format, Symbols.Style symbols, long countLimit) {
        this.out = out;
        this.format = format;
        this.symbols = symbols;
        this.countLimit = countLimit;
    }

    void write(SolveOutcome outcome) {
        SolveResult result = outcome.result();
        switch (format) {
            case LINE -> out.println(
                    result.status() == Status.SOLVED
                            ? text(result.solution().orElseThrow())
                            : result.status() + ": " + reason(result));
            case GRID -> {
                out.println("# line " + outcome.line() + ": " + result.status()
                        + (result.status() == Status.SOLVED ? "" : ": " + reason(result)));
                result.solution().ifPresent(solution -> out.print(GridFormat.write(solution, symbolsFor(solution))));
                out.println();
            }
            case JSON -> out.println(Json.line(new SolveReport(
                    outcome.source(),
                    outcome.line(),
                    result.status().name(),
                    outcome.puzzle().map(this::text).orElse(null),
                    result.solution().map(this::text).orElse(null),
                    result.solutionCount(),
                    result.stats().guesses(),
                    result.stats().micros(),
                    result.message().isEmpty() ? null : result.message())));
        }
    }

    /** Why a puzzle was not solved uniquely, in words. */
    private String reason(SolveResult result) {
        return switch (result.status()) {
            case SOLVED -> "one solution";
            case MULTIPLE -> result.solutionCount() >= countLimit
                    ? "at least " + result.solutionCount() + " solutions"
                    : result.solutionCount() + " solutions";
            case NONE -> "no solution";
            case INVALID, UNKNOWN -> result.message();
        };
    }

    private String text(Grid grid) {
        return LineFormat.write(grid, symbolsFor(grid));
    }

    private Symbols symbolsFor(Grid grid) {
        return symbols == null ? Symbols.defaultFor(grid.size()) : new Symbols(symbols, grid.size());
    }
}
