package dev.sudoku.web;

import dev.sudoku.api.json.InputReader;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.util.Optional;

/**
 * The request's {@code puzzle} (any text the readers accept: a line, rows, a larger size) and {@code box},
 * read by the same readers as the command line. Unreadable text is a 400 naming the line and column of
 * the puzzle text; a side over the server's limit a 422.
 */
final class PuzzleInput {
    private PuzzleInput() {}

    static ReadOptions options(ApiRequest request, int maxSize) {
        Optional<BoxShape> box = box(request, maxSize);
        return box.map(ReadOptions.DEFAULT::withBox).orElse(ReadOptions.DEFAULT);
    }

    static Optional<BoxShape> box(ApiRequest request, int maxSize) {
        return request.string("box").map(text -> box(text, maxSize));
    }

    /**
     * The box shape {@code text} names; 400 saying what a box shape is when it names none, 422 naming the
     * limit when its grid is larger than the server serves.
     */
    static BoxShape box(String text, int maxSize) {
        BoxShape shape;
        try {
            shape = BoxShape.parse(text);
        } catch (IllegalArgumentException e) {
            throw Choices.refused("box", Choices.boxShapes(maxSize), text);
        }
        checkSize("box", shape.size(), maxSize);
        return shape;
    }

    static Entry.Puzzle read(ApiRequest request, int maxSize) {
        String text = request.requiredString("puzzle");
        Entry.Puzzle puzzle = one("puzzle", text, options(request, maxSize));
        checkSize("puzzle", puzzle.grid().size(), maxSize);
        return puzzle;
    }

    /**
     * The one puzzle of a field's text, read as the command line reads a file (so a line of its own JSON
     * output reads too); 400 naming the line and column when it does not read or holds more than one.
     */
    static Entry.Puzzle one(String field, String text, ReadOptions options) {
        return one(field, field, text, options);
    }

    /**
     * The same for one text of an array field: the message names the entry ({@code 'puzzles[2]'}), the
     * problem's field the request's field ({@code puzzles}), as every refusal's field is.
     */
    static Entry.Puzzle one(String field, String entry, String text, ReadOptions options) {
        try {
            return PuzzleReader.onlyPuzzle(new InputReader(options).entries(text));
        } catch (FormatException e) {
            throw ApiProblem.badRequest(field, "'" + entry + "', " + e.getMessage());
        }
    }

    static void checkSize(String field, int size, int maxSize) {
        if (size > maxSize) {
            throw ApiProblem.overLimit(
                    field,
                    "size",
                    "a " + size + "x" + size + " grid is larger than this server serves (up to " + maxSize + "x"
                            + maxSize + ")");
        }
    }
}
