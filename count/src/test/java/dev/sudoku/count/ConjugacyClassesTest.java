package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ConjugacyClassesTest {
    private static final long SEED = 20061;

    /** 9x9's group and classes, built once: a few seconds. */
    private static CellMapGroup classic;

    private static List<ConjugacyClass> classicClasses;

    private static synchronized List<ConjugacyClass> classicClasses() {
        if (classicClasses == null) {
            classic = new CellMapGroup(BoxShape.CLASSIC);
            classicClasses = ConjugacyClasses.of(classic);
        }
        return classicClasses;
    }

    @Test
    void numbered_elements_are_exactly_the_cell_maps_listed_one_by_one() {
        for (BoxShape shape : List.of(new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(3, 2))) {
            CellMapGroup group = new CellMapGroup(shape);
            Set<String> numbered = new HashSet<>();
            for (int a = 0; a < group.order(); a++) {
                numbered.add(Arrays.toString(group.cellImage(a)));
            }
            // The listed maps give sources, the numbered ones images: as sets of permutations of a group
            // (closed under inverses) the two agree.
            Set<String> listed =
                    CellMaps.of(shape).stream().map(Arrays::toString).collect(Collectors.toSet());
            assertThat(numbered).hasSize(group.order()).isEqualTo(listed);
        }
    }

    @Test
    void products_and_inverses_of_numbers_match_composing_the_cell_maps() {
        CellMapGroup group = new CellMapGroup(BoxShape.CLASSIC);
        Random random = new Random(SEED);
        for (int trial = 0; trial < 200; trial++) {
            int a = random.nextInt(group.order());
            int b = random.nextInt(group.order());
            int[] imageA = group.cellImage(a);
            int[] imageB = group.cellImage(b);
            int[] composed = new int[81];
            int[] inverted = new int[81];
            for (int cell = 0; cell < 81; cell++) {
                composed[cell] = imageA[imageB[cell]];
                inverted[imageA[cell]] = cell;
            }
            assertThat(group.cellImage(group.product(a, b)))
                    .as("seed %d, %d after %d", SEED, a, b)
                    .isEqualTo(composed);
            assertThat(group.cellImage(group.inverse(a)))
                    .as("seed %d, inverse of %d", SEED, a)
                    .isEqualTo(inverted);
        }
    }

    @Test
    void class_sizes_add_up_to_the_group_order_and_the_identity_is_alone() {
        for (BoxShape shape : List.of(new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(3, 2))) {
            CellMapGroup group = new CellMapGroup(shape);
            List<ConjugacyClass> classes = ConjugacyClasses.of(group);
            assertThat(classes.stream().mapToLong(ConjugacyClass::size).sum()).isEqualTo(group.order());
            assertThat(classes.get(0)).isEqualTo(new ConjugacyClass(0, 1));
        }
        assertThat(classicClasses().stream().mapToLong(ConjugacyClass::size).sum())
                .isEqualTo(3_359_232L);
    }

    @Test
    void eight_by_eight_groups_of_both_orientations_have_classes_of_the_same_sizes() {
        // Transposing turns a cell map of 2x4 boxes into one of 4x2 boxes and keeps conjugacy, so the two
        // groups, numbered differently, must split into the same class sizes.
        List<List<Integer>> sizes = List.of(new BoxShape(2, 4), new BoxShape(4, 2)).stream()
                .map(shape -> {
                    CellMapGroup group = new CellMapGroup(shape);
                    List<ConjugacyClass> classes = ConjugacyClasses.of(group);
                    assertThat(classes.stream().mapToLong(ConjugacyClass::size).sum())
                            .isEqualTo(group.order())
                            .isEqualTo(4L * 3 * 2 * 16 * 2 * 24 * 24);
                    return classes.stream().map(ConjugacyClass::size).sorted().toList();
                })
                .toList();
        assertThat(sizes.get(0)).hasSize(400).isEqualTo(sizes.get(1));
    }

    @Test
    void nine_by_nine_cell_maps_fall_into_the_275_classes_russell_and_jarvis_found() {
        assertThat(classicClasses()).hasSize(PublishedClasses.CONJUGACY_CLASSES);
    }

    @Test
    void small_classes_are_exactly_the_conjugates_of_their_representative_found_by_brute_force() {
        // 4x4: conjugate each representative by every element; the set reached is the class.
        CellMapGroup group = new CellMapGroup(new BoxShape(2, 2));
        for (ConjugacyClass conjugacyClass : ConjugacyClasses.of(group)) {
            Set<Integer> conjugates = new HashSet<>();
            for (int g = 0; g < group.order(); g++) {
                conjugates.add(group.conjugate(conjugacyClass.representative(), g));
            }
            assertThat(conjugates).hasSize(conjugacyClass.size());
            assertThat(conjugates.stream().mapToInt(Integer::intValue).min().orElseThrow())
                    .isEqualTo(conjugacyClass.representative());
        }
    }

    @Test
    void conjugate_cell_maps_have_the_same_cycle_lengths() {
        List<ConjugacyClass> classes = classicClasses();
        Random random = new Random(SEED);
        for (int trial = 0; trial < 100; trial++) {
            int representative = classes.get(random.nextInt(classes.size())).representative();
            int conjugate = classic.conjugate(representative, random.nextInt(classic.order()));
            assertThat(cycleLengths(classic.cellImage(conjugate)))
                    .as("seed %d", SEED)
                    .isEqualTo(cycleLengths(classic.cellImage(representative)));
        }
    }

    private static Map<Integer, Integer> cycleLengths(int[] image) {
        Map<Integer, Integer> lengths = new TreeMap<>();
        boolean[] seen = new boolean[image.length];
        for (int cell = 0; cell < image.length; cell++) {
            int length = 0;
            for (int x = cell; !seen[x]; x = image[x]) {
                seen[x] = true;
                length++;
            }
            if (length > 0) {
                lengths.merge(length, 1, Integer::sum);
            }
        }
        return lengths;
    }
}
