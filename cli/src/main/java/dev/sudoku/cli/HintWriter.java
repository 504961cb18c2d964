package dev.sudoku.cli;

import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Hint;
import dev.sudoku.logic.HintText;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import java.io.PrintWriter;

/** Writes one hint per input: the text at the chosen level, or why there is none. */
final class HintWriter {
    private final PrintWriter out;
    private final OutputFormat format;
    private final int level;

    HintWriter(PrintWriter out, OutputFormat format, int level) {
        this.out = out;
        this.format = format;
        this.level = level;
    }

    /** What the exact verdict means for the hint, when the puzzle is not uniquely solvable. */
    private static String note(Hint hint) {
        return switch (hint.status()) {
            case MULTIPLE -> " (the puzzle has several solutions, so uniqueness techniques are off)";
            case NONE -> " (the puzzle has no solution, so uniqueness techniques are off)";
            default -> "";
        };
    }

    void write(HintOutcome outcome) {
        String status = outcome.hint().map(h -> h.status().name()).orElse(Status.INVALID.name());
        String text;
        String technique = null;
        StepReport step = null;
        if (outcome.hint().isEmpty()) {
            text = "INVALID: " + outcome.error();
        } else if (outcome.hint().get().step().isEmpty()) {
            Hint hint = outcome.hint().get();
            text = (hint.status() == Status.INVALID ? "INVALID: " : "No hint: ") + hint.reason() + note(hint);
        } else {
            Hint hint = outcome.hint().get();
            Step next = hint.step().orElseThrow();
            int size = hint.geometry().size();
            text = new HintText(hint.geometry()).describe(next, level);
            text += note(hint);
            technique = next.technique().name();
            step = level == 3 ? StepReport.of(next, new StepText(size), size) : null;
        }
        if (format == OutputFormat.JSON) {
            String error = outcome.hint().isEmpty() ? outcome.error() : null;
            out.println(Json.line(
                    new HintReport(outcome.source(), outcome.line(), status, level, technique, text, step, error)));
        } else {
            out.println(text);
        }
    }
}
