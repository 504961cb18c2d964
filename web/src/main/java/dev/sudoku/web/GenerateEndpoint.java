package dev.sudoku.web;

import dev.sudoku.api.GeneratedReport;
import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.api.settings.RatingBands;
import dev.sudoku.api.settings.ReachableBands;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.ShapeChoice;
import dev.sudoku.generator.ShapeReach;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.LevelScale;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.StringJoiner;

/**
 * {@code POST /api/generate}: {@code count} puzzles of a level or rating band, size or box shape and
 * symmetry, from a seed (random when none is given; each report gives the puzzle's own seed). Answers a
 * JSON array with one {@code generate} report per puzzle; the request has one time budget for all its
 * puzzles, and a puzzle not found within what is left ends the array with a TIMEOUT report.
 */
final class GenerateEndpoint extends Endpoint {

    GenerateEndpoint(WebLimits limits) {
        super(limits, "level", "rating", "size", "box", "symmetry", "seed", "count", "minimal", "levels");
    }

    @Override
    Answer answer(ApiRequest request) {
        long count = request.count("count", limits.maxCount()).orElse(1L);
        LevelScale scale = RateEndpoint.levels(request);
        GeneratorOptions options = options(request, scale);
        // One budget for the whole request: each puzzle gets what the ones before it left.
        long deadline = System.nanoTime() + limits.generateTime().toNanos();
        StringJoiner array = new StringJoiner(",", "[", "]");
        for (long index = 0; index < count; index++) {
            long start = System.nanoTime();
            if (deadline - start <= 0) {
                array.add(timeout(
                        index,
                        start,
                        "no time left: the request's " + limits.generateTime().toSeconds()
                                + " s went to the puzzles before it"));
                break;
            }
            try {
                Generated generated =
                        new Generator(options.withTimeLimit(Duration.ofNanos(deadline - start))).generate(index);
                array.add(ReportJson.write(
                        GeneratedReport.of(generated, scale, GridText.DEFAULT, (System.nanoTime() - start) / 1000)));
            } catch (GenerationTimeoutException e) {
                array.add(timeout(index, start, e.getMessage()));
                break;
            }
        }
        return Answer.json(array.toString());
    }

    private static String timeout(long index, long start, String why) {
        return ReportJson.write(Report.of(View.GENERATE)
                .with(Field.INDEX, index + 1)
                .status(ResultStatus.TIMEOUT)
                .with(Field.MICROS, (System.nanoTime() - start) / 1000)
                .with(Field.ERROR, why)
                .build());
    }

    private GeneratorOptions options(ApiRequest request, LevelScale scale) {
        Optional<String> level = request.string("level");
        Optional<String> rating = request.string("rating");
        if (level.isPresent() && rating.isPresent()) {
            throw ApiProblem.badRequest("rating", "give 'level' or 'rating', not both");
        }
        Optional<RatingBand> band;
        try {
            band = level.isPresent()
                    ? Optional.of(RatingBand.of(BankLevel.level(level.get()), scale))
                    : rating.map(RatingBands::read);
        } catch (Refusal refusal) {
            throw Choices.refused("rating", refusal);
        }
        String symmetryName = request.string("symmetry").orElse("none");
        Symmetry symmetry;
        try {
            symmetry = Symmetry.parse(symmetryName);
        } catch (IllegalArgumentException e) {
            throw Choices.refused("symmetry", Choices.SYMMETRIES, symmetryName);
        }
        long seed = request.integer("seed", 0, Seeds.MASK).orElseGet(() -> new SecureRandom().nextLong() & Seeds.MASK);
        BoxShape shape = shape(request);
        if (!symmetry.suits(shape)) {
            throw Choices.refused("symmetry", Choices.symmetriesFor(shape), symmetryName);
        }
        try {
            if (level.isPresent()) {
                ReachableBands.requireLevel(shape, BankLevel.level(level.get()), scale);
            } else {
                band.ifPresent(wanted -> ReachableBands.requireRating(shape, wanted, rating.get()));
            }
        } catch (Refusal refusal) {
            throw Choices.refused(level.isPresent() ? "level" : "rating", refusal);
        }
        GeneratorOptions options = new GeneratorOptions(
                shape,
                band,
                symmetry,
                Optional.empty(),
                request.bool("minimal").orElse(false),
                Optional.empty(),
                seed,
                limits.generateTime(),
                true);
        try {
            options.check();
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest(null, e.getMessage());
        }
        // Searches longer than a request's budget found no such puzzle: refused at once, not searched in vain.
        band.flatMap(ShapeReach.of(options.shape())::notFoundSoFar).ifPresent(why -> {
            throw ApiProblem.badRequest(
                    level.isPresent() ? "level" : "rating",
                    why + "; a request's " + limits.generateTime().toSeconds()
                            + " s cannot find it: sudoku generate searches as long as its --time-limit");
        });
        return options;
    }

    private BoxShape shape(ApiRequest request) {
        Optional<BoxShape> box = PuzzleInput.box(request, limits.maxSize());
        Optional<Long> size = request.integer("size", BoxShape.MIN_SIZE, BoxShape.MAX_SIZE);
        size.ifPresent(side -> PuzzleInput.checkSize("size", side.intValue(), limits.maxSize()));
        try {
            return ShapeChoice.of(
                    size.map(side -> OptionalInt.of(side.intValue())).orElse(OptionalInt.empty()),
                    box,
                    "'size'",
                    "'box'");
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest("size", e.getMessage());
        }
    }
}
