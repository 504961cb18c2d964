package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Random cage layouts: they fit the solution, keep to their sizes and to the 62 labels. */
class CageLayoutsTest {
    @ParameterizedTest(name = "{0}x{0}, cages of {1} to {2} cells")
    @CsvSource({"9,2,5", "12,3,6", "16,5,8"})
    void a_layout_covers_the_grid_with_cages_of_distinct_digits_adding_up_to_their_sums(
            int size, int minCells, int maxCells) {
        int[] solution = patternSolution(size);
        int drawn = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Optional<CageMap> layout = CageLayouts.random(solution, size, minCells, maxCells, new Random(seed));
            if (layout.isEmpty()) {
                continue;
            }
            drawn++;
            CageMap cages = layout.get();
            assertThat(cages.cages()).hasSizeLessThanOrEqualTo(62);
            assertThat(cages.cages().stream().mapToInt(Cage::size).sum())
                    .as("every cell in a cage")
                    .isEqualTo(size * size);
            for (Cage cage : cages.cages()) {
                int[] digits =
                        Arrays.stream(cage.cells()).map(cell -> solution[cell]).toArray();
                assertThat(cage.size()).isBetween(1, maxCells);
                assertThat(digits).as("cage " + cage.label()).doesNotHaveDuplicates();
                assertThat(Arrays.stream(digits).sum())
                        .as("cage " + cage.label())
                        .isEqualTo(cage.sum());
            }
        }
        assertThat(drawn).as("layouts within the labels among 20 draws").isGreaterThan(10);
    }

    @Test
    void small_cages_on_a_16x16_grid_run_out_of_labels_and_say_so_by_an_empty_layout() {
        Optional<CageMap> layout = CageLayouts.random(patternSolution(16), 16, 2, 3, new Random(1));

        assertThat(layout)
                .as("256 cells in cages of at most 3 need more than 62 labels")
                .isEmpty();
    }

    /** A valid N x N grid of square boxes: each row the last shifted by the box's side, each band by one. */
    private static int[] patternSolution(int size) {
        int side = (int) Math.round(Math.sqrt(size));
        int boxRows = side * side == size ? side : size == 12 ? 3 : 0;
        int boxCols = size / boxRows;
        int[] grid = new int[size * size];
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                grid[row * size + col] = (boxCols * (row % boxRows) + row / boxRows + col) % size + 1;
            }
        }
        return grid;
    }
}
