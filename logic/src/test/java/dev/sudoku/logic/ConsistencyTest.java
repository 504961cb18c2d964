package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.classic.Consistency;
import dev.sudoku.logic.classic.Contradiction;
import org.junit.jupiter.api.Test;

class ConsistencyTest {
    @Test
    void an_empty_grid_has_no_contradiction() {
        assertThat(Consistency.describe(Pencilmarks.empty())).isEmpty();
    }

    @Test
    void an_empty_cell_without_candidates_is_named() {
        CandidateGrid grid = Pencilmarks.empty();
        for (int d = 1; d <= 9; d++) {
            Pencilmarks.remove(grid, d, "r4c7");
        }
        assertThat(Consistency.describe(grid)).hasValue("r4c7 has no candidate left");
    }

    @Test
    void a_digit_without_a_place_in_a_house_is_named_with_the_house() {
        CandidateGrid grid = Pencilmarks.empty();
        for (int c = 1; c <= 9; c++) {
            Pencilmarks.remove(grid, 6, "r3c" + c);
        }
        assertThat(Consistency.describe(grid)).hasValue("digit 6 has no place left in row 3");
    }

    @Test
    void a_placed_digit_needs_no_other_place_in_its_houses() {
        CandidateGrid grid = Pencilmarks.empty();
        grid.place(Pencilmarks.cell("r3c3"), 6);
        assertThat(Consistency.describe(grid)).isEmpty();
    }

    @Test
    void a_digit_of_a_16x16_grid_is_named_with_the_grid_symbols() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(4, 4)));
        for (int cell = 32; cell < 48; cell++) {
            grid.eliminate(cell, 12);
        }
        Contradiction found = Consistency.first(grid).orElseThrow();

        assertThat(found.describe(16)).isEqualTo("digit C has no place left in row 3");
        assertThat(found.describe(new Symbols(Symbols.Style.HEX, 16))).isEqualTo("digit B has no place left in row 3");
    }
}
