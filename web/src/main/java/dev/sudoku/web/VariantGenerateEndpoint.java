package dev.sudoku.web;

import dev.sudoku.api.GeneratedVariantReport;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.api.settings.VariantSettings;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantLevelSearch;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.StringJoiner;

/**
 * {@code POST /api/variant/generate}: {@code count} minimal unique puzzles of a variant, from a seed (random
 * when none is given; each report gives its puzzle's own seed, as {@code generate --variant} derives them).
 * Answers a JSON array of {@code generate --variant} reports. The request's generate budget bounds every
 * puzzle's work as a {@link SearchBudget}: a puzzle not made in time, or not started, ends the array with a
 * TIMEOUT report.
 *
 * <p>With a {@code level} (and {@code levels}, the scale), each puzzle is the first of its seed's attempts
 * rated at the level, as {@code generate --variant --level} makes it: the same seeds, the same {@link
 * VariantLevelSearch#ATTEMPTS} complete grids at most, searched within what the request's budget has left.
 * A level not met within them is a TIMEOUT report in the command line's words but for its advice ({@link
 * #LEVEL_NOT_FOUND_ADVICE}); a level no puzzle of the variants on that size can have ({@link VariantReach})
 * is refused at once (400 naming {@code level}).
 */
final class VariantGenerateEndpoint extends Endpoint {
    /**
     * The largest side made here. A puzzle takes one exact search per cell: under a second for 9x9 and for
     * a samurai, minutes for a 16x16 killer; larger grids are left to the command line, whose time limit
     * the caller sets, rather than answered with a TIMEOUT after the request's budget.
     */
    static final int MAX_SIDE = 9;

    /**
     * What a level not found advises here: the server's time per request is fixed, so not a longer time
     * limit as on the command line (the page asks again with a new random seed).
     */
    static final String LEVEL_NOT_FOUND_ADVICE = "try another seed or another level";

    VariantGenerateEndpoint(WebLimits limits) {
        super(limits, "variant", "size", "seed", "count", "level", "levels");
    }

    @Override
    Answer answer(ApiRequest request) {
        Set<Variant> variants = VariantInput.variants(request);
        int size = request.integer("size", 4, 32).orElse(9L).intValue();
        if (size > MAX_SIDE) {
            throw ApiProblem.overLimit(
                    "size",
                    "size",
                    "variant puzzles are made here up to " + MAX_SIDE + "x" + MAX_SIDE + ", not " + size + "x" + size
                            + " (sudoku generate --variant makes larger ones)");
        }
        long count = request.count("count", limits.maxCount()).orElse(1L);
        long seed = request.integer("seed", 0, Seeds.MASK).orElseGet(() -> new SecureRandom().nextLong() & Seeds.MASK);
        Optional<Level> level = request.string("level").map(BankLevel::level);
        LevelScale scale = RateEndpoint.levels(request);
        VariantGenerator generator;
        try {
            generator = VariantSettings.generator(variants, size, MAX_SIDE, "'variant'");
        } catch (Refusal refusal) {
            throw Choices.refused("size", refusal);
        }
        try {
            level.ifPresent(wanted -> VariantSettings.requireReachable(variants, size, wanted, scale));
        } catch (Refusal refusal) {
            throw Choices.refused("level", refusal);
        }
        long start = System.nanoTime();
        long deadline = start + limits.generateTime().toNanos();
        StringJoiner array = new StringJoiner(",", "[", "]");
        for (long index = 0; index < count; index++) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                array.add(timeout(index, start));
                break;
            }
            long puzzleSeed = Seeds.of(seed, index);
            if (level.isPresent()) {
                array.add(ReportJson.write(
                        atLevel(generator, variants, scale, level.get(), puzzleSeed, index, Duration.ofNanos(left))));
                continue;
            }
            Report made = made(generator, puzzleSeed, index, start, deadline);
            array.add(ReportJson.write(made));
            if (made.status() == ResultStatus.TIMEOUT) {
                break;
            }
        }
        return Answer.json(array.toString());
    }

    /**
     * The puzzle of {@code seed} at {@code level}, searched for until {@code left} has passed (the search
     * stops inside a grid's work, within milliseconds of it), or the report of a level not met.
     */
    private static Report atLevel(
            VariantGenerator generator,
            Set<Variant> variants,
            LevelScale scale,
            Level level,
            long seed,
            long index,
            Duration left) {
        VariantLevelSearch.Outcome outcome =
                new VariantLevelSearch(generator, scale, VariantLevelSearch.ATTEMPTS, left).find(seed, level);
        return outcome.leveled()
                .map(found -> GeneratedVariantReport.of(found.made(), index + 1, found.rating(), scale))
                .orElseGet(() -> GeneratedVariantReport.notFound(
                        variants, index + 1, level, outcome.gridsTried(), LEVEL_NOT_FOUND_ADVICE));
    }

    /**
     * The minimal puzzle of {@code seed}, or a TIMEOUT report when the request's budget runs out while it is
     * made (the generator checks it at each cell and in its exact solves).
     */
    private Report made(VariantGenerator generator, long seed, long index, long start, long deadline) {
        try {
            return GeneratedVariantReport.of(SearchBudget.until(deadline, () -> generator.make(seed)), index + 1);
        } catch (SearchCancelledException e) {
            return timeoutReport(
                    index,
                    start,
                    "the puzzle was not made within the request's "
                            + limits.generateTime().toSeconds() + " s");
        }
    }

    private String timeout(long index, long start) {
        return ReportJson.write(timeoutReport(
                index,
                start,
                "no time left: the request's " + limits.generateTime().toSeconds()
                        + " s went to the puzzles before it"));
    }

    private static Report timeoutReport(long index, long start, String why) {
        return Report.of(View.GENERATE_VARIANT)
                .with(Field.INDEX, index + 1)
                .status(ResultStatus.TIMEOUT)
                .with(Field.MICROS, (System.nanoTime() - start) / 1000)
                .with(Field.ERROR, why)
                .build();
    }
}
