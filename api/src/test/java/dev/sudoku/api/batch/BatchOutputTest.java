package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchOutputTest {
    @TempDir
    Path dir;

    @Test
    void split_by_level_each_level_gets_its_lines_in_order_after_the_header() throws Exception {
        Path out = dir.resolve("by-level");
        try (BatchOutput output = BatchOutput.byLevel(out, OutputFormat.CSV, "h")) {
            output.write(new LineBatch.Output("a", "Easy"));
            output.write(new LineBatch.Output("b", null));
            output.write(new LineBatch.Output("c", "Easy"));
            output.write(new LineBatch.Output("d", "Very Hard"));
        }

        try (var files = Files.list(out)) {
            assertThat(files.map(f -> f.getFileName().toString()))
                    .containsExactlyInAnyOrder("easy.csv", "unrated.csv", "very-hard.csv");
        }
        assertThat(Files.readAllLines(out.resolve("easy.csv"))).containsExactly("h", "a", "c");
        assertThat(Files.readAllLines(out.resolve("unrated.csv"))).containsExactly("h", "b");
        assertThat(Files.readAllLines(out.resolve("very-hard.csv"))).containsExactly("h", "d");
    }

    @Test
    void one_file_is_written_even_without_a_line() throws Exception {
        Path out = dir.resolve("empty.jsonl");
        BatchOutput.file(out, null).open().close();

        assertThat(Files.readAllLines(out)).isEqualTo(List.of());
    }

    @Test
    void the_format_is_chosen_by_the_output_name() {
        assertThat(OutputFormat.forName("a/rated.CSV")).isEqualTo(OutputFormat.CSV);
        assertThat(OutputFormat.forName("hdfs://nn/rated.parquet")).isEqualTo(OutputFormat.PARQUET);
        assertThat(OutputFormat.forName("rated.jsonl")).isEqualTo(OutputFormat.JSON_LINES);
        assertThat(OutputFormat.forName("rated")).isEqualTo(OutputFormat.JSON_LINES);
    }
}
