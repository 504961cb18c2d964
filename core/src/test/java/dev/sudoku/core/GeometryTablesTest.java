package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * One geometry serves every solve of its shape, so the arrays a caller gets from it are the caller's own:
 * writing into them changes nothing for anyone else.
 */
class GeometryTablesTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void writing_into_a_house_s_cells_leaves_the_geometry_unchanged() {
        Geometry geometry = Geometry.of(BoxShape.CLASSIC);

        Arrays.fill(geometry.cellsOf(0), 80);

        assertThat(geometry.cellsOf(0)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
    }

    @Test
    void writing_into_a_cell_s_peers_leaves_the_geometry_unchanged() {
        Geometry geometry = Geometry.of(BoxShape.CLASSIC);

        Arrays.fill(geometry.peersOf(40), 0);

        // r5c5's peers: row 5, column 5 and box 5, ascending.
        assertThat(geometry.peersOf(40))
                .containsExactly(4, 13, 22, 30, 31, 32, 36, 37, 38, 39, 41, 42, 43, 44, 48, 49, 50, 58, 67, 76);
    }

    @Test
    void a_house_s_cell_at_each_place_is_its_copy_s_and_lies_in_the_house_in_reading_order() {
        for (BoxShape shape : new BoxShape[] {
            new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(3, 2), BoxShape.CLASSIC, new BoxShape(3, 4)
        }) {
            Geometry geometry = Geometry.of(shape);
            int size = geometry.size();
            for (int house = 0; house < 3 * size; house++) {
                int[] copy = geometry.cellsOf(house);
                for (int slot = 0; slot < size; slot++) {
                    int cell = geometry.cellAt(house, slot);
                    assertThat(cell)
                            .as("%s house %d slot %d", shape, house, slot)
                            .isEqualTo(copy[slot]);
                    int index = house < size
                            ? geometry.row(cell)
                            : house < 2 * size ? size + geometry.col(cell) : 2 * size + geometry.box(cell);
                    assertThat(index)
                            .as("%s house %d slot %d", shape, house, slot)
                            .isEqualTo(house);
                    if (slot > 0) {
                        assertThat(cell).isGreaterThan(geometry.cellAt(house, slot - 1));
                    }
                }
            }
        }
    }

    @Test
    void a_validation_after_a_caller_wrote_into_returned_arrays_still_finds_the_repeated_digit() {
        Geometry geometry = Geometry.of(BoxShape.CLASSIC);
        for (int house = 0; house < 27; house++) {
            Arrays.fill(geometry.cellsOf(house), 0);
        }
        Grid twoFoursInRowOne = PuzzleReader.parse("4...4" + ".".repeat(76));

        assertThat(Conflicts.find(geometry, twoFoursInRowOne)).hasValueSatisfying(conflict -> {
            assertThat(conflict.house().name()).isEqualTo("r1");
            assertThat(conflict.firstCell()).isZero();
            assertThat(conflict.secondCell()).isEqualTo(4);
        });
    }

    @Test
    void a_solve_after_a_caller_wrote_into_returned_arrays_still_finds_the_solution() {
        Geometry geometry = Geometry.of(BoxShape.CLASSIC);
        for (int cell = 0; cell < geometry.cellCount(); cell++) {
            Arrays.fill(geometry.peersOf(cell), cell);
            Arrays.fill(geometry.cellsOf(cell % 27), cell);
        }

        for (String solver : Solvers.names()) {
            SolveResult result = Solvers.create(solver).solve(PuzzleReader.parse(PUZZLE));
            assertThat(result.status()).as(solver).isEqualTo(Status.SOLVED);
            assertThat(result.solution().orElseThrow().toString()).as(solver).startsWith("417369825632158947");
        }
    }
}
