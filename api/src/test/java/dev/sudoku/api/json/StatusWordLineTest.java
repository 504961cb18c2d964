package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The puzzle reader knows every status word a text report line starts with, and refuses such lines plainly. */
class StatusWordLineTest {
    @Test
    void a_text_report_line_of_every_status_is_refused_as_a_report_line() {
        for (ResultStatus status : ResultStatus.values()) {
            String line = status + ": photo.jpg: why";
            List<Entry> entries = new ArrayList<>();
            new PuzzleReader(ReadOptions.DEFAULT)
                    .entries(new BufferedReader(new StringReader(line)))
                    .forEachRemaining(entries::add);

            assertThat(entries).as(line).hasSize(1);
            assertThat(entries.get(0)).isInstanceOfSatisfying(Entry.Malformed.class, bad -> assertThat(bad.message())
                    .isEqualTo("line 1: a report line (" + line + "), not a puzzle"));
        }
    }
}
