package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.generator.variant.VariantMade;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.util.Set;

/** The report of one puzzle of {@code generate --variant}. */
public final class GeneratedVariantReport {
    private GeneratedVariantReport() {}

    /** The report of the {@code index}-th puzzle made (from 1). */
    public static Report of(VariantMade made, long index) {
        return start(made, index).build();
    }

    /** The report of a puzzle made at a level ({@code generate --variant --level}), with its rating. */
    public static Report of(VariantMade made, long index, Rating rating, LevelScale levels) {
        return RatingFields.fill(start(made, index), rating, levels).build();
    }

    /**
     * The report when no puzzle of the level came out of the attempts: TIMEOUT, naming the level, with the
     * {@code advice} its reader can follow (the command line's options, or the HTTP API's fields).
     */
    public static Report notFound(Set<Variant> variants, long index, Level level, int gridsTried, String advice) {
        return Report.of(View.GENERATE_VARIANT)
                .with(Field.INDEX, index)
                .status(ResultStatus.TIMEOUT)
                .with(Field.VARIANT, Variant.label(variants))
                .with(
                        Field.ERROR,
                        "no " + level.displayName() + " puzzle from " + gridsTried
                                + (gridsTried == 1 ? " complete grid" : " complete grids")
                                + ": the level is rare for this variant, " + advice)
                .build();
    }

    private static Report.Builder start(VariantMade made, long index) {
        Report.Builder report = Report.of(View.GENERATE_VARIANT)
                .with(Field.INDEX, index)
                .status(ResultStatus.GENERATED)
                .with(Field.PUZZLE, made.puzzle().line())
                .with(Field.VARIANT, Variant.label(made.puzzle().rules().variants()));
        return RuleFields.of(report, made.puzzle().rules())
                .with(Field.SOLUTION, VariantText.line(made.solution()))
                .with(Field.SOLUTIONS, 1L)
                .with(Field.SEED, made.seed())
                .with(Field.CLUES, (long) made.clues())
                .with(Field.MICROS, made.nanos() / 1000);
    }
}
