package dev.sudoku.core.canon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The group laws and the meaning of the parts, on random elements and random grids. Seeds are fixed. */
class GridSymmetryTest {
    private static final int ROUNDS = 200;

    static Iterable<BoxShape> shapes() {
        return CanonGrids.SMALL_SHAPES;
    }

    /** Any grid the group acts on: random values, repeats allowed. */
    private static Grid randomValues(BoxShape shape, SplittableRandom random) {
        int[] values = new int[shape.cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            values[cell] = random.nextInt(shape.size() + 1);
        }
        return Grid.of(shape, values);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void the_inverse_undoes_an_element_from_either_side(BoxShape shape) {
        SplittableRandom random = new SplittableRandom(11);
        for (int round = 0; round < ROUNDS; round++) {
            GridSymmetry element = GridSymmetry.random(shape, random);
            Grid grid = randomValues(shape, random);
            assertThat(element.inverse().apply(element.apply(grid)))
                    .as(element.describe())
                    .isEqualTo(grid);
            assertThat(element.apply(element.inverse().apply(grid)))
                    .as(element.describe())
                    .isEqualTo(grid);
            assertThat(element.then(element.inverse())).isEqualTo(GridSymmetry.identity(shape));
            assertThat(element.inverse().inverse()).isEqualTo(element);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void then_applies_the_first_element_and_then_the_second(BoxShape shape) {
        SplittableRandom random = new SplittableRandom(12);
        for (int round = 0; round < ROUNDS; round++) {
            GridSymmetry first = GridSymmetry.random(shape, random);
            GridSymmetry second = GridSymmetry.random(shape, random);
            GridSymmetry third = GridSymmetry.random(shape, random);
            Grid grid = randomValues(shape, random);
            assertThat(first.then(second).apply(grid)).isEqualTo(second.apply(first.apply(grid)));
            assertThat(first.then(second).then(third)).isEqualTo(first.then(second.then(third)));
            assertThat(first.then(second).inverse()).isEqualTo(second.inverse().then(first.inverse()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void the_identity_changes_nothing(BoxShape shape) {
        GridSymmetry identity = GridSymmetry.identity(shape);
        Grid grid = randomValues(shape, new SplittableRandom(13));
        assertThat(identity.apply(grid)).isEqualTo(grid);
        assertThat(identity.describe()).isEqualTo("identity");
        GridSymmetry element = GridSymmetry.random(shape, new SplittableRandom(14));
        assertThat(identity.then(element)).isEqualTo(element);
        assertThat(element.then(identity)).isEqualTo(element);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void image_cell_is_where_apply_puts_each_original_value(BoxShape shape) {
        SplittableRandom random = new SplittableRandom(15);
        for (int round = 0; round < ROUNDS / 4; round++) {
            GridSymmetry element = GridSymmetry.random(shape, random);
            Grid grid = randomValues(shape, random);
            Grid image = element.apply(grid);
            int[] digitMap = element.digitMap();
            Set<Integer> targets = new HashSet<>();
            for (int cell = 0; cell < shape.cellCount(); cell++) {
                int target = element.imageCell(cell);
                targets.add(target);
                assertThat(image.get(target)).isEqualTo(digitMap[grid.get(cell)]);
            }
            assertThat(targets).hasSize(shape.cellCount());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void a_valid_solution_grid_stays_valid(BoxShape shape) {
        Random random = new Random(16);
        Geometry geometry = Geometry.of(shape);
        Grid solution = CanonGrids.randomFull(shape, random);
        assertThat(Conflicts.isValidSolution(geometry, solution)).isTrue();
        SplittableRandom elements = new SplittableRandom(17);
        for (int round = 0; round < ROUNDS; round++) {
            GridSymmetry element = GridSymmetry.random(shape, elements);
            assertThat(Conflicts.isValidSolution(geometry, element.apply(solution)))
                    .as(element.describe())
                    .isTrue();
        }
    }

    @Test
    void rectangular_boxes_are_never_transposed() {
        SplittableRandom random = new SplittableRandom(18);
        for (BoxShape shape : CanonGrids.SMALL_SHAPES) {
            boolean square = shape.boxRows() == shape.boxCols();
            boolean sawTranspose = false;
            for (int round = 0; round < ROUNDS; round++) {
                sawTranspose |= GridSymmetry.random(shape, random).transpose();
            }
            assertThat(sawTranspose).as("%s", shape).isEqualTo(square);
        }
        BoxShape wide = new BoxShape(2, 3);
        int[] lines = {0, 1, 2, 3, 4, 5};
        int[] digits = {0, 1, 2, 3, 4, 5, 6};
        assertThatThrownBy(() -> new GridSymmetry(wide, true, lines, lines, digits))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not square");
    }

    @Test
    void orders_that_split_a_band_or_a_stack_are_rejected() {
        BoxShape shape = BoxShape.CLASSIC;
        int[] identity = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        int[] digits = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        int[] splitsBand = {0, 1, 3, 2, 4, 5, 6, 7, 8};
        int[] repeats = {0, 0, 2, 3, 4, 5, 6, 7, 8};
        assertThatThrownBy(() -> new GridSymmetry(shape, false, splitsBand, identity, digits))
                .hasMessageContaining("rowOrder splits a block");
        assertThatThrownBy(() -> new GridSymmetry(shape, false, identity, splitsBand, digits))
                .hasMessageContaining("colOrder splits a block");
        assertThatThrownBy(() -> new GridSymmetry(shape, false, repeats, identity, digits))
                .hasMessageContaining("not a permutation");
        int[] movesEmpty = {1, 0, 2, 3, 4, 5, 6, 7, 8, 9};
        assertThatThrownBy(() -> new GridSymmetry(shape, false, identity, identity, movesEmpty))
                .hasMessageContaining("entry 0 = 0");
        assertThatThrownBy(() -> new GridSymmetry(shape, false, identity, identity, new int[] {0, 1, 2}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void a_2x3_element_keeps_rows_in_bands_of_two_and_columns_in_stacks_of_three() {
        BoxShape shape = new BoxShape(2, 3);
        int[] digits = {0, 1, 2, 3, 4, 5, 6};
        int[] bandsSwapped = {2, 3, 0, 1, 4, 5};
        int[] stacksSwapped = {3, 4, 5, 0, 1, 2};
        GridSymmetry element = new GridSymmetry(shape, false, bandsSwapped, stacksSwapped, digits);
        assertThat(element.describe()).isEqualTo("rows 3 4 1 2 5 6; columns 4 5 6 1 2 3");
        assertThatThrownBy(() -> new GridSymmetry(shape, false, stacksSwapped, bandsSwapped, digits))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void describe_lists_the_changed_parts_one_based() {
        BoxShape shape = BoxShape.CLASSIC;
        int[] identity = {0, 1, 2, 3, 4, 5, 6, 7, 8};
        int[] bands = {3, 4, 5, 0, 1, 2, 6, 7, 8};
        int[] swapOneTwo = {0, 2, 1, 3, 4, 5, 6, 7, 8, 9};
        int[] digits = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        assertThat(new GridSymmetry(shape, true, bands, identity, swapOneTwo).describe())
                .isEqualTo(
                        "transposed; rows 4 5 6 1 2 3 7 8 9; digits 1\u21922 2\u21921 3\u21923 4\u21924 5\u21925 6\u21926"
                                + " 7\u21927 8\u21928 9\u21929");
        assertThat(new GridSymmetry(shape, false, identity, bands, digits).describe())
                .isEqualTo("columns 4 5 6 1 2 3 7 8 9");
    }

    @Test
    void a_transposed_element_reads_columns_as_rows() {
        BoxShape shape = new BoxShape(2, 2);
        int[] identity = {0, 1, 2, 3};
        int[] digits = {0, 1, 2, 3, 4};
        Grid grid = Grid.of(shape, new int[] {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1});
        Grid transposed = new GridSymmetry(shape, true, identity, identity, digits).apply(grid);
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 4; c++) {
                assertThat(transposed.get(r, c)).isEqualTo(grid.get(c, r));
            }
        }
    }

    @Test
    void equality_compares_contents_and_the_arrays_are_copied() {
        BoxShape shape = BoxShape.CLASSIC;
        GridSymmetry element = GridSymmetry.random(shape, new SplittableRandom(19));
        GridSymmetry same = new GridSymmetry(
                shape, element.transpose(), element.rowOrder(), element.colOrder(), element.digitMap());
        assertThat(same).isEqualTo(element).hasSameHashCodeAs(element);
        int[] rows = element.rowOrder();
        rows[0] = rows[1];
        assertThat(element.rowOrder()).isNotEqualTo(rows);
        assertThat(element).isEqualTo(same);
    }

    @Test
    void random_elements_cover_the_small_group() {
        // 2x2 boxes: 2 transposes * 8 row orders * 8 column orders * 24 relabellings = 3072 elements.
        BoxShape shape = new BoxShape(2, 2);
        SplittableRandom random = new SplittableRandom(20);
        Set<GridSymmetry> seen = new HashSet<>();
        int transposed = 0;
        int draws = 60_000;
        for (int i = 0; i < draws; i++) {
            GridSymmetry element = GridSymmetry.random(shape, random);
            seen.add(element);
            transposed += element.transpose() ? 1 : 0;
        }
        assertThat(seen).hasSize(3072);
        assertThat(transposed).isBetween(draws / 2 - 1000, draws / 2 + 1000);
    }

    @Test
    void elements_of_different_shapes_do_not_mix() {
        GridSymmetry classic = GridSymmetry.identity(BoxShape.CLASSIC);
        GridSymmetry small = GridSymmetry.identity(new BoxShape(2, 2));
        assertThatThrownBy(() -> classic.then(small)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> classic.apply(Grid.empty(new BoxShape(2, 2))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> classic.imageCell(81)).isInstanceOf(IllegalArgumentException.class);
    }
}
