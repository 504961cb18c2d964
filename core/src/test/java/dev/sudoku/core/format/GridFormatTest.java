package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import org.junit.jupiter.api.Test;

class GridFormatTest {

    @Test
    void a_9x9_grid_is_written_with_bars_between_boxes_and_separator_lines_between_bands() {
        String text = GridFormat.write(grid(PUZZLE));

        assertThat(text)
                .isEqualTo("5 3 . | . 7 . | . . .\n"
                        + "6 . . | 1 9 5 | . . .\n"
                        + ". 9 8 | . . . | . 6 .\n"
                        + "------+-------+------\n"
                        + "8 . . | . 6 . | . . 3\n"
                        + "4 . . | 8 . 3 | . . 1\n"
                        + "7 . . | . 2 . | . . 6\n"
                        + "------+-------+------\n"
                        + ". 6 . | . . . | 2 8 .\n"
                        + ". . . | 4 1 9 | . . 5\n"
                        + ". . . | . 8 . | . 7 9\n");
    }

    @Test
    void numbers_are_right_aligned_to_the_width_of_the_largest() {
        int[] values = new int[100];
        values[0] = 10;
        values[1] = 3;
        Grid grid = Grid.of(new BoxShape(2, 5), values);

        String text = GridFormat.write(grid, new Symbols(Symbols.Style.NUMBERS, 10));

        assertThat(text).startsWith("10  3  .  .  . |  .  .  .  .  .\n .  .  .  .  . |  .  .  .  .  .\n");
        assertThat(text.lines().skip(2).findFirst()).contains("---------------+---------------");
    }

    @Test
    void letters_and_hex_symbols_are_written_as_asked() {
        Grid grid = Grid.of(new BoxShape(2, 2), new int[] {1, 2, 3, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4});

        assertThat(GridFormat.write(grid, new Symbols(Symbols.Style.LETTERS, 4)))
                .startsWith("A B | C D\n");
        assertThat(GridFormat.write(grid, new Symbols(Symbols.Style.HEX, 4))).startsWith("0 1 | 2 3\n");
        assertThat(GridFormat.write(grid)).isEqualTo("1 2 | 3 4\n. . | . .\n----+----\n. . | . .\n. . | . 4\n");
    }

    @Test
    void symbols_of_another_size_are_refused() {
        assertThatThrownBy(() -> GridFormat.write(grid(PUZZLE), Symbols.defaultFor(16)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("9x9");
    }
}
