package dev.sudoku.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.House;
import dev.sudoku.core.Symbols;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * {@code GET /api/layout?size=N&box=RxC}: the grid's houses as the core describes them (rows, columns and
 * boxes as lists of cell indexes, row * size + column), with the digits' symbols. The page draws the grid
 * from these, not from a fixed 9x9, so variants with other houses draw without a rewrite.
 */
final class LayoutEndpoint {
    private static final JsonFactory FACTORY = new JsonFactory();

    private final WebLimits limits;

    LayoutEndpoint(WebLimits limits) {
        this.limits = limits;
    }

    String answer(String size, String box) {
        BoxShape shape = shape(size, box);
        Geometry geometry = Geometry.of(shape);
        Symbols symbols = Symbols.defaultFor(shape.size());
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.writeStartObject();
            json.writeNumberField("size", shape.size());
            json.writeStringField("box", shape.toString());
            json.writeArrayFieldStart("symbols");
            for (int digit = 1; digit <= shape.size(); digit++) {
                json.writeString(symbols.textOf(digit));
            }
            json.writeEndArray();
            json.writeArrayFieldStart("houses");
            for (int house = 0; house < 3 * shape.size(); house++) {
                House described = geometry.house(house);
                json.writeStartObject();
                json.writeStringField("kind", described.kind().word());
                json.writeStringField("name", described.description());
                json.writeArrayFieldStart("cells");
                for (int cell : geometry.cellsOf(house)) {
                    json.writeNumber(cell);
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string cannot fail", e);
        }
        return text.toString();
    }

    private BoxShape shape(String size, String box) {
        BoxShape shape;
        if (box != null) {
            shape = PuzzleInput.box(box, limits.maxSize());
            if (size != null && !size.equals(Integer.toString(shape.size()))) {
                throw ApiProblem.badRequest("size", "'size' " + size + " does not match 'box' " + box);
            }
        } else {
            String text = size == null ? "9" : size;
            if (!text.matches("[+-]?\\d+")) {
                throw ApiProblem.badRequest("size", "'size' must be a whole number, not '" + size + "'");
            }
            // A whole number too long for an int is out of range like any other, not "not a whole number".
            int side = text.matches("[+-]?0*\\d{1,9}") ? Integer.parseInt(text) : Integer.MAX_VALUE;
            if (side < BoxShape.MIN_SIZE || side > BoxShape.MAX_SIZE) {
                throw ApiProblem.badRequest(
                        "size",
                        "'size' must be from " + BoxShape.MIN_SIZE + " to " + BoxShape.MAX_SIZE + ", not " + text);
            }
            shape = BoxShape.defaultFor(side);
        }
        PuzzleInput.checkSize("size", shape.size(), limits.maxSize());
        return shape;
    }
}
