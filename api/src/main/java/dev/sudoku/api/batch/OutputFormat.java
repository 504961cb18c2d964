package dev.sudoku.api.batch;

import java.util.Locale;

/** How a batch run writes its reports, chosen by the output's name. */
public enum OutputFormat {
    /** One JSON report a line: the schema of {@code sudoku solve|rate --format json}. */
    JSON_LINES(".jsonl"),
    /** A header row, then one row a report: the same fields, by the same names ({@link dev.sudoku.api.json.ReportCsv}). */
    CSV(".csv"),
    /**
     * A directory of Parquet files with the columns {@code line}, {@code seq}, {@code level} and {@code
     * report} (the JSON report): the Spark engine only, whose executors write it.
     */
    PARQUET(".parquet");

    private final String extension;

    OutputFormat(String extension) {
        this.extension = extension;
    }

    /** The file name ending of this format, with its dot. */
    public String extension() {
        return extension;
    }

    /** The format an output named {@code name} gets: {@code .csv} and {@code .parquet} by name, else JSON Lines. */
    public static OutputFormat forName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(CSV.extension)) {
            return CSV;
        }
        if (InputLayout.isParquet(name)) {
            return PARQUET;
        }
        return JSON_LINES;
    }
}
