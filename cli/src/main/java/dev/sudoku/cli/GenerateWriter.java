package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.io.PrintWriter;

/**
 * Writes each generated puzzle in the chosen format.
 *
 * <ul>
 *   <li>line: the puzzle on one line, nothing else (ready for {@code sudoku rate} or {@code solve});
 *   <li>grid: a {@code # puzzle N: ER/EP/ED Level, C clues, symmetry S, seed X} header, the puzzle as a
 *       boxed grid, then a blank line;
 *   <li>json: one {@link GenerateReport} per line.
 * </ul>
 *
 * Ratings are written with one decimal and a point whatever the locale ({@link Rating#format}).
 */
final class GenerateWriter {
    private final PrintWriter out;
    private final OutputFormat format;
    private final Symbols.Style symbols;
    private final LevelScale levels;

    GenerateWriter(PrintWriter out, OutputFormat format, Symbols.Style symbols, LevelScale levels) {
        this.out = out;
        this.format = format;
        this.symbols = symbols;
        this.levels = levels;
    }

    void write(Generated generated) {
        Rating rating = generated.rating();
        String symmetry = generated.symmetry().map(Symmetry::displayName).orElse(null);
        switch (format) {
            case LINE -> out.println(line(generated.puzzle()));
            case GRID -> {
                out.println("# puzzle " + (generated.index() + 1) + ": " + rating.triple() + " " + level(rating)
                        + ", " + generated.clues() + " clues, "
                        + (symmetry == null ? "clue pattern" : "symmetry " + symmetry) + ", seed "
                        + generated.seed());
                out.print(GridFormat.write(generated.puzzle(), symbolsFor(generated.puzzle())));
                out.println();
            }
            case JSON -> out.println(Json.line(new GenerateReport(
                    generated.index(),
                    generated.seed(),
                    generated.puzzle().size(),
                    generated.puzzle().shape().toString(),
                    symmetry,
                    generated.clues(),
                    line(generated.puzzle()),
                    line(generated.solution()),
                    new GenerateReport.RatingReport(
                            tenths(rating.er()),
                            tenths(rating.ep()),
                            tenths(rating.ed()),
                            rating.hardest().map(TechniqueId::displayName).orElse(null)),
                    level(rating))));
        }
    }

    /** The level's name; "Not rated" for a puzzle the catalogue cannot finish (only without a band). */
    private String level(Rating rating) {
        return rating.solved() ? levels.levelOf(rating.er()).displayName() : "Not rated";
    }

    /** The rating as SE prints it, as a number: 6.699999999999999 becomes 6.7. */
    private static double tenths(double difficulty) {
        return Double.parseDouble(Rating.format(difficulty));
    }

    private String line(Grid grid) {
        return LineFormat.write(grid, symbolsFor(grid));
    }

    private Symbols symbolsFor(Grid grid) {
        return symbols == null ? Symbols.defaultFor(grid.size()) : new Symbols(symbols, grid.size());
    }
}
