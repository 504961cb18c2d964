package dev.sudoku.api.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON types of the fields a JSON Lines input is read for, checked before any is used: a field there but
 * of the wrong type ({@code "puzzle": 5}) is named as such, not taken for a missing one. A null field is
 * absent, as the commands write null for what they do not know.
 */
final class InputFieldTypes {
    /** Each field read, with what it must be, in the words of the message. */
    private static final Map<String, Expected> FIELDS = new LinkedHashMap<>();

    static {
        FIELDS.put("puzzle", new Expected(JsonNode::isTextual, "a string of cells"));
        FIELDS.put("box", new Expected(JsonNode::isTextual, "a string RxC, such as \"2x3\""));
        FIELDS.put("solution", new Expected(JsonNode::isTextual, "a string of cells"));
        FIELDS.put("level", new Expected(JsonNode::isTextual, "a string, a level's name"));
        FIELDS.put("er", new Expected(JsonNode::isNumber, "a number"));
        FIELDS.put("ep", new Expected(JsonNode::isNumber, "a number"));
        FIELDS.put("ed", new Expected(JsonNode::isNumber, "a number"));
        FIELDS.put("score", new Expected(JsonNode::isNumber, "a number"));
        FIELDS.put("rating", new Expected(JsonNode::isObject, "an object with \"er\""));
    }

    private InputFieldTypes() {}

    /** The first field of {@code object} of a wrong type, as "field puzzle: must be ..., not a number". */
    static Optional<String> problem(JsonNode object) {
        for (Map.Entry<String, Expected> field : FIELDS.entrySet()) {
            JsonNode value = object.get(field.getKey());
            if (value != null && !value.isNull() && !field.getValue().test().test(value)) {
                return Optional.of("field " + field.getKey() + ": must be "
                        + field.getValue().words() + ", not " + kind(value));
            }
        }
        return Optional.empty();
    }

    /** The JSON type of a value in words, its value shown when short: "a number (5)", "an array". */
    static String kind(JsonNode value) {
        if (value.isNumber()) {
            return "a number (" + value + ")";
        }
        if (value.isBoolean()) {
            return "a boolean (" + value + ")";
        }
        if (value.isTextual()) {
            return "a string";
        }
        return value.isArray() ? "an array" : "an object";
    }

    private record Expected(java.util.function.Predicate<JsonNode> test, String words) {}
}
