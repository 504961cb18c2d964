package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.RegionLayouts;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantMade;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What a variant looks like on paper, checked against the rules it comes from. */
class VariantPictureTest {
    @Test
    void a_jigsaw_has_thick_borders_exactly_between_regions() {
        for (int seed = 0; seed < 20; seed++) {
            RegionMap map = RegionLayouts.random(9, new Random(seed));
            VariantPicture picture = new VariantPicture(RuleSets.of(EnumSet.of(Variant.JIGSAW), 9, Optional.of(map)));
            for (int row = 0; row < 9; row++) {
                for (int col = 0; col < 9; col++) {
                    if (col + 1 < 9) {
                        assertThat(picture.border(row, col, row, col + 1) == VariantPicture.Border.THICK)
                                .isEqualTo(map.region(row * 9 + col) != map.region(row * 9 + col + 1));
                    }
                    if (row + 1 < 9) {
                        assertThat(picture.border(row, col, row + 1, col) == VariantPicture.Border.THICK)
                                .isEqualTo(map.region(row * 9 + col) != map.region((row + 1) * 9 + col));
                    }
                }
                assertThat(picture.border(row, -1, row, 0)).isEqualTo(VariantPicture.Border.THICK);
            }
        }
    }

    @Test
    void classic_boxes_of_every_shape_are_outlined_and_nothing_is_shaded() {
        for (int size : new int[] {4, 6, 8, 9, 12}) {
            BoxShape shape = BoxShape.defaultFor(size);
            VariantPicture picture = new VariantPicture(RuleSets.classic(shape));
            for (int row = 0; row < size; row++) {
                for (int col = 0; col + 1 < size; col++) {
                    boolean boxEdge = (col + 1) % shape.boxCols() == 0;
                    assertThat(picture.border(row, col, row, col + 1))
                            .isEqualTo(boxEdge ? VariantPicture.Border.THICK : VariantPicture.Border.THIN);
                    assertThat(picture.shaded(row * size + col)).isFalse();
                }
            }
        }
    }

    @Test
    void x_shades_the_two_diagonals_and_windoku_its_windows() {
        RuleSet x = RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty());
        RuleSet windoku = RuleSets.of(EnumSet.of(Variant.WINDOKU), 9, Optional.empty());
        VariantPicture diagonals = new VariantPicture(x);
        VariantPicture windows = new VariantPicture(windoku);
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int cell = row * 9 + col;
                assertThat(diagonals.shaded(cell)).isEqualTo(row == col || row + col == 8);
                boolean inWindow = row % 4 != 0 && col % 4 != 0;
                assertThat(windows.shaded(cell)).as("r%dc%d", row + 1, col + 1).isEqualTo(inWindow);
            }
        }
    }

    @Test
    void a_samurai_draws_its_369_cells_and_nothing_in_the_empty_corners() {
        VariantPicture picture = new VariantPicture(Samurai.rules());
        int cells = 0;
        for (int row = 0; row < 21; row++) {
            for (int col = 0; col < 21; col++) {
                int cell = picture.cellAt(row, col);
                assertThat(cell).isEqualTo(Samurai.cellAt(row, col));
                cells += cell >= 0 ? 1 : 0;
                if (cell >= 0) {
                    assertThat(picture.shaded(cell)).isFalse();
                }
            }
        }
        assertThat(cells).isEqualTo(369);
        // Between two positions of the empty band beside the centre grid there is no line at all.
        assertThat(picture.border(9, 0, 9, 1)).isEqualTo(VariantPicture.Border.NONE);
        // The top-left grid's right edge meets nothing: a thick edge.
        assertThat(picture.border(0, 8, 0, 9)).isEqualTo(VariantPicture.Border.THICK);
        // Inside the shared box of the centre and top-left grids: thin.
        assertThat(picture.border(7, 7, 7, 8)).isEqualTo(VariantPicture.Border.THIN);
    }

    @Test
    void each_killer_cage_shows_its_sum_once_in_its_first_cell_and_joins_exactly_its_cells() {
        for (int seed = 1; seed <= 3; seed++) {
            RuleSet rules = new VariantGenerator(Set.of(Variant.KILLER), 9)
                    .make(seed)
                    .puzzle()
                    .rules();
            VariantPicture picture = new VariantPicture(rules);
            int[] cageOf = new int[81];
            java.util.Arrays.fill(cageOf, -1);
            java.util.List<Cage> cages = rules.cages().orElseThrow().cages();
            for (int index = 0; index < cages.size(); index++) {
                for (int cell : cages.get(index).cells()) {
                    cageOf[cell] = index;
                }
            }
            for (int index = 0; index < cages.size(); index++) {
                int[] cells = cages.get(index).cells();
                int first = java.util.Arrays.stream(cells).min().orElseThrow();
                for (int cell : cells) {
                    assertThat(picture.sumShown(cell))
                            .as("seed %d cell %d", seed, cell)
                            .isEqualTo(cell == first ? cages.get(index).sum() : -1);
                }
            }
            for (int cell = 0; cell < 81; cell++) {
                assertThat(picture.caged(cell)).isEqualTo(cageOf[cell] >= 0);
                int row = cell / 9;
                int col = cell % 9;
                if (col + 1 < 9) {
                    assertThat(picture.sameCage(cell, row, col + 1))
                            .isEqualTo(cageOf[cell] >= 0 && cageOf[cell] == cageOf[cell + 1]);
                }
                if (row + 1 < 9) {
                    assertThat(picture.sameCage(cell, row + 1, col))
                            .isEqualTo(cageOf[cell] >= 0 && cageOf[cell] == cageOf[cell + 9]);
                }
            }
        }
    }

    @Test
    void consecutive_bars_join_exactly_the_neighbours_whose_digits_differ_by_one() {
        VariantMade made = new VariantGenerator(Set.of(Variant.CONSECUTIVE), 9).make(4);
        VariantPicture picture = new VariantPicture(made.puzzle().rules());
        int[] digits = made.solution();
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int cell = row * 9 + col;
                if (col + 1 < 9) {
                    assertThat(picture.barred(row, col, row, col + 1))
                            .isEqualTo(Math.abs(digits[cell] - digits[cell + 1]) == 1);
                }
                if (row + 1 < 9) {
                    assertThat(picture.barred(row, col, row + 1, col))
                            .isEqualTo(Math.abs(digits[cell] - digits[cell + 9]) == 1);
                }
            }
        }
        assertThat(picture.barred(0, 8, 0, 9)).isFalse();
    }
}
