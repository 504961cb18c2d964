package dev.sudoku.api.json;

import dev.sudoku.logic.rating.Rating;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Report} as one CSV row: the view's fields in the order and under the names of the JSON schema,
 * so a CSV output holds the same facts as the JSON Lines one. Text, whole numbers and booleans are written
 * as they are, ratings with one decimal, an absent value as an empty cell, and a structured value (steps,
 * counts, lists) as its JSON text in one quoted cell.
 */
public final class ReportCsv {
    private ReportCsv() {}

    /** The header row of a view, without a line end. */
    public static String header(View view) {
        List<String> names = new ArrayList<>();
        for (Field field : view.fields()) {
            names.add(field.jsonName());
        }
        return CsvRow.of(names.toArray());
    }

    /** The report's row, without a line end. */
    public static String row(Report report) {
        List<String> cells = new ArrayList<>();
        for (Field field : report.view().fields()) {
            cells.add(cell(field, report.get(field)));
        }
        return CsvRow.of(cells.toArray());
    }

    private static String cell(Field field, Object value) {
        if (value == null) {
            return "";
        }
        return switch (field.kind()) {
            case STRING -> (String) value;
            case INTEGER, BOOLEAN -> value.toString();
            case RATING -> Rating.format((Double) value);
            default -> ReportJson.value(field, value);
        };
    }
}
