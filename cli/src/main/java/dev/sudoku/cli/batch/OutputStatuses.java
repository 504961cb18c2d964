package dev.sudoku.cli.batch;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.json.ResultStatus;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a batch output back for the exit code: whether every report in it has a success status (a report
 * whose status cannot be read counts as a failure).
 */
public final class OutputStatuses {
    private static final ObjectMapper JSON = new ObjectMapper();

    private OutputStatuses() {}

    /** Whether every report of a JSON Lines or CSV output file has a success status. */
    public static boolean allSucceeded(Path file, OutputFormat format) throws IOException {
        return format == OutputFormat.CSV ? csv(file) : jsonLines(file);
    }

    private static boolean jsonLines(Path file) throws IOException {
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.filter(line -> !line.isBlank()).allMatch(line -> {
                try {
                    return succeeded(JSON.readTree(line).path("status").asText(""));
                } catch (IOException e) {
                    return false;
                }
            });
        }
    }

    private static boolean csv(Path file) throws IOException {
        CSVFormat header = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .get();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                CSVParser parser = CSVParser.parse(reader, header)) {
            for (CSVRecord record : parser) {
                if (!record.isMapped("status") || !succeeded(record.get("status"))) {
                    return false;
                }
            }
            return true;
        }
    }

    private static boolean succeeded(String status) {
        try {
            return ResultStatus.valueOf(status).isSuccess();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
