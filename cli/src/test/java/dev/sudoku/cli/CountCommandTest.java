package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CountCommandTest {
    @Test
    void four_by_four_is_counted_in_a_sentence_with_its_classes() {
        CommandRun run = CommandRun.of("count", "--box", "2x2", "--essentially-different");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .matches("2x2: 288 grids, 2 essentially different \\(plain enumeration; Burnside's"
                        + " lemma over 20 conjugacy classes \\(13 fix a grid\\), \\d+\\.\\d s\\)\\R");
    }

    @Test
    void eight_by_eight_digits_are_grouped_by_thousands_whatever_the_locale() {
        // The tests run under a Hindi locale, whose grouping would differ.
        CommandRun run = CommandRun.of("count", "--box", "2x4", "--threads", "2");
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("2x4: 29,136,487,207,403,520 grids (band method (as 4x2, transposed), ");
    }

    @Test
    void json_gives_the_count_as_a_string_of_digits() throws Exception {
        CommandRun run = CommandRun.of("count", "--box", "2x2", "--format", "json");
        assertThat(run.exitCode()).isZero();
        JsonNode record = Json.MAPPER.readTree(run.out());
        assertThat(record.get("status").asText()).isEqualTo("COUNTED");
        assertThat(record.get("grids").asText()).isEqualTo("288");
        assertThat(record.get("essentiallyDifferent").isNull()).isTrue();
        assertThat(record.get("method").asText()).isEqualTo("plain enumeration");
    }

    @Test
    void a_shape_out_of_reach_is_a_usage_error_naming_it_and_the_supported_ones() {
        CommandRun run = CommandRun.of("count", "--box", "4x4");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("4x4").contains("supported: 2x2, 2x3, 3x2, 2x4, 4x2 and 3x3");
    }

    @Test
    void essentially_different_ten_by_ten_is_refused_at_once_naming_the_shapes_that_are_counted() {
        CommandRun run = CommandRun.of("count", "--box", "2x5", "--essentially-different");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("2x5").contains("supported: 2x2, 2x3, 3x2, 2x4, 4x2 and 3x3");
    }

    @Test
    void a_box_that_is_not_a_shape_and_zero_threads_are_usage_errors() {
        assertThat(CommandRun.of("count", "--box", "nine").err())
                .contains("--box")
                .contains("RxC");
        assertThat(CommandRun.of("count", "--box", "2x2", "--threads", "0").exitCode())
                .isEqualTo(2);
    }

    @Test
    void x_grids_are_fewer_than_grids_and_have_no_class_count() {
        CommandRun x = CommandRun.of("count", "--box", "2x2", "--diagonals", "--format", "json");
        assertThat(x.exitCode()).isZero();
        assertThat(x.out()).contains("\"method\":\"plain enumeration of X grids (both diagonals too)\"");
        CommandRun both = CommandRun.of("count", "--box", "2x2", "--diagonals", "--essentially-different");
        assertThat(both.exitCode()).isEqualTo(2);
        assertThat(CommandRun.of("count", "--box", "3x3", "--diagonals").err())
                .contains("X counts of 3x3 boxes are not supported");
    }

    @Test
    void a_jigsaw_layout_is_counted_from_its_map_written_out_or_in_a_file() throws Exception {
        String map = "AAAABBAADBBBCDDDDBCCCDFFCCEEEFEEEFFF";
        CommandRun line = CommandRun.of("count", "--regions", map);
        assertThat(line.exitCode()).as(line.err()).isZero();
        assertThat(line.out()).startsWith("jigsaw 6x6: ").contains(" grids (plain enumeration");
        java.nio.file.Path file = java.nio.file.Files.createTempFile("layout", ".txt");
        java.nio.file.Files.writeString(file, "# a layout\n" + String.join("\n", map.split("(?<=\\G.{6})")) + "\n");
        com.fasterxml.jackson.databind.JsonNode record = Json.records(
                        CommandRun.of("count", "--regions", file.toString(), "--format", "json"))
                .get(0);
        assertThat(record.get("regions").asText()).isEqualTo(map);
        assertThat(record.get("box").isNull()).isTrue();
        assertThat(line.out())
                .contains(String.format(
                        java.util.Locale.ROOT,
                        "%,d",
                        new java.math.BigInteger(record.get("grids").asText())));
        java.nio.file.Files.delete(file);
    }

    @Test
    void a_bad_layout_is_a_usage_error_naming_the_region_or_the_place() {
        CommandRun wrongSize = CommandRun.of("count", "--regions", "AAAABBAADBBBCDDDDBCCCDFFCCEEEFEEEFFA");
        assertThat(wrongSize.exitCode()).isEqualTo(2);
        assertThat(wrongSize.err()).contains("--regions").contains("region A has 7 cells, not 6");
        assertThat(CommandRun.of("count", "--regions", "AAB").err()).contains("3 labels do not make a square map");
        assertThat(CommandRun.of("count", "--regions", "AABB", "--box", "2x2").exitCode())
                .isEqualTo(2);
    }

    @Test
    void a_regions_file_that_is_not_there_is_named_as_missing_not_read_as_a_map() {
        CommandRun missing = CommandRun.of("count", "--regions", "nonexist.txt");
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err())
                .isEqualTo("sudoku: --regions: cannot read 'nonexist.txt': no such file; a map is written with"
                        + " letters or digits, one per cell\n");
        assertThat(CommandRun.of("count", "--regions", "maps/layout").err())
                .isEqualTo("sudoku: --regions: cannot read 'maps/layout': no such file; a map is written with"
                        + " letters or digits, one per cell\n");
    }

    @Test
    void a_regions_file_that_cannot_be_read_is_worded_as_every_file_is(@TempDir Path dir) {
        CommandRun directory = CommandRun.of("count", "--regions", dir.toString());
        // Linux lists the file but refuses to read it from its start.
        CommandRun unreadable = CommandRun.of("count", "--regions", "/proc/self/mem");

        assertThat(directory.exitCode()).isEqualTo(2);
        assertThat(directory.err())
                .isEqualTo("sudoku: --regions: cannot read '" + dir + "': it is a directory; a map is written with"
                        + " letters or digits, one per cell\n");
        assertThat(unreadable.exitCode()).isEqualTo(2);
        assertThat(unreadable.err())
                .isEqualTo("sudoku: --regions: cannot read '/proc/self/mem': read error (Input/output error)\n");
    }

    @Test
    void a_regions_file_that_is_there_but_not_a_regular_file_is_read_not_called_missing() {
        // A device, or a pipe such as the shell's <(...), is read as a file is: here, nothing at all.
        CommandRun device = CommandRun.of("count", "--regions", "/dev/null");

        assertThat(device.exitCode()).isEqualTo(2);
        assertThat(device.err()).isEqualTo("sudoku: --regions: 0 labels do not make a square map\n");
    }

    @Test
    void a_map_smaller_than_four_by_four_is_refused_as_every_other_size_below_four_is() {
        for (String map : new String[] {"A", "AABB"}) {
            CommandRun tiny = CommandRun.of("count", "--regions", map);
            assertThat(tiny.exitCode()).as(map).isEqualTo(2);
            assertThat(tiny.err()).as(map).contains("from 4x4").doesNotContain("grids");
            assertThat(tiny.out()).as(map).isEmpty();
        }
    }

    @Test
    void a_format_count_does_not_write_is_refused_naming_only_the_formats_it_writes() {
        CommandRun xml = CommandRun.of("count", "--box", "2x2", "--format", "xml");
        assertThat(xml.exitCode()).isEqualTo(2);
        assertThat(xml.err()).contains("line or json").doesNotContainIgnoringCase("grid");
        assertThat(CommandRun.of("count", "--box", "2x2", "--format", "grid").exitCode())
                .isEqualTo(2);
    }
}
