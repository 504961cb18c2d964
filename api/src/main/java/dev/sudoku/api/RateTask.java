package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;

/**
 * {@code rate}: Sudoku Explainer's ER/EP/ED, HoDoKu's score and the level, for puzzles with exactly one
 * solution (SE does not check, and its chains on a puzzle with many solutions can run for hours).
 * Statuses: RATED; STUCK when the techniques cannot finish (SE rates that 20.0); MULTIPLE, NONE, INVALID;
 * TIMEOUT. The time limit covers the rating, not the uniqueness check before it. One per thread.
 */
public final class RateTask implements EntryTask {
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);
    private final Rater rater = new Rater(Catalogue.se());
    private final LevelScale levels;
    private final Optional<TimeLimit> limit;
    private final GridText text;

    public RateTask(LevelScale levels, Optional<TimeLimit> limit, GridText text) {
        this.levels = levels;
        this.limit = limit;
        this.text = text;
    }

    @Override
    public View view() {
        return View.RATE;
    }

    @Override
    public Report run(Origin origin, Entry entry) {
        if (entry instanceof Entry.Malformed bad) {
            return Reports.unreadable(View.RATE, origin, bad);
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        Report.Builder report = Reports.start(View.RATE, origin, puzzle, text);
        long start = System.nanoTime();
        SolveResult verdict = exact.solve(puzzle, SolveLimits.UNIQUENESS);
        switch (verdict.status()) {
            case SOLVED -> report.with(Field.SOLUTIONS, 1L);
            case MULTIPLE -> {
                return report.status(ResultStatus.MULTIPLE)
                        .with(Field.SOLUTIONS, 2L)
                        .with(Field.ERROR, "more than one solution: ratings assume exactly one")
                        .with(Field.MICROS, Reports.microsSince(start))
                        .build();
            }
            case NONE -> {
                return report.status(ResultStatus.NONE)
                        .with(Field.SOLUTIONS, 0L)
                        .with(Field.ERROR, "no solution")
                        .with(Field.MICROS, Reports.microsSince(start))
                        .build();
            }
            case INVALID -> {
                return report.status(ResultStatus.INVALID)
                        .with(Field.ERROR, verdict.message())
                        .build();
            }
            case UNKNOWN -> {
                return report.status(ResultStatus.TIMEOUT)
                        .with(Field.ERROR, verdict.message())
                        .build();
            }
        }
        Rating rating;
        try {
            rating = TimeLimit.within(limit, () -> rater.rate(puzzle));
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return report.status(ResultStatus.TIMEOUT)
                    .with(Field.ERROR, "the rating did not finish within " + limit.orElseThrow())
                    .with(Field.MICROS, Reports.microsSince(start))
                    .build();
        }
        report.with(Field.MICROS, Reports.microsSince(start)).with(Field.STEP_COUNT, rating.steps());
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
