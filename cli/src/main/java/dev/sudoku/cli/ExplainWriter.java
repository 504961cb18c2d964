package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Explanation;
import dev.sudoku.logic.LogicalSolution;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import dev.sudoku.logic.TechniqueId;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Writes one explanation per input entry: a header naming the input and the exact verdict, the givens,
 * the numbered steps, the position where logic stopped (with candidates) if it did, and the counts.
 */
final class ExplainWriter {
    private final PrintWriter out;
    private final OutputFormat format;
    private final Symbols.Style symbols;

    ExplainWriter(PrintWriter out, OutputFormat format, Symbols.Style symbols) {
        this.out = out;
        this.format = format;
        this.symbols = symbols;
    }

    void write(ExplainOutcome outcome) {
        if (format == OutputFormat.JSON) {
            out.println(Json.line(report(outcome)));
            return;
        }
        String where = "# " + outcome.source() + ", line " + outcome.line() + ": ";
        if (outcome.explanation().isEmpty()
                || outcome.explanation().get().solution().isEmpty()) {
            out.println(where + "INVALID: " + outcome.error());
            out.println();
            return;
        }
        Explanation explanation = outcome.explanation().get();
        LogicalSolution solution = explanation.solution().orElseThrow();
        Grid puzzle = outcome.puzzle().orElseThrow();
        out.println(where + verdict(explanation));
        out.print(grid(puzzle));
        StepText words = new StepText(puzzle.size());
        List<Step> steps = solution.steps();
        int width = String.valueOf(steps.size()).length();
        for (int i = 0; i < steps.size(); i++) {
            String number = String.valueOf(i + 1);
            out.println(" ".repeat(width - number.length()) + number + ". " + words.describe(steps.get(i)));
        }
        if (solution.solved()) {
            out.println("Solved by logic in " + steps.size() + " steps, " + explanation.cycles() + " cycles.");
            out.print(grid(solution.grid()));
        } else {
            out.println("Logic stops after " + steps.size() + " steps, " + explanation.cycles() + " cycles"
                    + explanation.contradiction().map(c -> ": " + c + ".").orElse(". Position reached:"));
            out.print(PositionText.write(solution, format == OutputFormat.GRID));
        }
        out.println("Steps per technique: "
                + counts(solution).entrySet().stream()
                        .map(e -> e.getKey() + " " + e.getValue())
                        .collect(Collectors.joining(", ")));
        out.println();
    }

    /** The exact verdict in words, and what it means for the techniques used. */
    private static String verdict(Explanation explanation) {
        return switch (explanation.status()) {
            case SOLVED -> "SOLVED: one solution";
            case MULTIPLE -> "MULTIPLE: more than one solution, so uniqueness techniques are off";
            case NONE -> "NONE: no solution, so uniqueness techniques are off";
            default -> explanation.status() + ": " + explanation.message();
        };
    }

    private static Map<String, Integer> counts(LogicalSolution solution) {
        Map<String, Integer> byName = new LinkedHashMap<>();
        for (Map.Entry<TechniqueId, Integer> count : solution.counts().entrySet()) {
            byName.merge(count.getKey().displayName(), count.getValue(), Integer::sum);
        }
        return byName;
    }

    private ExplainReport report(ExplainOutcome outcome) {
        String puzzle = outcome.puzzle().map(this::line).orElse(null);
        if (outcome.explanation().isEmpty()
                || outcome.explanation().get().solution().isEmpty()) {
            return new ExplainReport(
                    outcome.source(),
                    outcome.line(),
                    Status.INVALID.name(),
                    puzzle,
                    false,
                    false,
                    List.of(),
                    Map.of(),
                    0,
                    null,
                    null,
                    null,
                    outcome.error());
        }
        Explanation explanation = outcome.explanation().get();
        LogicalSolution solution = explanation.solution().orElseThrow();
        int size = solution.grid().size();
        StepText words = new StepText(size);
        Map<String, Integer> counts = new LinkedHashMap<>();
        solution.counts().forEach((id, n) -> counts.put(id.name(), n));
        return new ExplainReport(
                outcome.source(),
                outcome.line(),
                explanation.status().name(),
                puzzle,
                solution.solved(),
                explanation.uniquenessUsed(),
                solution.steps().stream()
                        .map(step -> StepReport.of(step, words, size))
                        .toList(),
                counts,
                explanation.cycles(),
                line(solution.grid()),
                solution.solved() ? null : PositionText.line(solution),
                explanation.contradiction().orElse(null),
                null);
    }

    private String grid(Grid grid) {
        return format == OutputFormat.GRID ? GridFormat.write(grid, symbolsFor(grid)) : line(grid) + "\n";
    }

    private String line(Grid grid) {
        return LineFormat.write(grid, symbolsFor(grid));
    }

    private Symbols symbolsFor(Grid grid) {
        return symbols == null ? Symbols.defaultFor(grid.size()) : new Symbols(symbols, grid.size());
    }
}
