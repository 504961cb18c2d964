package dev.sudoku.web;

import dev.sudoku.api.GridText;
import dev.sudoku.api.ValidateTask;
import dev.sudoku.core.format.Entry;
import java.util.Set;

/** {@code POST /api/validate}: every digit given twice in a house, named by house and cells. */
final class ValidateEndpoint implements Endpoint {
    private static final Set<String> FIELDS = Set.of("puzzle", "box");

    private final WebLimits limits;

    ValidateEndpoint(WebLimits limits) {
        this.limits = limits;
    }

    @Override
    public Set<String> fields() {
        return FIELDS;
    }

    @Override
    public Answer answer(ApiRequest request) {
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(new ValidateTask(GridText.DEFAULT).run(Requests.origin(puzzle), puzzle));
    }
}
