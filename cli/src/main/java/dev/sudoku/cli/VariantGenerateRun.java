package dev.sudoku.cli;

import dev.sudoku.api.GeneratedVariantReport;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.variant.VariantGenerator;
import java.io.PrintWriter;
import java.util.Set;

/**
 * {@code generate --variant}: minimal unique puzzles of the variant, one after another, each from the
 * run's seed and its index as the classic run derives them, so {@code --seed} of a puzzle with {@code
 * --count 1} makes it again. Each is written and flushed as soon as it is made.
 */
final class VariantGenerateRun {
    private VariantGenerateRun() {}

    static int run(Set<Variant> variants, int size, long seed, int count, ReportFormat format, PrintWriter out) {
        VariantGenerator generator;
        try {
            generator = new VariantGenerator(variants, size);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--variant: " + e.getMessage());
        }
        for (int index = 0; index < count; index++) {
            out.print(format.render(GeneratedVariantReport.of(generator.make(Seeds.of(seed, index)), index + 1)));
            out.flush();
        }
        return ExitCodes.OK;
    }
}
