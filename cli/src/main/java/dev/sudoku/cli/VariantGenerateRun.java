package dev.sudoku.cli;

import dev.sudoku.api.GeneratedVariantReport;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.api.settings.VariantSettings;
import dev.sudoku.cli.text.Plural;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantLevelSearch;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

/**
 * {@code generate --variant}: minimal unique puzzles of the variant, one after another, each from the
 * run's seed and its index as the classic run derives them, so {@code --seed} of a puzzle with {@code
 * --count 1} makes it again. Each is written and flushed as soon as it is made.
 */
final class VariantGenerateRun {
    private VariantGenerateRun() {}

    /**
     * Exit code 0 when every puzzle asked for was made, 1 when a level did not come up in time. A puzzle not
     * made is a TIMEOUT report in JSON; the line and grid formats, whose output is puzzles only, leave it out
     * and say why on {@code err}, as the classic run does.
     */
    static int run(
            Set<Variant> variants,
            int size,
            long seed,
            int count,
            Optional<Level> level,
            LevelScale scale,
            Duration timeLimit,
            ReportFormat format,
            boolean json,
            PrintWriter out,
            PrintWriter err) {
        if (level.isPresent()) {
            return atLevel(variants, size, seed, count, level.get(), scale, timeLimit, format, json, out, err);
        }
        VariantGenerator generator;
        generator = generator(variants, size);
        for (int index = 0; index < count; index++) {
            out.print(format.render(GeneratedVariantReport.of(generator.make(Seeds.of(seed, index)), index + 1)));
            out.flush();
        }
        return ExitCodes.OK;
    }

    /**
     * {@code --level}: each puzzle the first of its seed's attempts whose rating is at the level. Exit
     * code 0 when every puzzle was found, 1 when some level did not come up within the attempts.
     */
    private static int atLevel(
            Set<Variant> variants,
            int size,
            long seed,
            int count,
            Level level,
            LevelScale scale,
            Duration timeLimit,
            ReportFormat format,
            boolean json,
            PrintWriter out,
            PrintWriter err) {
        VariantLevelSearch search;
        search = new VariantLevelSearch(generator(variants, size), scale, VariantLevelSearch.ATTEMPTS, timeLimit);
        try {
            VariantSettings.requireReachable(variants, size, level, scale);
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--level"));
        }
        int made = 0;
        for (int index = 0; index < count; index++) {
            VariantLevelSearch.Outcome outcome = search.find(Seeds.of(seed, index), level);
            Optional<VariantLevelSearch.Leveled> found = outcome.leveled();
            if (found.isPresent()) {
                made++;
                out.print(format.render(GeneratedVariantReport.of(
                        found.get().made(), index + 1, found.get().rating(), scale)));
            } else {
                Report missed = GeneratedVariantReport.notFound(
                        variants,
                        index + 1,
                        level,
                        outcome.gridsTried(),
                        "try another seed, a longer --time-limit or another level");
                if (json) {
                    out.print(format.render(missed));
                } else {
                    out.flush();
                    err.println(
                            "sudoku: puzzle " + (index + 1) + " of " + count + " not made; " + missed.get(Field.ERROR));
                    err.flush();
                }
            }
            out.flush();
        }
        if (made < count && !json) {
            err.println("sudoku: generated " + made + " of " + Plural.count(count, "puzzle"));
            err.flush();
        }
        boolean allFound = made == count;
        return allFound ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** The generator, or a usage error listing the sizes the variants are made in. */
    private static VariantGenerator generator(Set<Variant> variants, int size) {
        try {
            return VariantSettings.generator(variants, size, RuleSets.MAX_SIZE, "--variant");
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--size"));
        }
    }
}
