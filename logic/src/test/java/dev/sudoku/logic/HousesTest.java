package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HousesTest {
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"2,2", "2,3", "3,2", "3,3", "3,4", "4,3", "2,5", "4,4"})
    void houses_cross_exactly_when_they_share_a_cell(int boxRows, int boxCols) {
        Geometry geometry = Geometry.of(new BoxShape(boxRows, boxCols));
        int houses = 3 * geometry.size();
        for (int first = 0; first < houses; first++) {
            for (int second = 0; second < houses; second++) {
                boolean shared = false;
                for (int cell : geometry.cellsOf(first)) {
                    for (int other : geometry.cellsOf(second)) {
                        shared |= cell == other;
                    }
                }
                assertThat(Houses.cross(geometry, first, second))
                        .as("houses %d and %d", first, second)
                        .isEqualTo(shared);
            }
        }
    }
}
