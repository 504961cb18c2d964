package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.LevelScale;

/** {@code generate}: the report of one generated puzzle. */
public final class GeneratedReport {
    private GeneratedReport() {}

    /** The puzzle with its number in the run (from 1), seed, shape, solution and rating. */
    public static Report of(Generated generated, LevelScale levels, GridText text, long micros) {
        Report.Builder report = Report.of(View.GENERATE)
                .with(Field.INDEX, generated.index() + 1)
                .status(ResultStatus.GENERATED)
                .with(Field.PUZZLE, text.line(generated.puzzle()))
                .with(Field.BOX, generated.puzzle().shape().toString())
                .with(Field.SOLUTION, text.line(generated.solution()))
                .with(Field.SOLUTIONS, 1L)
                .with(Field.SEED, generated.seed())
                .with(
                        Field.SYMMETRY,
                        generated.symmetry().map(Symmetry::displayName).orElse(null))
                .with(Field.CLUES, generated.clues())
                .with(Field.MICROS, micros);
        // Without a band the rating only describes the puzzle: one that could not be rated in time is still
        // a puzzle with one solution, and its rating fields are null.
        generated
                .knownRating()
                .filter(rating -> rating.solved())
                .ifPresent(rating -> RatingFields.fill(report, rating, levels));
        return report.build();
    }
}
