package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PlainEnumerationTest {
    private static final BoxShape FOUR = new BoxShape(2, 2);
    private static final BoxShape SIX = new BoxShape(2, 3);
    /** The 6x6 plain count, made once: it takes seconds. */
    private static long sixBySix = -1;

    private static synchronized long sixBySix() {
        if (sixBySix < 0) {
            sixBySix = PlainEnumeration.countAll(SIX);
        }
        return sixBySix;
    }

    @Test
    void four_by_four_has_288_grids() {
        assertThat(PlainEnumeration.countAll(FOUR)).isEqualTo(288);
    }

    @Test
    void six_by_six_has_28_200_960_grids() {
        assertThat(sixBySix()).isEqualTo(28_200_960L);
    }

    @Test
    void every_grid_is_a_relabelling_of_one_normalised_grid() {
        // N! relabellings per normalised grid, none counted twice: the two enumerations agree.
        long normalised = PlainEnumeration.forEachNormalized(SIX, grid -> {});
        assertThat(normalised * 720).isEqualTo(sixBySix());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3", "3x2"})
    void x_grids_are_the_grids_whose_diagonals_hold_every_digit(String box) {
        // Filtering the normalised grids by a check written the obvious way, times the N! relabellings
        // (which keep a diagonal's digits distinct), against the enumeration with diagonal masks.
        BoxShape shape = BoxShape.parse(box);
        long[] normalisedX = {0};
        PlainEnumeration.forEachNormalized(shape, grid -> {
            if (Grids.diagonalsHoldEveryDigit(grid, shape.size())) {
                normalisedX[0]++;
            }
        });
        long x = PlainEnumeration.countAllX(shape);
        assertThat(java.math.BigInteger.valueOf(x))
                .isEqualTo(java.math.BigInteger.valueOf(normalisedX[0]).multiply(Factorials.of(shape.size())));
        assertThat(x).isPositive();
    }

    @Test
    void normalised_grids_are_distinct_valid_grids_with_the_first_row_in_order() {
        Set<String> seen = new HashSet<>();
        PlainEnumeration.forEachNormalized(FOUR, grid -> {
            assertThat(Grids.isValid(grid, FOUR)).isTrue();
            for (int col = 0; col < 4; col++) {
                assertThat(grid[col]).isEqualTo((byte) col);
            }
            assertThat(seen.add(java.util.Arrays.toString(grid))).isTrue();
        });
        assertThat(seen).hasSize(12);
    }
}
