package dev.sudoku.logic.templates;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Permutations;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The template search against an independent count: every permutation of the columns (row i takes column
 * p(i)) is tried, and kept when its cells fall in distinct boxes and, for a position, on allowed cells.
 */
class TemplateShapeTest {
    private static final long SEED = 20261126L;

    static Stream<Arguments> supportedShapes() {
        List<Arguments> shapes = new ArrayList<>();
        for (int size = BoxShape.MIN_SIZE; size <= 9; size++) {
            for (int rows = 1; rows <= size; rows++) {
                if (size % rows == 0 && !(size == 9 && (rows == 1 || rows == 9))) {
                    shapes.add(Arguments.of(new BoxShape(rows, size / rows)));
                }
            }
        }
        return shapes.stream();
    }

    @Test
    void the_classic_grid_has_46656_templates_a_digit() {
        assertThat(TemplateShape.of(BoxShape.CLASSIC).orElseThrow().enumerateAll())
                .isEqualTo(46_656);
        assertThat(bruteForce(BoxShape.CLASSIC, null)).isEqualTo(46_656);
    }

    @Test
    void the_smaller_shapes_have_their_published_counts() {
        assertThat(TemplateShape.of(new BoxShape(2, 2)).orElseThrow().enumerateAll())
                .isEqualTo(16);
        assertThat(TemplateShape.of(new BoxShape(2, 3)).orElseThrow().enumerateAll())
                .isEqualTo(288);
        assertThat(TemplateShape.of(new BoxShape(4, 2)).orElseThrow().enumerateAll())
                .isEqualTo(9_216);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("supportedShapes")
    void the_search_counts_what_brute_force_over_permutations_counts(BoxShape shape) {
        long expected = bruteForce(shape, null);
        assertThat(TemplateShape.of(shape).orElseThrow().enumerateAll()).isEqualTo(expected);
        assertThat(TemplateShape.templateCount(shape)).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("supportedShapes")
    void on_random_candidates_the_search_finds_the_templates_brute_force_finds(BoxShape shape) {
        SplittableRandom random = new SplittableRandom(SEED + shape.size() * 10L + shape.boxRows());
        TemplateShape tables = TemplateShape.of(shape).orElseThrow();
        int size = shape.size();
        int nonEmpty = 0;
        for (int trial = 0; trial < 20; trial++) {
            // Dense enough that many masks keep some templates, sparse enough that pruning matters.
            double density = 0.5 + 0.4 * random.nextDouble();
            long[] allowed = new long[size];
            for (int row = 0; row < size; row++) {
                for (int col = 0; col < size; col++) {
                    if (random.nextDouble() < density) {
                        allowed[row] |= 1L << col;
                    }
                }
            }
            long[] common = new long[2];
            long[] union = new long[2];
            long expected = bruteForce(shape, allowed, common, union);
            DigitTemplates found = DigitTemplates.fitting(tables, allowed);
            assertThat(found.count())
                    .as("seed %d, %s, trial %d", SEED, shape, trial)
                    .isEqualTo(expected);
            if (expected > 0) {
                nonEmpty++;
                long[] pair = new long[2];
                found.common(pair);
                assertThat(pair).as("cells every template uses").containsExactly(common);
                found.union(pair);
                assertThat(pair).as("cells some template uses").containsExactly(union);
            }
        }
        assertThat(nonEmpty).as("trials with templates, seed %d", SEED).isPositive();
    }

    @Test
    void shapes_with_more_templates_than_the_classic_grid_are_not_supported() {
        assertThat(TemplateShape.templateCount(new BoxShape(1, 9))).isEqualTo(362_880);
        assertThat(TemplateShape.templateCount(new BoxShape(2, 5))).isEqualTo(460_800);
        assertThat(TemplateShape.templateCount(new BoxShape(3, 4))).isEqualTo(17_915_904);
        assertThat(TemplateShape.templateCount(new BoxShape(4, 4))).isEqualTo(110_075_314_176L);
        assertThat(TemplateShape.templateCount(new BoxShape(8, 8))).isEqualTo(Long.MAX_VALUE);
        for (BoxShape shape : List.of(
                new BoxShape(1, 9), new BoxShape(9, 1), new BoxShape(2, 5), new BoxShape(3, 4), new BoxShape(4, 4))) {
            assertThat(TemplateShape.of(shape)).as("%s", shape).isEmpty();
        }
    }

    private static long bruteForce(BoxShape shape, long[] allowed) {
        return bruteForce(shape, allowed, new long[2], new long[2]);
    }

    /**
     * Counts the permutations that are templates fitting {@code allowed} (null: every cell), writing the
     * cells all of them use and some of them use.
     */
    private static long bruteForce(BoxShape shape, long[] allowed, long[] common, long[] union) {
        int size = shape.size();
        int[] columns = Permutations.identity(size);
        long count = 0;
        common[0] = -1;
        common[1] = -1;
        union[0] = 0;
        union[1] = 0;
        do {
            boolean[] boxes = new boolean[size];
            boolean fits = true;
            long lo = 0;
            long hi = 0;
            for (int row = 0; row < size && fits; row++) {
                int col = columns[row];
                int box = (row / shape.boxRows()) * (size / shape.boxCols()) + col / shape.boxCols();
                fits = !boxes[box] && (allowed == null || (allowed[row] >> col & 1) != 0);
                boxes[box] = true;
                int cell = row * size + col;
                if (cell < 64) {
                    lo |= 1L << cell;
                } else {
                    hi |= 1L << (cell - 64);
                }
            }
            if (fits) {
                count++;
                common[0] &= lo;
                common[1] &= hi;
                union[0] |= lo;
                union[1] |= hi;
            }
        } while (Permutations.next(columns));
        return count;
    }
}
