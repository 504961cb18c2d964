package dev.sudoku.core.canon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The canonical form is the same for every image of a puzzle under the group, lies in the puzzle's
 * orbit, and is the least image: checked against random elements for every shape and against a brute
 * force over the whole group where the group is small. Seeds are fixed.
 */
class CanonicalFormTest {
    private final CanonicalForm canonicalForm = new CanonicalForm();

    static List<BoxShape> shapes() {
        return CanonGrids.SMALL_SHAPES;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void every_image_of_a_puzzle_has_the_same_form_and_key(BoxShape shape) {
        Random random = new Random(21);
        SplittableRandom elements = new SplittableRandom(22);
        int puzzles = shape.size() <= 9 ? 40 : 12;
        for (int p = 0; p < puzzles; p++) {
            Grid puzzle = p % 8 == 0 ? CanonGrids.randomFull(shape, random) : CanonGrids.randomPuzzle(shape, random);
            Canonical canonical = canonicalForm.canonical(puzzle);
            for (int i = 0; i < 25; i++) {
                Grid image = GridSymmetry.random(shape, elements).apply(puzzle);
                Canonical ofImage = canonicalForm.canonical(image);
                assertThat(ofImage.form()).as("image of %s", puzzle).isEqualTo(canonical.form());
                assertThat(ofImage.key()).isEqualTo(canonical.key());
                assertThat(ofImage.toForm().apply(image)).isEqualTo(ofImage.form());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shapes")
    void the_form_is_the_puzzle_under_to_form_and_no_image_is_less(BoxShape shape) {
        Random random = new Random(23);
        SplittableRandom elements = new SplittableRandom(24);
        for (int p = 0; p < 20; p++) {
            Grid puzzle = p % 5 == 0 ? CanonGrids.randomFull(shape, random) : CanonGrids.randomPuzzle(shape, random);
            Canonical canonical = CanonicalForm.of(puzzle);
            assertThat(canonical.toForm().apply(puzzle)).isEqualTo(canonical.form());
            int[] form = canonical.form().toArray();
            for (int i = 0; i < 200; i++) {
                Grid image = GridSymmetry.random(shape, elements).apply(puzzle);
                int[] relabelled = CanonGrids.relabelledByFirstAppearance(image);
                assertThat(Arrays.compare(form, relabelled))
                        .as("form of %s against image %s", puzzle, image)
                        .isLessThanOrEqualTo(0);
            }
        }
    }

    /**
     * Group sizes: 2x2 128 cell maps, 2x3 and 3x2 3456, 2x4 and 4x2 442,368, 3x3 3,359,232 (a second each;
     * the corpus suite checks more 9x9 puzzles).
     */
    @ParameterizedTest(name = "{0}: {1} puzzles")
    @CsvSource({"2x2, 400", "2x3, 120", "3x2, 120", "2x4, 6", "4x2, 6", "3x3, 2"})
    void the_form_is_the_least_image_over_the_whole_group(String shapeName, int puzzles) {
        BoxShape shape = BoxShape.parse(shapeName);
        Random random = new Random(25);
        for (int p = 0; p < puzzles; p++) {
            Grid puzzle = p % 4 == 0 ? CanonGrids.randomFull(shape, random) : CanonGrids.randomPuzzle(shape, random);
            assertThat(canonicalForm.canonical(puzzle).form().toArray())
                    .as("%s", puzzle)
                    .isEqualTo(BruteForceForm.least(puzzle));
        }
    }

    @Test
    void an_empty_grid_is_its_own_form_for_every_side_up_to_64() {
        for (BoxShape shape : List.of(new BoxShape(2, 2), BoxShape.CLASSIC, new BoxShape(5, 5), new BoxShape(8, 8))) {
            Canonical canonical = canonicalForm.canonical(Grid.empty(shape));
            assertThat(canonical.form()).isEqualTo(Grid.empty(shape));
            assertThat(canonical.key()).startsWith(shape + ":");
        }
    }

    @Test
    void a_single_given_goes_to_the_last_cell_as_digit_one() {
        Grid puzzle = Grid.empty(BoxShape.CLASSIC).with(30, 7);
        int[] expected = new int[81];
        expected[80] = 1;
        assertThat(canonicalForm.canonical(puzzle).form().toArray()).isEqualTo(expected);
    }

    @Test
    void a_full_grid_form_starts_with_its_digits_in_order() {
        Grid full = CanonGrids.randomFull(BoxShape.CLASSIC, new Random(26));
        Grid form = canonicalForm.canonical(full).form();
        for (int c = 0; c < 9; c++) {
            assertThat(form.get(0, c)).isEqualTo(c + 1);
        }
    }

    /**
     * Fixtures {@code puzzle -> form}, each form confirmed by {@link BruteForceForm}: the first puzzle of
     * the 17-clue collection, listed there in its canonical form already, and the first of top1465.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '>',
            value = {
                ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
                        + " > .................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
                "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                        + " > ........1.....2.3...4.5........6.7...3.....2..8...9......9.1.8...7......5.6...4.."
            })
    void published_puzzles_have_their_known_forms(String puzzle, String form) {
        Grid grid = digits(puzzle);
        Canonical canonical = canonicalForm.canonical(grid);
        assertThat(canonical.key()).isEqualTo("3x3:" + form);
        assertThat(canonical.toForm().apply(grid)).isEqualTo(digits(form));
    }

    @Test
    void a_digit_repeated_in_a_row_or_column_is_rejected_but_a_box_repeat_is_not() {
        Grid rowRepeat = Grid.empty(BoxShape.CLASSIC).with(0, 5).with(8, 5);
        Grid columnRepeat = Grid.empty(BoxShape.CLASSIC).with(0, 5).with(72, 5);
        Grid boxRepeat = Grid.empty(BoxShape.CLASSIC).with(0, 5).with(10, 5);
        assertThatThrownBy(() -> canonicalForm.canonical(rowRepeat))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("repeats in its row or column");
        assertThatThrownBy(() -> canonicalForm.canonical(columnRepeat)).isInstanceOf(IllegalArgumentException.class);
        Canonical canonical = canonicalForm.canonical(boxRepeat);
        assertThat(canonical.toForm().apply(boxRepeat)).isEqualTo(canonical.form());
    }

    @Test
    void keys_name_the_box_shape_and_use_fixed_width_cells() {
        Grid classic = digits("1234.....".repeat(9));
        String key = new Canonical(classic, GridSymmetry.identity(BoxShape.CLASSIC)).key();
        assertThat(key).isEqualTo("3x3:" + "1234.....".repeat(9));
        Grid wide = Grid.empty(new BoxShape(2, 3)).with(5, 6);
        Grid tall = Grid.empty(new BoxShape(3, 2)).with(5, 6);
        assertThat(canonicalForm.canonical(wide).key()).isEqualTo("2x3:" + ".".repeat(35) + "1");
        assertThat(canonicalForm.canonical(tall).key()).isEqualTo("3x2:" + ".".repeat(35) + "1");
        Grid sixteen = Grid.empty(new BoxShape(4, 4)).with(0, 16);
        assertThat(new Canonical(sixteen, GridSymmetry.identity(sixteen.shape())).key())
                .isEqualTo("4x4:G" + ".".repeat(255));
        Grid large = Grid.empty(new BoxShape(6, 6)).with(1, 36);
        assertThat(new Canonical(large, GridSymmetry.identity(large.shape())).key())
                .isEqualTo("6x6:0036" + "00".repeat(1294));
    }

    @Test
    void larger_sides_up_to_25_have_the_same_form_for_every_image() {
        SplittableRandom elements = new SplittableRandom(27);
        Random random = new Random(28);
        for (BoxShape shape : List.of(new BoxShape(4, 3), new BoxShape(4, 5), new BoxShape(5, 5))) {
            Grid full = dev.sudoku.core.solve.TestGrids.fullGrid(shape, random);
            for (double keep : new double[] {0.05, 0.3, 0.6}) {
                Grid puzzle = CanonGrids.cut(full, keep, random);
                Canonical canonical = canonicalForm.canonical(puzzle);
                for (int i = 0; i < 4; i++) {
                    Grid image = GridSymmetry.random(shape, elements).apply(puzzle);
                    assertThat(canonicalForm.canonical(image).key())
                            .as("%s", shape)
                            .isEqualTo(canonical.key());
                }
            }
        }
    }

    @Test
    void a_pattern_grid_with_many_automorphisms_has_one_form_for_its_images() {
        // The costly case: every automorphism keeps a search node alive. The 25x25 one is in the corpus suite.
        BoxShape shape = new BoxShape(4, 4);
        Grid pattern = dev.sudoku.core.solve.TestGrids.fullGrid(shape, new Random(29));
        Grid image = GridSymmetry.random(shape, new SplittableRandom(30)).apply(pattern);
        Canonical canonical = canonicalForm.canonical(pattern);
        assertThat(canonicalForm.canonical(image).form()).isEqualTo(canonical.form());
        assertThat(canonical.toForm().apply(pattern)).isEqualTo(canonical.form());
    }

    @Test
    void a_grid_whose_search_would_outgrow_the_node_bound_is_refused_and_the_instance_still_works() {
        // The 20x20 pattern grid keeps a node per automorphism: unbounded, about a gigabyte.
        BoxShape shape = new BoxShape(4, 5);
        Grid pattern = dev.sudoku.core.solve.TestGrids.fullGrid(shape, new Random(29));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> canonicalForm.canonical(pattern))
                .isInstanceOf(CanonicalFormTooCostlyException.class)
                .hasMessageContaining("200,000");
        Grid puzzle = CanonGrids.randomPuzzle(BoxShape.CLASSIC, new Random(32));
        assertThat(canonicalForm.canonical(puzzle).toForm().apply(puzzle))
                .isEqualTo(canonicalForm.canonical(puzzle).form());
    }

    @Test
    void one_instance_serves_several_shapes_in_turn() {
        Random random = new Random(31);
        Grid classic = CanonGrids.randomPuzzle(BoxShape.CLASSIC, random);
        Grid small = CanonGrids.randomPuzzle(new BoxShape(2, 2), random);
        Canonical first = canonicalForm.canonical(classic);
        canonicalForm.canonical(small);
        assertThat(canonicalForm.canonical(classic)).isEqualTo(first);
        assertThat(CanonicalForm.of(classic)).isEqualTo(first);
    }

    private static Grid digits(String line) {
        int[] values = new int[line.length()];
        for (int i = 0; i < values.length; i++) {
            char c = line.charAt(i);
            values[i] = c >= '1' && c <= '9' ? c - '0' : 0;
        }
        return Grid.of(values);
    }
}
