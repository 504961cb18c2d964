package dev.sudoku.web;

import dev.sudoku.api.ExplainTask;
import dev.sudoku.api.GridText;
import dev.sudoku.core.format.Entry;

/** {@code POST /api/explain}: the whole logical path, each step with its highlights, as {@code explain}. */
final class ExplainEndpoint extends Endpoint {

    ExplainEndpoint(WebLimits limits) {
        super(limits, "puzzle", "box", "profile");
    }

    @Override
    Answer answer(ApiRequest request) {
        ExplainTask task = new ExplainTask(
                Requests.profile(request, "players"), Requests.budget(limits.logicTime()), GridText.DEFAULT);
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(task.run(Requests.origin(puzzle), puzzle));
    }
}
