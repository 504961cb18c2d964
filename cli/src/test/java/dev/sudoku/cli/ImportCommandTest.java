package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportCommandTest {
    /** Arto Inkala's 2012 puzzle. */
    static final String PUZZLE = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    /** Another puzzle's first givens: a photo whose pictures differ from {@link #PHOTO}'s. */
    static final String SIX_GIVENS = "123456" + ".".repeat(75);

    private static final String PHOTO = PhotoFixture.of(PUZZLE);

    @Test
    void a_photo_of_a_printed_grid_gives_its_puzzle_on_one_line() {
        CommandRun run = CommandRun.of("import", PHOTO);

        assertThat(run.lines()).containsExactly(PUZZLE);
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void every_photo_gets_one_line_in_order_and_bad_ones_say_why() throws IOException {
        Path text = Files.createTempFile("not-a-photo", ".jpg");
        Files.writeString(text, "8..........36......7..9.2...\n");
        CommandRun run = CommandRun.of("import", text.toString(), PHOTO, "no-such-photo.jpg");
        Files.delete(text);

        assertThat(run.lines()).hasSize(3);
        assertThat(run.lines().get(0))
                .isEqualTo("INVALID: " + text + ": not an image (no JPEG, PNG, GIF or BMP header)");
        assertThat(run.lines().get(1)).isEqualTo(PUZZLE);
        assertThat(run.lines().get(2)).isEqualTo("INVALID: no-such-photo.jpg: no such file");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void failure_lines_piped_into_solve_are_refused_as_report_lines_and_the_puzzle_is_solved() {
        CommandRun imported = CommandRun.of("import", "no-such-photo.jpg", PHOTO);
        CommandRun solved = CommandRun.withInput(imported.out(), "solve");

        assertThat(solved.lines()).hasSize(2);
        assertThat(solved.lines().get(0))
                .isEqualTo("INVALID: line 1: a report line (INVALID: no-such-photo.jpg: no such file), not a puzzle");
        assertThat(solved.lines().get(1)).matches("[1-9]{81}");
    }

    @Test
    void a_photo_on_standard_input_is_read_as_dash() throws IOException {
        CommandRun run = CommandRun.withBinaryInput(Files.readAllBytes(Path.of(PHOTO)), "import", "-");

        assertThat(run.lines()).containsExactly(PUZZLE);
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void line_format_names_the_cells_to_check_on_standard_error() {
        String photo = PhotoFixture.withMark(PUZZLE, 1, 2);
        CommandRun run = CommandRun.of("import", photo);

        assertThat(run.err()).startsWith(photo + ": check: ").contains("r1c2 ");
    }

    @Test
    void a_reading_that_is_no_proper_puzzle_points_to_the_debug_pictures() {
        String sparse = "8" + ".".repeat(80);
        CommandRun run = CommandRun.of("import", PhotoFixture.of(sparse));

        assertThat(run.lines().get(0)).startsWith("MULTIPLE: ").endsWith("(see --debug)");
    }

    @Test
    void debug_names_the_pictures_of_two_photos_of_the_same_name_apart(@TempDir Path dir) throws IOException {
        Path a = Files.createDirectories(dir.resolve("a")).resolve("x.png");
        Path b = Files.createDirectories(dir.resolve("b")).resolve("x.png");
        Files.copy(Path.of(PHOTO), a);
        Files.copy(Path.of(PhotoFixture.of(ImportCommandTest.SIX_GIVENS)), b);
        Path debug = dir.resolve("debug");
        CommandRun.of("import", "--debug", debug.toString(), a.toString(), b.toString());

        assertThat(Files.readAllBytes(debug.resolve("1-x-cells.png")))
                .isNotEqualTo(Files.readAllBytes(debug.resolve("2-x-cells.png")));
        assertThat(debug.resolve("x-cells.png")).doesNotExist();
    }

    @Test
    void debug_writes_the_ink_of_a_photo_with_no_grid(@TempDir Path dir) throws IOException {
        Path blank = dir.resolve("blank.png");
        javax.imageio.ImageIO.write(
                new java.awt.image.BufferedImage(300, 200, java.awt.image.BufferedImage.TYPE_BYTE_GRAY),
                "png",
                blank.toFile());
        CommandRun run = CommandRun.of("import", "--debug", dir.toString(), blank.toString());

        assertThat(run.lines().get(0)).startsWith("INVALID: " + blank + ": no grid found");
        assertThat(dir.resolve("blank-ink.png")).isNotEmptyFile();
    }

    @Test
    void json_carries_a_confidence_per_cell_and_the_repairs() {
        CommandRun run = CommandRun.of("import", "--format", "json", PHOTO);

        JsonNode record = Json.records(run).get(0);
        assertThat(record.get("status").asText()).isEqualTo("SOLVED");
        assertThat(record.get("puzzle").asText()).isEqualTo(PUZZLE);
        assertThat(record.get("read").asText()).isEqualTo(PUZZLE);
        assertThat(record.get("confidences").size()).isEqualTo(81);
        record.get("confidences").forEach(c -> assertThat(c.asDouble()).isBetween(0.0, 1.0));
        assertThat(record.get("repairs").isArray()).isTrue();
        assertThat(record.get("solution").asText()).matches("[1-9]{81}");
    }

    @Test
    void grid_format_boxes_the_puzzle_under_a_header() {
        CommandRun run = CommandRun.of("import", "--format", "grid", PHOTO);

        List<String> lines = run.lines();
        assertThat(lines.get(0)).endsWith(": SOLVED").startsWith("# ");
        assertThat(lines.get(1)).isEqualTo("8 . . | . . . | . . .");
    }

    @Test
    void a_debug_picture_that_cannot_be_written_is_named_with_why_in_words_and_the_next_photo_is_read(@TempDir Path dir)
            throws IOException {
        String stem = Path.of(PHOTO).getFileName().toString().replace(".png", "");
        // A directory that is not empty where a picture goes: no file can be written there.
        Path taken = Files.createDirectories(dir.resolve(stem + "-ink.png").resolve("kept"))
                .getParent();

        CommandRun run = CommandRun.of("import", "--debug", dir.toString(), PHOTO, "no-such-photo.jpg");

        assertThat(run.lines().get(0))
                .isEqualTo("INVALID: " + PHOTO + ": --debug cannot write '" + taken + "': it is a directory")
                .doesNotContain("Exception", "java.", "(");
        assertThat(run.lines().get(1)).isEqualTo("INVALID: no-such-photo.jpg: no such file");
    }

    @Test
    void debug_writes_the_intermediate_pictures(@TempDir Path dir) {
        CommandRun run = CommandRun.of("import", "--debug", dir.toString(), PHOTO);

        String stem = Path.of(PHOTO).getFileName().toString().replace(".png", "");
        assertThat(run.exitCode()).isZero();
        for (String name : List.of("ink", "outline", "rectified", "cells")) {
            assertThat(dir.resolve(stem + "-" + name + ".png")).isNotEmptyFile();
        }
    }

    @Test
    void a_photo_of_two_grids_reads_one_and_every_format_says_where_the_other_is() {
        String other = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
        String photo = PhotoFixture.beside(PUZZLE, other);

        CommandRun line = CommandRun.of("import", photo);
        assertThat(line.lines()).hasSize(1);
        assertThat(line.lines().get(0)).isIn(PUZZLE, other);
        String side = line.lines().get(0).equals(PUZZLE) ? "to its right" : "to its left";
        assertThat(line.err())
                .contains(photo + ": warning: the photo shows 2 grids")
                .contains(side);

        CommandRun grid = CommandRun.of("import", "--format", "grid", photo);
        assertThat(grid.lines()).anyMatch(l -> l.startsWith("# warning: the photo shows 2 grids") && l.contains(side));

        JsonNode record =
                Json.records(CommandRun.of("import", "--format", "json", photo)).get(0);
        assertThat(record.get("warnings").size()).isEqualTo(1);
        assertThat(record.get("warnings").get(0).asText()).contains(side);
    }

    @Test
    void a_photo_of_one_grid_has_no_warning() {
        CommandRun run = CommandRun.of("import", "--format", "json", PHOTO);

        assertThat(Json.records(run).get(0).get("warnings").size()).isZero();
        assertThat(CommandRun.of("import", PHOTO).err()).isEmpty();
    }

    @Test
    void no_photo_named_is_a_usage_error() {
        assertThat(CommandRun.of("import").exitCode()).isEqualTo(2);
    }
}
