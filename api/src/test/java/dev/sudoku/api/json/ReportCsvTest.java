package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.LineBatch;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/** A CSV row holds the facts of the JSON report, field by field, whatever the report. */
class ReportCsvTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> LINES = List.of(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "8.........59.......76..........2.597...5.3168......432...671945...938216...452783",
            "11...............................................................................",
            "not a puzzle, \"quoted\" and with commas");

    @Test
    void every_csv_cell_equals_the_json_field_of_the_same_name() throws IOException {
        for (BatchJob job : BatchJob.values()) {
            LineBatch batch = new LineBatch(job, 10, false);
            LineBatch.Worker worker = batch.worker();
            for (int i = 0; i < LINES.size(); i++) {
                for (Report report : worker.reports("in \"x\".txt", i + 1, LINES.get(i))) {
                    String csv = ReportCsv.header(report.view()) + "\n" + ReportCsv.row(report) + "\n";
                    JsonNode json = JSON.readTree(ReportJson.write(report));
                    Map<String, String> row = onlyRow(csv);
                    assertThat(row.keySet()).containsExactlyElementsOf(names(json));
                    row.forEach((name, cell) -> {
                        JsonNode value = json.get(name);
                        String expected = value.isNull() ? "" : value.isValueNode() ? value.asText() : value.toString();
                        assertThat(cell)
                                .as(job + " line " + report.get(Field.LINE) + " " + name)
                                .isEqualTo(expected);
                    });
                }
            }
        }
    }

    private static List<String> names(JsonNode json) {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Map<String, String> onlyRow(String csv) throws IOException {
        CSVFormat format = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .get();
        try (CSVParser parser = CSVParser.parse(new StringReader(csv), format)) {
            Iterator<CSVRecord> records = parser.iterator();
            CSVRecord record = records.next();
            assertThat(records.hasNext()).isFalse();
            Map<String, String> row = new LinkedHashMap<>();
            for (String name : parser.getHeaderNames()) {
                row.put(name, record.get(name));
            }
            return row;
        }
    }
}
