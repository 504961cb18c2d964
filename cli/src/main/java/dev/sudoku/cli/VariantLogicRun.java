package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * {@code explain --variant}, {@code hint --variant} and {@code rate --variant}: the task run on each entry as
 * it is read ({@link VariantRun}), each report written out as soon as it is ready.
 */
final class VariantLogicRun {
    private VariantLogicRun() {}

    /**
     * Exit code 0 when every entry ends with {@code success}, 1 otherwise.
     *
     * @param tasks one task per thread
     */
    static int run(
            EntryCommand command,
            InputOptions input,
            RunOptions run,
            Set<Variant> variants,
            View view,
            Supplier<BiFunction<Origin, VariantEntry, Report>> tasks,
            ResultStatus success,
            ReportFormat format) {
        VariantRun.Work work = new VariantRun.Work(
                view,
                (source, problem) -> Report.of(view)
                        .with(Field.FILE, source.name())
                        .with(Field.VARIANT, Variant.label(variants))
                        .status(ResultStatus.INVALID)
                        .with(Field.ERROR, problem)
                        .build(),
                tasks,
                success,
                true);
        return VariantRun.run(command, input, run, variants, work, format);
    }
}
