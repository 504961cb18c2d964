package dev.sudoku.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.logic.rating.Level;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Reads one line of JSON Lines as {@code sudoku generate --format json} writes it ({@code puzzle},
 * {@code box}, {@code solution}, {@code level}, {@code rating.er}); {@code sudoku rate --format json}
 * lines ({@code er} at the top) work too. Only {@code puzzle} is required; unknown fields are ignored.
 */
final class GeneratedJsonLine {
    private GeneratedJsonLine() {}

    static PrintItem read(String source, int line, String text, ReadOptions options) {
        String where = "line " + line;
        JsonNode node;
        try {
            node = Json.MAPPER.readTree(text);
        } catch (JsonProcessingException e) {
            return new PrintItem.Unreadable(source, where + ": not valid JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            return new PrintItem.Unreadable(source, where + ": a JSON object was expected");
        }
        if (!node.path("puzzle").isTextual()) {
            return new PrintItem.Unreadable(source, where + ": no \"puzzle\" text in the object");
        }
        try {
            ReadOptions forced = options;
            if (node.path("box").isTextual()) {
                forced = options.withBox(BoxShape.parse(node.get("box").asText()));
            }
            Grid puzzle = grid(node, "puzzle", forced);
            Optional<Grid> solution =
                    node.path("solution").isTextual() ? Optional.of(grid(node, "solution", forced)) : Optional.empty();
            return new PrintItem.Request(source, line, puzzle, solution, level(node), rating(node));
        } catch (IllegalArgumentException e) {
            return new PrintItem.Unreadable(source, where + ": " + e.getMessage());
        }
    }

    /** A grid field; a reading problem names the field and the character instead of a line of its own. */
    private static Grid grid(JsonNode node, String field, ReadOptions options) {
        try {
            return PuzzleReader.parse(node.get(field).asText(), options);
        } catch (FormatException e) {
            String why = e.getMessage().replaceFirst("^line \\d+(, column \\d+)?: ", "");
            String at = e.column() > 0 ? ", character " + e.column() : "";
            throw new IllegalArgumentException("\"" + field + "\"" + at + ": " + why, e);
        }
    }

    /** The level by name ("Fiendish"); "Not rated" and null mean none. */
    private static Optional<Level> level(JsonNode node) {
        JsonNode level = node.path("level");
        if (!level.isTextual() || level.asText().equalsIgnoreCase("Not rated")) {
            return Optional.empty();
        }
        String name = level.asText().strip().toUpperCase(Locale.ROOT);
        for (Level known : Level.values()) {
            if (known.name().equals(name)) {
                return Optional.of(known);
            }
        }
        throw new IllegalArgumentException(
                "unknown level '" + level.asText() + "' (Easy, Moderate, Difficult, Fiendish, Diabolical or Extreme)");
    }

    /** The ER: {@code rating.er} as generate writes it, or {@code er} as rate writes it. */
    private static OptionalDouble rating(JsonNode node) {
        JsonNode er = node.path("rating").path("er");
        if (!er.isNumber()) {
            er = node.path("er");
        }
        if (!er.isNumber()) {
            return OptionalDouble.empty();
        }
        double value = er.asDouble();
        if (!(value >= 0 && value <= 100)) {
            throw new IllegalArgumentException("rating " + value + " is outside 0..100");
        }
        return OptionalDouble.of(value);
    }
}
