package dev.sudoku.web;

import dev.sudoku.api.GeneratedVariantReport;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantMade;
import java.security.SecureRandom;
import java.util.Set;
import java.util.StringJoiner;

/**
 * {@code POST /api/variant/generate}: {@code count} minimal unique puzzles of a variant, from a seed (random
 * when none is given; each report gives its puzzle's own seed, as {@code generate --variant} derives them).
 * Answers a JSON array of {@code generate --variant} reports. The request's generate budget is checked
 * between puzzles: a puzzle not started in time ends the array with a TIMEOUT report.
 */
final class VariantGenerateEndpoint extends Endpoint {
    /**
     * The largest side made here. The variant generator has no clock inside a puzzle (one exact solve per
     * cell: under a second for 9x9, 1-2 s for a samurai), so larger grids, whose solves grow fast, are left
     * to the command line rather than let one request hold a worker for minutes.
     */
    static final int MAX_SIDE = 9;

    VariantGenerateEndpoint(WebLimits limits) {
        super(limits, "variant", "size", "seed", "count");
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
        VariantGenerator generator;
        try {
            generator = new VariantGenerator(variants, size);
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest("variant", "'variant': " + e.getMessage());
        }
        long start = System.nanoTime();
        long deadline = start + limits.generateTime().toNanos();
        StringJoiner array = new StringJoiner(",", "[", "]");
        for (long index = 0; index < count; index++) {
            if (deadline - System.nanoTime() <= 0) {
                array.add(timeout(index, start));
                break;
            }
            VariantMade made = generator.make(Seeds.of(seed, index));
            array.add(ReportJson.write(GeneratedVariantReport.of(made, index + 1)));
        }
        return Answer.json(array.toString());
    }

    private String timeout(long index, long start) {
        return ReportJson.write(Report.of(View.GENERATE_VARIANT)
                .with(Field.INDEX, index + 1)
                .status(ResultStatus.TIMEOUT)
                .with(Field.MICROS, (System.nanoTime() - start) / 1000)
                .with(
                        Field.ERROR,
                        "no time left: the request's " + limits.generateTime().toSeconds()
                                + " s went to the puzzles before it")
                .build());
    }
}
