package dev.sudoku.api.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.sudoku.logic.rating.Rating;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Report} as one line of JSON: the view's fields in order, nulls included. Streams through
 * Jackson's generator (no object mapping), since batch runs write millions of lines. Ratings are written
 * with one decimal as Sudoku Explainer prints them, whatever the locale.
 */
public final class ReportJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private ReportJson() {}

    /** The report as one compact JSON object, without a line end. */
    public static String write(Report report) {
        StringWriter text = new StringWriter(256);
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.writeStartObject();
            for (Field field : report.view().fields()) {
                json.writeFieldName(field.jsonName());
                value(json, field, report.get(field));
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string cannot fail", e);
        }
        return text.toString();
    }

    /** One field's value as JSON text (e.g. the steps of a report, for a CSV cell); "null" when absent. */
    public static String value(Field field, Object value) {
        StringWriter text = new StringWriter(64);
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            value(json, field, value);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to a string cannot fail", e);
        }
        return text.toString();
    }

    private static void value(JsonGenerator json, Field field, Object value) throws IOException {
        if (value == null) {
            json.writeNull();
            return;
        }
        switch (field.kind()) {
            case STRING -> json.writeString((String) value);
            case INTEGER -> json.writeNumber((Long) value);
            case RATING -> json.writeNumber(Rating.format((Double) value));
            case BOOLEAN -> json.writeBoolean((Boolean) value);
            case STEP -> step(json, (StepJson) value);
            case STEPS -> {
                json.writeStartArray();
                for (Object step : (List<?>) value) {
                    step(json, (StepJson) step);
                }
                json.writeEndArray();
            }
            case COUNTS -> {
                json.writeStartObject();
                for (Map.Entry<?, ?> count : ((Map<?, ?>) value).entrySet()) {
                    json.writeNumberField((String) count.getKey(), ((Number) count.getValue()).longValue());
                }
                json.writeEndObject();
            }
            case STRINGS -> {
                json.writeStartArray();
                for (Object text : (List<?>) value) {
                    json.writeString((String) text);
                }
                json.writeEndArray();
            }
            case CONFLICTS -> {
                json.writeStartArray();
                for (Object conflict : (List<?>) value) {
                    ConflictJson c = (ConflictJson) conflict;
                    json.writeStartObject();
                    json.writeStringField("digit", c.digit());
                    json.writeStringField("house", c.house());
                    strings(json, "cells", c.cells());
                    json.writeEndObject();
                }
                json.writeEndArray();
            }
            case SHARES -> {
                json.writeStartArray();
                for (Object share : (List<?>) value) {
                    json.writeNumber(shareText((Double) share));
                }
                json.writeEndArray();
            }
            case REPAIRS -> {
                json.writeStartArray();
                for (Object repair : (List<?>) value) {
                    RepairJson r = (RepairJson) repair;
                    json.writeStartObject();
                    json.writeStringField("cell", r.cell());
                    json.writeStringField("read", r.read());
                    json.writeStringField("kept", r.kept());
                    json.writeEndObject();
                }
                json.writeEndArray();
            }
            case GUESSES -> {
                json.writeStartArray();
                for (Object guess : (List<?>) value) {
                    guess(json, (GuessJson) guess);
                }
                json.writeEndArray();
            }
        }
    }

    /** A share with two decimals whatever the locale: {@code 0.97}, never {@code 0,97} or {@code 0.9700001}. */
    private static String shareText(double share) {
        return java.math.BigDecimal.valueOf(share)
                .setScale(2, java.math.RoundingMode.HALF_UP)
                .stripTrailingZeros()
                .toPlainString();
    }

    private static void step(JsonGenerator json, StepJson step) throws IOException {
        json.writeStartObject();
        json.writeStringField("technique", step.technique());
        json.writeStringField("name", step.name());
        json.writeStringField("text", step.text());
        strings(json, "placements", step.placements());
        strings(json, "eliminations", step.eliminations());
        json.writeArrayFieldStart("highlights");
        for (HighlightJson highlight : step.highlights()) {
            json.writeStartObject();
            json.writeStringField("cell", highlight.cell());
            json.writeStringField("digit", highlight.digit());
            json.writeStringField("role", highlight.role());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeArrayFieldStart("links");
        for (LinkJson link : step.links()) {
            json.writeStartObject();
            node(json, "from", link.from());
            node(json, "to", link.to());
            json.writeBooleanField("strong", link.strong());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void node(JsonGenerator json, String name, LinkJson.Node node) throws IOException {
        json.writeObjectFieldStart(name);
        strings(json, "cells", node.cells());
        json.writeStringField("digit", node.digit());
        json.writeEndObject();
    }

    private static void guess(JsonGenerator json, GuessJson guess) throws IOException {
        json.writeStartObject();
        json.writeNumberField("guess", guess.guess());
        json.writeFieldName("parent");
        if (guess.parent() == null) {
            json.writeNull();
        } else {
            json.writeNumber(guess.parent());
        }
        json.writeStringField("cell", guess.cell());
        json.writeStringField("value", guess.value());
        strings(json, "candidates", guess.candidates());
        json.writeStringField("outcome", guess.outcome());
        json.writeEndObject();
    }

    private static void strings(JsonGenerator json, String name, List<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }
}
