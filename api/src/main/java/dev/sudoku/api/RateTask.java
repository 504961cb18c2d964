package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.rating.LevelScale;
import java.util.Optional;

/**
 * {@code rate}: Sudoku Explainer's ER/EP/ED, HoDoKu's score and the level, for puzzles with exactly one
 * solution ({@link PuzzleRater}). Statuses: RATED; STUCK when the techniques cannot finish (SE rates that
 * 20.0); MULTIPLE, NONE, INVALID; TIMEOUT. One per thread.
 */
public final class RateTask extends PuzzleTask {
    private final PuzzleRater rater;
    private final LevelScale levels;
    private final GridText text;

    public RateTask(LevelScale levels, Optional<TimeLimit> limit, GridText text) {
        this.rater = new PuzzleRater(limit);
        this.levels = levels;
        this.text = text;
    }

    @Override
    public View view() {
        return View.RATE;
    }

    @Override
    Report runPuzzle(Origin origin, Grid puzzle) {
        Report.Builder report = Reports.start(View.RATE, origin, puzzle, text);
        PuzzleRater.Outcome outcome = rater.rate(puzzle);
        if (outcome instanceof PuzzleRater.Rated rated) {
            return RatingFields.fill(report, rated.rating(), levels)
                    .with(Field.SOLUTIONS, 1L)
                    .with(Field.MICROS, rated.micros())
                    .with(Field.STEP_COUNT, rated.rating().steps())
                    .status(ResultStatus.RATED)
                    .build();
        }
        PuzzleRater.Refused refused = (PuzzleRater.Refused) outcome;
        return report.status(refused.status())
                .with(Field.SOLUTIONS, refused.solutions())
                .with(Field.STEP_COUNT, refused.steps())
                .with(
                        Field.ERROR,
                        refused.status() == ResultStatus.INVALID
                                ? text.clash(puzzle, refused.error())
                                : refused.error())
                .with(Field.MICROS, refused.timeMicros())
                .build();
    }
}
