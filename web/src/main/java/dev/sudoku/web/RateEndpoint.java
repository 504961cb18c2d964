package dev.sudoku.web;

import dev.sudoku.api.GridText;
import dev.sudoku.api.RateTask;
import dev.sudoku.api.settings.LevelBounds;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.rating.LevelScale;
import java.util.Optional;

/** {@code POST /api/rate}: ER/EP/ED, the level, the hardest technique and HoDoKu's score, as {@code rate}. */
final class RateEndpoint extends Endpoint {

    RateEndpoint(WebLimits limits) {
        super(limits, "puzzle", "box", "levels");
    }

    @Override
    Answer answer(ApiRequest request) {
        RateTask task = new RateTask(levels(request), Requests.budget(limits.logicTime()), GridText.DEFAULT);
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(task.run(Requests.origin(puzzle), puzzle));
    }

    /**
     * The level bounds ({@code "fiendish=6.0,diabolical=8.5"}), as the command line's {@code --levels}. A part
     * that is not a bounded level's name and a bound is refused as every field's value outside its choices
     * is; a bound that is not a rating with one decimal, or is out of range or order, in the scale's own
     * words, which name the bound, as {@code --levels} names it.
     */
    static LevelScale levels(ApiRequest request) {
        Optional<String> spec = request.string("levels");
        if (spec.isEmpty()) {
            return LevelScale.DEFAULT;
        }
        try {
            return LevelBounds.read(spec.get());
        } catch (Refusal refusal) {
            throw Choices.refused("levels", refusal);
        }
    }
}
