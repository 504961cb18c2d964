package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;

/** The rating fields, written the same way by rate and generate. */
final class RatingFields {
    private RatingFields() {}

    static Report.Builder fill(Report.Builder report, Rating rating, LevelScale levels) {
        return report.with(Field.ER, rating.er())
                .with(Field.EP, rating.ep())
                .with(Field.ED, rating.ed())
                .with(Field.LEVEL, levels.levelOf(rating.er()).displayName())
                .with(Field.HARDEST, rating.hardest().map(TechniqueId::name).orElse(null))
                .with(Field.SCORE, rating.score());
    }
}
