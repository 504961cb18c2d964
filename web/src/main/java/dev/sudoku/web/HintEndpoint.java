package dev.sudoku.web;

import dev.sudoku.api.GridText;
import dev.sudoku.api.HintTask;
import dev.sudoku.api.Origin;
import dev.sudoku.core.format.Entry;
import java.util.Optional;
import java.util.Set;

/**
 * {@code POST /api/hint}: the next step at level 1 (the technique), 2 (where to look) or 3 (the whole
 * step), from the givens, or with {@code position} from the player's own position and candidates (a
 * candidate line; {@code puzzle} then names the givens, so placed digits are told from them).
 */
final class HintEndpoint implements Endpoint {
    private static final Set<String> FIELDS = Set.of("puzzle", "box", "profile", "level", "position");

    private final WebLimits limits;

    HintEndpoint(WebLimits limits) {
        this.limits = limits;
    }

    @Override
    public Set<String> fields() {
        return FIELDS;
    }

    @Override
    public Answer answer(ApiRequest request) {
        int level = request.integer("level", 1, 3).orElse(1L).intValue();
        HintTask task = new HintTask(
                Requests.profile(request, "players"), level, Requests.budget(limits.logicTime()), GridText.DEFAULT);
        Optional<String> position = request.string("position");
        if (position.isPresent()) {
            Optional<String> givens = request.string("puzzle");
            if (givens.isPresent()) {
                PuzzleInput.read(request, limits.maxSize());
            }
            int side = (int) Math.round(Math.cbrt(position.get().strip().length()));
            PuzzleInput.checkSize("position", side, limits.maxSize());
            return Requests.json(task.position(
                    new Origin("position", 1), position.get(), givens, PuzzleInput.options(request, limits.maxSize())));
        }
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(task.run(Requests.origin(puzzle), puzzle));
    }
}
