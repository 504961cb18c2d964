package dev.sudoku.api.batch;

import dev.sudoku.api.GeneratedReport;
import dev.sudoku.api.GridText;
import dev.sudoku.api.WordList;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportCsv;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.api.settings.RatingBands;
import dev.sudoku.api.settings.ReachableBands;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.io.Serializable;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;

/**
 * {@code batch generate}: puzzle {@code i} of a seeded run is made from {@code Seeds.of(seed, i)} alone
 * ({@link Generator#generate}), so the run's output is the same however its indexes are cut into tasks or
 * partitions. Reports are those of {@code sudoku generate --format json}, without the time taken; a puzzle
 * not found within the time limit is a TIMEOUT report, and the run goes on.
 *
 * @param seed the run's seed
 * @param band a level name ({@code easy} ... {@code extreme}) or a rating band ({@code 6.0..7.5}), or
 *     empty for any rating
 * @param timeLimitSeconds the budget of each puzzle, positive
 */
public record GenerateBatch(long seed, String band, double timeLimitSeconds) implements Serializable {
    private static final long serialVersionUID = 1L;

    /** What the band is: a level's name or a band of ERs. */
    private static final String LEVELS_OR_BANDS = WordList.either(Arrays.stream(Level.values())
                    .map(level -> level.name().toLowerCase(Locale.ROOT))
                    .toList())
            + ", or " + RatingBands.ACCEPTED;

    public GenerateBatch {
        if (!(timeLimitSeconds > 0) || Double.isInfinite(timeLimitSeconds)) {
            throw new IllegalArgumentException("the time limit must be positive, not " + timeLimitSeconds);
        }
        options(seed, band, timeLimitSeconds);
    }

    /**
     * The generator's options; throws a {@link Refusal} saying what a band is when it is none, and what a 9x9
     * puzzle can rate when no puzzle rates in it ({@link ReachableBands}), as {@code generate --rating} does:
     * found when the run is made, not as a failure of its first puzzle.
     */
    private static GeneratorOptions options(long seed, String band, double seconds) {
        GeneratorOptions options =
                GeneratorOptions.of(BoxShape.CLASSIC, seed).withTimeLimit(Duration.ofNanos((long) (seconds * 1e9)));
        if (band == null || band.isBlank()) {
            return options;
        }
        return options.withBand(bandOf(band));
    }

    private static RatingBand bandOf(String text) {
        for (Level level : Level.values()) {
            if (level.name().equalsIgnoreCase(text.trim())) {
                ReachableBands.requireLevel(BoxShape.CLASSIC, level, LevelScale.DEFAULT);
                return RatingBand.of(level);
            }
        }
        RatingBand band;
        try {
            band = RatingBands.read(text);
        } catch (Refusal refusal) {
            throw new Refusal(LEVELS_OR_BANDS, text.strip());
        }
        ReachableBands.requireRating(BoxShape.CLASSIC, band, text);
        return band;
    }

    /** The first line of a {@code format} output (the CSV header), or null when the format has none. */
    public static String header(OutputFormat format) {
        return format == OutputFormat.CSV ? ReportCsv.header(View.GENERATE) : null;
    }

    /** The function for one thread. */
    public Worker worker() {
        return new Worker(new Generator(options(seed, band, timeLimitSeconds)));
    }

    /** Makes puzzles of the run by index, with one thread's generator. */
    public static final class Worker {
        private final Generator generator;

        private Worker(Generator generator) {
            this.generator = generator;
        }

        /** The JSON report (no line end) of puzzle {@code index} (from 0) of the run. */
        public String apply(long index) {
            return ReportJson.write(report(index));
        }

        /** Puzzle {@code index}'s output line in {@code format} (JSON for Parquet) and its level. */
        public LineBatch.Output output(long index, OutputFormat format) {
            Report report = report(index);
            String text = format == OutputFormat.CSV ? ReportCsv.row(report) : ReportJson.write(report);
            return LineBatch.Output.of(report, text);
        }

        private Report report(long index) {
            Report report;
            try {
                report = GeneratedReport.of(generator.generate(index), LevelScale.DEFAULT, GridText.DEFAULT, 0)
                        .without(Field.MICROS);
            } catch (GenerationTimeoutException e) {
                report = Report.of(View.GENERATE)
                        .with(Field.INDEX, index + 1)
                        .status(ResultStatus.TIMEOUT)
                        .with(Field.ERROR, e.getMessage())
                        .build();
            }
            return report;
        }
    }
}
