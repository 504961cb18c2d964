package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A line does not carry a box shape other than the default one, nor the symbols it was written in: reading
 * it back takes the same {@code --box} or {@code --symbols}. Grids and JSON carry them.
 */
class LineRoundTripTest {
    @Test
    void a_3x2_line_reads_back_with_the_same_box() {
        String line = CommandRun.of("generate", "--box", "3x2", "--seed", "1").out();

        CommandRun withBox = CommandRun.withInput(line, "solve", "--box", "3x2");
        CommandRun withoutBox = CommandRun.withInput(line, "solve");

        assertThat(withBox.exitCode()).isZero();
        assertThat(withBox.out().strip()).hasSize(36).doesNotContain(".");
        assertThat(withoutBox.out()).startsWith("INVALID: line 1: ");
    }

    @Test
    void a_hex_line_reads_back_with_the_same_symbols() {
        String line = CommandRun.of("generate", "--size", "16", "--symbols", "hex", "--seed", "1")
                .out();

        CommandRun withSymbols = CommandRun.withInput(line, "solve", "--symbols", "hex");

        assertThat(withSymbols.exitCode()).isZero();
        assertThat(withSymbols.out().strip()).hasSize(256).matches("[0-9A-F]+");
    }

    @Test
    void a_grid_and_json_carry_the_box_shape_so_they_read_back_without_options() {
        String grid = CommandRun.of("generate", "--box", "3x2", "--seed", "1", "--format", "grid")
                .out();
        String json = CommandRun.of("generate", "--box", "3x2", "--seed", "1", "--format", "json")
                .out();
        String line = CommandRun.withInput(
                        CommandRun.of("generate", "--box", "3x2", "--seed", "1").out(), "solve", "--box", "3x2")
                .out();

        assertThat(CommandRun.withInput(grid, "solve").out()).isEqualTo(line);
        assertThat(CommandRun.withInput(json, "solve").out()).isEqualTo(line);
    }
}
