package dev.sudoku.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A request body: one JSON object whose fields are named as the command line names its options. Every
 * read names the field at fault in its {@link ApiProblem}; a field the endpoint does not take is refused
 * by name, as the command line refuses an unknown option, rather than silently ignored.
 */
public final class ApiRequest {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private final ObjectNode body;

    private ApiRequest(ObjectNode body) {
        this.body = body;
    }

    /** The body read as a JSON object taking only {@code fields}. */
    public static ApiRequest parse(byte[] bytes, Set<String> fields) {
        JsonNode tree;
        try {
            tree = bytes.length == 0 ? null : JSON.readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw ApiProblem.badRequest(
                    null,
                    "the JSON is nested too deeply (at most "
                            + JSON.getFactory().streamReadConstraints().getMaxNestingDepth() + " levels)");
        } catch (JsonProcessingException e) {
            // FAIL_ON_TRAILING_TOKENS: a value after the first one; Jackson's text names its own classes.
            if (e instanceof MismatchedInputException && e.getOriginalMessage().startsWith("Trailing token")) {
                throw ApiProblem.badRequest(null, "the body holds more than one JSON value");
            }
            throw ApiProblem.badRequest(
                    null, "the body is not JSON: " + where(e.getLocation()) + plain(e.getOriginalMessage()));
        } catch (IOException e) {
            throw ApiProblem.badRequest(null, "the body could not be read");
        }
        if (tree == null || !tree.isObject()) {
            throw ApiProblem.badRequest(
                    null, "the body must be a JSON object such as {\"puzzle\": \"...\"}, not " + kind(tree));
        }
        ObjectNode object = (ObjectNode) tree;
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!fields.contains(name)) {
                throw ApiProblem.badRequest(
                        name, "unknown field '" + name + "'; this endpoint takes " + String.join(", ", sorted(fields)));
            }
        }
        return new ApiRequest(object);
    }

    /** Whether the field is given (JSON null counts as not given: it asks for the default). */
    public boolean has(String field) {
        return present(field) != null;
    }

    public Optional<String> string(String field) {
        JsonNode value = present(field);
        if (value == null) {
            return Optional.empty();
        }
        if (!value.isTextual()) {
            throw wrongType(field, "a string", value);
        }
        return Optional.of(value.textValue());
    }

    public String requiredString(String field) {
        return string(field).orElseThrow(() -> ApiProblem.badRequest(field, "'" + field + "' is missing"));
    }

    /** An integer field within {@code [min, max]}; outside it, 400 naming the range. */
    public Optional<Long> integer(String field, long min, long max) {
        Optional<Long> number = integerFrom(field, min, max);
        number.filter(value -> value > max).ifPresent(value -> {
            throw outOfRange(field, min, max, String.valueOf(value));
        });
        return number;
    }

    /**
     * A count of at least 1: below it or not an integer, 400 naming the range 1 to {@code max}; above
     * {@code max}, which is the server's limit rather than a misreading, 422 naming the limit.
     */
    public Optional<Long> count(String field, long max) {
        Optional<Long> number = integerFrom(field, 1, max);
        number.filter(value -> value > max).ifPresent(value -> {
            throw ApiProblem.overLimit(
                    field, field, "'" + field + "' " + value + " is more than one request makes (" + max + ")");
        });
        return number;
    }

    /** An integer of at least {@code min}; refusals name the range {@code min} to {@code max}. */
    private Optional<Long> integerFrom(String field, long min, long max) {
        JsonNode value = present(field);
        if (value == null) {
            return Optional.empty();
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw outOfRange(field, min, max, value.isNumber() ? shortText(value) : kind(value));
        }
        long number = value.longValue();
        if (number < min) {
            throw outOfRange(field, min, max, String.valueOf(number));
        }
        return Optional.of(number);
    }

    private static ApiProblem outOfRange(String field, long min, long max, String given) {
        return ApiProblem.badRequest(
                field, "'" + field + "' must be an integer from " + min + " to " + max + ", not " + given);
    }

    /** A number as written, shortened: a number may be up to a thousand digits long. */
    private static String shortText(JsonNode number) {
        String text = number.asText();
        return text.length() <= 24 ? text : text.substring(0, 20) + "\u2026 (" + text.length() + " characters)";
    }

    public Optional<Boolean> bool(String field) {
        JsonNode value = present(field);
        if (value == null) {
            return Optional.empty();
        }
        if (!value.isBoolean()) {
            throw wrongType(field, "true or false", value);
        }
        return Optional.of(value.booleanValue());
    }

    /** An array field of strings; 422 naming the limit when it holds more than {@code max}. */
    public Optional<List<String>> strings(String field, int max) {
        JsonNode value = present(field);
        if (value == null) {
            return Optional.empty();
        }
        if (!value.isArray()) {
            throw wrongType(field, "an array of strings", value);
        }
        if (value.size() > max) {
            throw ApiProblem.overLimit(
                    field, field, "'" + field + "' holds " + value.size() + " entries; the server takes " + max);
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            JsonNode element = value.get(i);
            if (!element.isTextual()) {
                throw ApiProblem.badRequest(
                        field, "'" + field + "' entry " + (i + 1) + " must be a string, not " + kind(element));
            }
            texts.add(element.textValue());
        }
        return Optional.of(texts);
    }

    /** The field's value, or null when absent or JSON null (both mean "the default"). */
    private JsonNode present(String field) {
        JsonNode value = body.get(field);
        return value == null || value.isNull() ? null : value;
    }

    private static ApiProblem wrongType(String field, String expected, JsonNode value) {
        return ApiProblem.badRequest(field, "'" + field + "' must be " + expected + ", not " + kind(value));
    }

    private static String kind(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "an empty body";
        }
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            case NUMBER -> "a number";
            case OBJECT -> "an object";
            case STRING -> "a string";
            default -> "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /**
     * Jackson's sentence without its source notes: "expected close marker for Object (start marker at
     * [Source: REDACTED (`StreamReadFeature...` disabled); line: 1, column: 1])" keeps its line and column.
     */
    private static String plain(String message) {
        return message.replaceAll(
                        "\\(start marker at \\[Source: .*?; line: (\\d+), column: (\\d+)\\]\\)",
                        "(opened at line $1, column $2)")
                .replaceAll("\\s*\\[Source: .*?; line: \\d+, column: \\d+\\]", "");
    }

    private static String where(JsonLocation location) {
        return location == null || location.getLineNr() < 1
                ? ""
                : "line " + location.getLineNr() + ", column " + location.getColumnNr() + ": ";
    }

    private static List<String> sorted(Set<String> fields) {
        return fields.stream().sorted().toList();
    }
}
