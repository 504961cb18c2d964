package dev.sudoku.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Reading the JSON Lines a command printed, for the tests. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    static List<JsonNode> records(CommandRun run) {
        List<JsonNode> records = new ArrayList<>();
        for (String line : run.lines()) {
            try {
                records.add(MAPPER.readTree(line));
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new UncheckedIOException("not a JSON line: " + line, e);
            }
        }
        return records;
    }

    /** The keys of a record, in order. */
    static List<String> keys(JsonNode record) {
        List<String> keys = new ArrayList<>();
        record.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    /** The keys a view writes, in order. */
    static List<String> keys(dev.sudoku.api.json.View view) {
        return view.fields().stream().map(dev.sudoku.api.json.Field::jsonName).toList();
    }
}
