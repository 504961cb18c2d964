package dev.sudoku.web;

import dev.sudoku.api.GridText;
import dev.sudoku.api.HintCache;
import dev.sudoku.api.HintTask;
import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Report;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PositionReader;
import dev.sudoku.core.format.ReadOptions;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code POST /api/hint}: the next step at level 1 (the technique), 2 (where to look) or 3 (the whole
 * step), from the givens, or with {@code position} from the player's own position and candidates (a
 * candidate line; {@code puzzle} then names the givens, so placed digits are told from them). With {@code
 * values} (a puzzle line of every placed digit, givens included), a cell empty there is open even when one
 * candidate is left in {@code position}: a candidate line alone cannot tell such a cell from a placed one.
 * The hints of the last {@value #CACHED_POSITIONS} positions asked about are kept ({@link HintCache}), so
 * the next level at the same position answers at once.
 */
final class HintEndpoint extends Endpoint {
    /** Positions whose hints are kept: a player asks level 1, 2 and 3 in turn, often at a few positions. */
    static final int CACHED_POSITIONS = 128;

    private final HintCache cache = new HintCache(CACHED_POSITIONS);

    HintEndpoint(WebLimits limits) {
        super(limits, "puzzle", "box", "profile", "level", "position", "values");
    }

    @Override
    Answer answer(ApiRequest request) {
        int level = request.integer("level", 1, 3).orElse(1L).intValue();
        String profile = request.string("profile").orElse("players");
        HintTask task = new HintTask(
                        Requests.profile(request, profile),
                        level,
                        Requests.budget(limits.logicTime()),
                        GridText.DEFAULT)
                .cachedIn(cache, profile.toLowerCase(Locale.ROOT));
        Optional<String> position = request.string("position");
        if (position.isPresent()) {
            return Requests.json(fromPosition(request, task, position.get()));
        }
        Requests.refuse(request, "values", "goes with 'position' (the player's candidates)");
        Entry.Puzzle puzzle = PuzzleInput.read(request, limits.maxSize());
        return Requests.json(task.run(Requests.origin(puzzle), puzzle));
    }

    private Report fromPosition(ApiRequest request, HintTask task, String position) {
        int side = (int) Math.round(Math.cbrt(position.strip().length()));
        PuzzleInput.checkSize("position", side, limits.maxSize());
        ReadOptions options = PuzzleInput.options(request, limits.maxSize());
        Optional<String> givens = request.string("puzzle");
        Optional<String> values = request.string("values");
        Origin origin = new Origin("position", 1);
        if (values.isEmpty()) {
            givens.ifPresent(text -> PuzzleInput.read(request, limits.maxSize()));
            Position read = readPosition(
                    () -> PositionReader.parse(position, options.box().orElse(null)));
            Optional<Grid> puzzle = givens.map(text -> PuzzleInput.one(
                            "puzzle", text, options.withBox(read.values().shape()))
                    .grid());
            return task.position(origin, read, puzzle);
        }
        Position candidates = readPosition(() -> CandidateLineFormat.read(position));
        Grid placed = PuzzleInput.one(
                        "values",
                        values.get(),
                        options.withBox(candidates.values().shape()))
                .grid();
        if (placed.size() != candidates.values().size()) {
            throw ApiProblem.badRequest(
                    "values",
                    "'values' is a " + placed.size() + "x" + placed.size() + " grid, 'position' a "
                            + candidates.values().size() + "x"
                            + candidates.values().size());
        }
        Optional<Grid> puzzle = givens.map(text -> PuzzleInput.one(
                        "puzzle", text, options.withBox(candidates.values().shape()))
                .grid());
        return task.position(origin, merged(placed, candidates), puzzle);
    }

    /**
     * The position read, or a 400 naming the field and saying what a position is: text that does not read
     * is the request's fault (a position that reads but contradicts itself is a 200 INVALID report).
     */
    private static Position readPosition(Supplier<Position> read) {
        try {
            return read.get();
        } catch (FormatException e) {
            throw ApiProblem.badRequest(
                    "position",
                    "'position' does not read (" + e.getMessage() + "): a position is a candidate line of N*N*N"
                            + " characters (729 for 9x9: for each cell, N places holding the digit when it is a"
                            + " candidate, else . or 0) or a pencil-mark grid");
        }
    }

    /** The placed values, and for every other cell its candidates (one left counts as one candidate). */
    private static Position merged(Grid placed, Position candidates) {
        long[] masks = candidates.candidates();
        for (int cell = 0; cell < masks.length; cell++) {
            if (placed.get(cell) != 0) {
                masks[cell] = 0;
            } else if (candidates.values().get(cell) != 0) {
                masks[cell] = 1L << (candidates.values().get(cell) - 1);
            }
        }
        return new Position(placed, masks);
    }
}
