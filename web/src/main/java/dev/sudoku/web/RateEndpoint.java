package dev.sudoku.web;

import dev.sudoku.api.GridText;
import dev.sudoku.api.RateTask;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.rating.LevelScale;

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

    /** The level bounds ({@code "fiendish=6.0,diabolical=8.5"}), as the command line's {@code --levels}. */
    static LevelScale levels(ApiRequest request) {
        try {
            return request.string("levels").map(LevelScale.DEFAULT::with).orElse(LevelScale.DEFAULT);
        } catch (IllegalArgumentException e) {
            throw ApiProblem.badRequest("levels", "'levels': " + e.getMessage());
        }
    }
}
