package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleRater;
import java.util.Optional;
import java.util.Set;

/**
 * {@code rate --variant}: ER/EP/ED, HoDoKu's score and the level of a variant puzzle with one solution,
 * over the rule-set techniques ({@link RuleRater}). Statuses as {@code rate}: RATED; STUCK when the
 * techniques cannot finish; MULTIPLE, NONE, INVALID, TIMEOUT from the exact check.
 */
public final class VariantRateTask {
    private final RuleRater rater = new RuleRater(RuleCatalogue.DEFAULT);
    private final LevelScale levels;
    private final String variant;
    private final Optional<TimeLimit> limit;

    public VariantRateTask(Set<Variant> variants, LevelScale levels) {
        this(variants, levels, Optional.empty());
    }

    /** As above; within {@code limit}, the exact check stops when it runs out (TIMEOUT). */
    public VariantRateTask(Set<Variant> variants, LevelScale levels, Optional<TimeLimit> limit) {
        this.variant = Variant.label(variants);
        this.levels = levels;
        this.limit = limit;
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.run(
                View.RATE_VARIANT, origin, variant, entry, limit, "the rating did not finish within ", this::rate);
    }

    private Report rate(Report.Builder report, VariantPuzzle puzzle, int[] solution, long start) {
        Rating rating = rater.rate(puzzle);
        report.with(Field.SOLUTIONS, 1L)
                .with(Field.STEP_COUNT, rating.steps())
                .with(Field.MICROS, Reports.microsSince(start));
        if (!rating.solved()) {
            return report.status(ResultStatus.STUCK)
                    .with(Field.ERROR, "logic stops after " + rating.steps() + " steps: the techniques cannot finish")
                    .build();
        }
        return RatingFields.fill(report, rating, levels)
                .status(ResultStatus.RATED)
                .build();
    }
}
