package dev.sudoku.web;

import dev.sudoku.api.GridText;
import dev.sudoku.api.ValidateTask;
import dev.sudoku.core.format.Entry;

/** {@code POST /api/validate}: every digit given twice in a house, named by house and cells. */
final class ValidateEndpoint extends Endpoint {

    ValidateEndpoint(WebLimits limits) {
        super(limits, "puzzle", "box");
    }

    @Override
    Answer answer(ApiRequest request) {
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(new ValidateTask(GridText.DEFAULT).run(Requests.origin(puzzle), puzzle));
    }
}
