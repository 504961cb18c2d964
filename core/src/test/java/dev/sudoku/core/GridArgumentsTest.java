package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A caller's mistake in building or reading a grid is refused where it is made, naming what is wrong. */
class GridArgumentsTest {
    private static final Grid NINE = Grid.of(new int[81]).with(0, 4);

    @Test
    void a_column_past_the_last_is_refused_instead_of_reading_the_next_row() {
        assertThatThrownBy(() -> NINE.get(0, 9))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("row 0, column 9 is outside a 9x9 grid (rows and columns 0..8)");
    }

    @Test
    void a_negative_column_is_refused_instead_of_reading_the_row_before() {
        assertThatThrownBy(() -> NINE.get(1, -1))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("row 1, column -1 is outside a 9x9 grid (rows and columns 0..8)");
    }

    @Test
    void a_row_past_the_last_is_refused_naming_row_and_column() {
        assertThatThrownBy(() -> NINE.get(9, 0))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("row 9, column 0 is outside a 9x9 grid (rows and columns 0..8)");
    }

    @Test
    void rows_and_columns_inside_the_grid_read_their_cell() {
        assertThat(NINE.get(0, 0)).isEqualTo(4);
        assertThat(NINE.with(80, 9).get(8, 8)).isEqualTo(9);
    }

    @Test
    void a_changed_value_out_of_range_names_the_cell() {
        assertThatThrownBy(() -> NINE.with(3, 10))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("value 10 at r1c4 is outside 0..9");
    }

    @Test
    void a_changed_cell_outside_the_grid_is_refused_naming_the_index() {
        assertThatThrownBy(() -> NINE.with(81, 1))
                .isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("cell 81 is outside a 9x9 grid (cells 0..80)");
    }

    @Test
    void a_missing_shape_or_values_is_named() {
        assertThatThrownBy(() -> Grid.of(null, new int[81]))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("shape");
        assertThatThrownBy(() -> Grid.of(BoxShape.CLASSIC, (int[]) null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("values");
        assertThatThrownBy(() -> Grid.of(BoxShape.CLASSIC, (byte[]) null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("values");
        assertThatThrownBy(() -> Grid.empty(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("shape");
    }
}
