package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.generator.variant.VariantMade;

/** The report of one puzzle of {@code generate --variant}. */
public final class GeneratedVariantReport {
    private GeneratedVariantReport() {}

    /** The report of the {@code index}-th puzzle made (from 1). */
    public static Report of(VariantMade made, long index) {
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
                .with(Field.MICROS, made.nanos() / 1000)
                .build();
    }
}
