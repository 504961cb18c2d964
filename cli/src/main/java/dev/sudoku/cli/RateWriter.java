package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * Writes one rating per input entry: the template filled in for RATED puzzles, {@code STATUS: reason} for
 * the others, or a {@link RateReport} per line for {@code --format json}. Numbers use one decimal and a
 * point whatever the locale.
 */
final class RateWriter {
    private final PrintWriter out;
    private final String template;
    private final Symbols.Style symbols;
    private final LevelScale levels;

    RateWriter(PrintWriter out, String template, Symbols.Style symbols, LevelScale levels) {
        this.out = out;
        this.template = template;
        this.symbols = symbols;
        this.levels = levels;
    }

    void write(RateOutcome outcome) {
        boolean rated = outcome.status().equals("RATED");
        if (template.equals("json")) {
            Rating r = outcome.rating().orElse(null);
            out.println(Json.line(new RateReport(
                    outcome.source(),
                    outcome.line(),
                    outcome.status(),
                    outcome.puzzle().map(this::line).orElse(null),
                    rated ? r.er() : null,
                    rated ? r.ep() : null,
                    rated ? r.ed() : null,
                    rated ? levels.levelOf(r.er()).displayName() : null,
                    rated ? r.hardest().map(id -> id.displayName()).orElse(null) : null,
                    rated ? r.score() : null,
                    r == null ? 0 : r.steps(),
                    outcome.micros(),
                    rated ? null : outcome.reason())));
            return;
        }
        if (!rated) {
            out.println(outcome.status() + ": " + outcome.reason());
            return;
        }
        out.println(fill(outcome));
    }

    private String fill(RateOutcome outcome) {
        Rating rating = outcome.rating().orElseThrow();
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < template.length(); i++) {
            char c = template.charAt(i);
            if (c != '%' || i + 1 == template.length()) {
                text.append(c);
                continue;
            }
            char field = template.charAt(++i);
            text.append(
                    switch (field) {
                        case 'g' -> outcome.puzzle().map(this::line).orElse("");
                        case 'r' -> Rating.format(rating.er());
                        case 'p' -> Rating.format(rating.ep());
                        case 'd' -> Rating.format(rating.ed());
                        case 's' -> String.valueOf(rating.score());
                        case 'l' -> levels.levelOf(rating.er()).displayName();
                        case 't' -> String.format(Locale.ROOT, "%.3fs", outcome.micros() / 1e6);
                        case 'T' -> rating.hardest().map(id -> id.displayName()).orElse("-");
                        case '%' -> "%";
                        default -> "%" + field;
                    });
        }
        return text.toString();
    }

    private String line(Grid grid) {
        return LineFormat.write(
                grid, symbols == null ? Symbols.defaultFor(grid.size()) : new Symbols(symbols, grid.size()));
    }
}
