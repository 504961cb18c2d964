package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.InputReader;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON writer and reader: a report with any text in its string fields and any numbers in its number
 * fields is written as one line of valid JSON that gives every value back, and read back by the input
 * reader as the puzzle it holds; and any text given to the reader as JSON Lines reads as puzzles or as
 * malformed entries naming their line, never an exception.
 */
class JsonRoundTripFuzzTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @FuzzTest(maxDuration = "5s")
    void reports_read_back_as_written_and_any_json_lines_read_as_entries(FuzzedDataProvider data) throws Exception {
        BoxShape shape = FuzzGrids.shape(data, 16);
        Grid puzzle = FuzzGrids.grid(data, shape);
        ResultStatus status = data.pickValue(ResultStatus.values());
        String file = data.consumeString(40);
        String error = data.consumeString(60);
        long line = data.consumeLong();
        double er = data.consumeRegularDouble(0, 20);
        Report.Builder builder = Report.of(View.RATE)
                .with(Field.FILE, file)
                .with(Field.LINE, line)
                .status(status)
                .with(Field.PUZZLE, LineFormat.write(puzzle))
                .with(Field.BOX, shape.toString())
                .with(Field.ER, er);
        if (!status.isSuccess()) {
            builder.with(Field.ERROR, error);
        }
        Report report = builder.build();
        String written = ReportJson.write(report);

        assertThat(written).doesNotContain("\n").doesNotContain("\r");
        JsonNode read = MAPPER.readTree(written);
        assertThat(read.get("file").asText()).isEqualTo(file);
        assertThat(read.get("line").asLong()).isEqualTo(line);
        assertThat(read.get("status").asText()).isEqualTo(status.name());
        assertThat(read.get("er").asDouble()).isCloseTo(er, org.assertj.core.data.Offset.offset(0.051));
        assertThat(read.get("error").isNull()).isEqualTo(status.isSuccess());
        if (!status.isSuccess()) {
            assertThat(read.get("error").asText()).isEqualTo(error);
        }
        List<Entry> alone = entries(written + "\n");
        assertThat(alone).hasSize(1);
        assertThat(alone.get(0)).isInstanceOf(Entry.Puzzle.class);
        assertThat(((Entry.Puzzle) alone.get(0)).grid()).isEqualTo(puzzle);
        // Followed by anything: still an entry per line, each naming its line, or one for binary data, which
        // is the whole input's (no line).
        for (Entry entry : entries(written + "\n" + data.consumeRemainingAsString())) {
            if (entry instanceof Entry.Malformed bad) {
                assertThat(bad.message()).startsWith(bad.line() == 0 ? "binary data" : "line " + bad.line());
            }
        }
    }

    private static List<Entry> entries(String text) {
        List<Entry> entries = new ArrayList<>();
        new InputReader(ReadOptions.DEFAULT)
                .entries(new BufferedReader(new StringReader(text)))
                .forEachRemaining(entries::add);
        return entries;
    }
}
