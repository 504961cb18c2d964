package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
            output.finish();
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
    void a_split_run_that_does_not_finish_leaves_no_directory_and_no_file_beside_it() throws Exception {
        Path out = dir.resolve("by-level");
        try (BatchOutput output = BatchOutput.byLevel(out, OutputFormat.JSON_LINES, null)) {
            output.write(new LineBatch.Output("a", "Easy"));
            output.write(new LineBatch.Output("b", null));
        }

        try (var files = Files.list(dir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void one_file_is_written_even_without_a_line() throws Exception {
        Path out = dir.resolve("empty.jsonl");
        try (BatchOutput output = BatchOutput.file(out, null).open()) {
            output.finish();
        }

        assertThat(Files.readAllLines(out)).isEqualTo(List.of());
    }

    @Test
    void a_run_that_does_not_finish_leaves_the_earlier_file_as_it_was_and_no_temporary_file() throws Exception {
        Path out = Files.writeString(dir.resolve("rated.jsonl"), "earlier\n");
        try (BatchOutput output = BatchOutput.file(out, null).open()) {
            output.write(new LineBatch.Output("new", null));
            assertThat(Files.readString(out)).isEqualTo("earlier\n");
        }

        assertThat(Files.readString(out)).isEqualTo("earlier\n");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(out);
        }
    }

    @Test
    void a_finished_run_replaces_the_file_whole() throws Exception {
        Path out = Files.writeString(dir.resolve("rated.jsonl"), "earlier\nlines\n");
        try (BatchOutput output = BatchOutput.file(out, null).open()) {
            output.write(new LineBatch.Output("new", null));
            output.finish();
        }

        assertThat(Files.readAllLines(out)).containsExactly("new");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(out);
        }
    }

    @Test
    void a_split_run_replaces_every_level_file_of_an_earlier_run() throws Exception {
        Path out = Files.createDirectory(dir.resolve("by-level"));
        Files.writeString(out.resolve("extreme.jsonl"), "old\n");
        Files.writeString(out.resolve("unrated.csv"), "old\n");
        Files.writeString(out.resolve("notes.txt"), "mine\n");
        try (BatchOutput output = BatchOutput.byLevel(out, OutputFormat.JSON_LINES, null)) {
            output.write(new LineBatch.Output("a", "Easy"));
            output.finish();
        }

        try (var files = Files.list(out)) {
            assertThat(files.map(f -> f.getFileName().toString())).containsExactlyInAnyOrder("easy.jsonl", "notes.txt");
        }
    }

    @Test
    void whether_every_report_succeeded_is_known_from_the_lines_written() throws Exception {
        try (BatchOutput output = BatchOutput.file(dir.resolve("o.jsonl"), null).open()) {
            output.write(new LineBatch.Output("ok", null, true));
            assertThat(output.allSucceeded()).isTrue();
            output.write(new LineBatch.Output("failed", null, false));
            output.write(new LineBatch.Output("ok", null, true));
            assertThat(output.allSucceeded()).isFalse();
        }
    }

    @Test
    void a_split_output_is_not_made_in_a_directory_that_does_not_exist() {
        Path out = dir.resolve("missing/by-level");

        assertThatThrownBy(() -> BatchOutput.byLevel(out, OutputFormat.CSV, null))
                .isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void the_format_is_chosen_by_the_output_name() {
        assertThat(OutputFormat.forName("a/rated.CSV")).isEqualTo(OutputFormat.CSV);
        assertThat(OutputFormat.forName("hdfs://nn/rated.parquet")).isEqualTo(OutputFormat.PARQUET);
        assertThat(OutputFormat.forName("rated.jsonl")).isEqualTo(OutputFormat.JSON_LINES);
        assertThat(OutputFormat.forName("rated")).isEqualTo(OutputFormat.JSON_LINES);
    }
}
