package dev.sudoku.api.json;

import java.util.stream.Collectors;

/**
 * The schema as Markdown tables, for the README (a test keeps the README's copy equal to this): every
 * field with its type and meaning, which commands write it, and the status words.
 */
public final class SchemaMarkdown {
    private SchemaMarkdown() {}

    public static String fields() {
        StringBuilder out = new StringBuilder("| Field | Type | Meaning |\n|---|---|---|\n");
        for (Field field : Field.values()) {
            out.append("| `")
                    .append(field.jsonName())
                    .append("` | ")
                    .append(field.kind().documented())
                    .append(" | ")
                    .append(field.meaning())
                    .append(" |\n");
        }
        return out.toString();
    }

    public static String views() {
        StringBuilder out = new StringBuilder("| Command | Fields, in order |\n|---|---|\n");
        for (View view : View.values()) {
            out.append("| `")
                    .append(view.command())
                    .append("` | ")
                    .append(view.fields().stream().map(Field::jsonName).collect(Collectors.joining(", ")))
                    .append(" |\n");
        }
        return out.toString();
    }

    public static String statuses() {
        StringBuilder out = new StringBuilder("| Status | Meaning |\n|---|---|\n");
        for (ResultStatus status : ResultStatus.values()) {
            out.append("| `")
                    .append(status.name())
                    .append("` | ")
                    .append(status.meaning())
                    .append(" |\n");
        }
        return out.toString();
    }
}
