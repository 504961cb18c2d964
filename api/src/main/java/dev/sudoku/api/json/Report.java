package dev.sudoku.api.json;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The facts about one input entry, as one JSON object of a {@link View}: every field of the view, in
 * {@link Field} order, null where it does not apply. Built with {@link #of(View)}; immutable once built.
 * The status is required, and the error is set exactly when the status is not a success word, so every
 * command keeps the schema's rules by construction.
 */
public final class Report {
    private final View view;
    private final Object[] values;

    private Report(View view, Object[] values) {
        this.view = view;
        this.values = values;
    }

    public static Builder of(View view) {
        return new Builder(Objects.requireNonNull(view, "view"));
    }

    public View view() {
        return view;
    }

    /** The field's value: a String, Long, Double, Boolean, StepJson, or a List or Map of them; null if none. */
    public Object get(Field field) {
        return values[field.ordinal()];
    }

    public ResultStatus status() {
        return ResultStatus.valueOf((String) get(Field.STATUS));
    }

    /**
     * This report with one field left null, such as the time taken when a run's output must be the same
     * whatever machine made it. The status and the error are kept, so the schema's rules still hold.
     */
    public Report without(Field field) {
        if (field == Field.STATUS || field == Field.ERROR) {
            throw new IllegalArgumentException("a report keeps its " + field.jsonName());
        }
        Object[] kept = values.clone();
        kept[field.ordinal()] = null;
        return new Report(view, kept);
    }

    /**
     * This report with its INVALID reason beginning with the entry's line ({@code line 4: digit 4 appears
     * twice in row 1: r1c1 and r1c2}), as the readers' own messages begin ({@code line 3, column 17: ...}),
     * so every reason of an input read from lines says where. Unchanged when the report is not INVALID, has
     * no line, or its reason already begins with one.
     */
    public Report withLineInError() {
        String error = (String) get(Field.ERROR);
        String lined = error == null ? null : withLine(error);
        if (lined == null || lined.equals(error)) {
            return this;
        }
        Object[] kept = values.clone();
        kept[Field.ERROR.ordinal()] = lined;
        return new Report(view, kept);
    }

    /**
     * {@code reason} after {@code line N: } when this report is INVALID, has a line, and the reason names no
     * line yet; else {@code reason} as it is. The one rule for every reason a text or JSON output shows.
     */
    public String withLine(String reason) {
        Object line = get(Field.LINE);
        if (status() != ResultStatus.INVALID || line == null || reason.startsWith("line ")) {
            return reason;
        }
        return "line " + line + ": " + reason;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Report that && view == that.view && Arrays.equals(values, that.values);
    }

    @Override
    public int hashCode() {
        return 31 * view.hashCode() + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return ReportJson.write(this);
    }

    /** Sets fields one at a time; a field outside the view or a value of the wrong type is a programming error. */
    public static final class Builder {
        /** {@code Field.values()} copies the array on every call; a report is built per batch entry. */
        private static final int FIELD_COUNT = Field.values().length;

        private final View view;
        private final Object[] values = new Object[FIELD_COUNT];

        private Builder(View view) {
            this.view = view;
        }

        public Builder status(ResultStatus status) {
            return with(Field.STATUS, status.name());
        }

        /** Sets a field; null leaves it null. Integers are kept as Long, ratings as Double. */
        public Builder with(Field field, Object value) {
            if (!view.fields().contains(field)) {
                throw new IllegalArgumentException(field.jsonName() + " is not a field of " + view);
            }
            values[field.ordinal()] = value == null ? null : checked(field, value);
            return this;
        }

        public Report build() {
            Object status = values[Field.STATUS.ordinal()];
            if (status == null) {
                throw new IllegalStateException("a report needs a status");
            }
            boolean success = ResultStatus.valueOf((String) status).isSuccess();
            boolean hasError = values[Field.ERROR.ordinal()] != null;
            if (success == hasError) {
                throw new IllegalStateException(
                        "status " + status + (success ? " must not carry an error" : " needs the reason in error"));
            }
            return new Report(view, values.clone());
        }

        private static Object checked(Field field, Object value) {
            Object kept =
                    switch (field.kind()) {
                        case STRING -> value instanceof String ? value : null;
                        case INTEGER -> value instanceof Integer || value instanceof Long
                                ? Long.valueOf(((Number) value).longValue())
                                : null;
                        case RATING -> value instanceof Double ? value : null;
                        case BOOLEAN -> value instanceof Boolean ? value : null;
                        case STEPS -> value instanceof List<?> list
                                        && list.stream().allMatch(StepJson.class::isInstance)
                                ? List.copyOf(list)
                                : null;
                        case STEP -> value instanceof StepJson ? value : null;
                        case COUNTS -> value instanceof Map<?, ?> map
                                ? Collections.unmodifiableMap(new LinkedHashMap<>(map))
                                : null;
                        case GUESSES -> listOf(value, GuessJson.class);
                        case STRINGS -> listOf(value, String.class);
                        case CONFLICTS -> listOf(value, ConflictJson.class);
                        case SHARES -> listOf(value, Double.class);
                        case REPAIRS -> listOf(value, RepairJson.class);
                    };
            if (kept == null) {
                throw new IllegalArgumentException(
                        field.jsonName() + " takes " + field.kind().documented() + ", not "
                                + value.getClass().getSimpleName());
            }
            return kept;
        }

        private static List<?> listOf(Object value, Class<?> element) {
            return value instanceof List<?> list && list.stream().allMatch(element::isInstance)
                    ? List.copyOf(list)
                    : null;
        }
    }
}
