package dev.sudoku.web;

import dev.sudoku.api.ExplainTask;
import dev.sudoku.api.GridText;
import dev.sudoku.core.format.Entry;
import java.util.Set;

/** {@code POST /api/explain}: the whole logical path, each step with its highlights, as {@code explain}. */
final class ExplainEndpoint implements Endpoint {
    private static final Set<String> FIELDS = Set.of("puzzle", "box", "profile");

    private final WebLimits limits;

    ExplainEndpoint(WebLimits limits) {
        this.limits = limits;
    }

    @Override
    public Set<String> fields() {
        return FIELDS;
    }

    @Override
    public Answer answer(ApiRequest request) {
        ExplainTask task = new ExplainTask(
                Requests.profile(request, "players"), Requests.budget(limits.logicTime()), GridText.DEFAULT);
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(task.run(Requests.origin(puzzle), puzzle));
    }
}
