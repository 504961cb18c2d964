package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ClassBurnsideTest {
    private static final long SEED = 2006;
    private static final BoxShape WIDE = new BoxShape(2, 3);

    /** 9x9's classes, built once: seconds. */
    private static ClassBurnside classic;

    private static synchronized ClassBurnside classic() {
        if (classic == null) {
            classic = new ClassBurnside(BoxShape.CLASSIC);
        }
        return classic;
    }

    private static long essentiallyDifferent(BoxShape shape) {
        // The identity's term from the grids with the first row fixed, N! times fewer than all.
        BigInteger grids = BigInteger.valueOf(PlainEnumeration.forEachNormalized(shape, grid -> {}))
                .multiply(Factorials.of(shape.size()));
        return new ClassBurnside(shape)
                .count(grids, 2, CountProgress.NONE)
                .classes()
                .longValueExact();
    }

    @Test
    void four_by_four_classes_agree_with_trying_every_map_on_every_grid() {
        assertThat(essentiallyDifferent(new BoxShape(2, 2)))
                .isEqualTo(Burnside.count(new BoxShape(2, 2)).classes())
                .isEqualTo(2);
    }

    @Test
    void six_by_six_classes_agree_with_trying_every_map_on_every_grid_in_both_orientations() {
        long wide = essentiallyDifferent(WIDE);
        assertThat(wide).isEqualTo(Burnside.count(WIDE).classes()).isEqualTo(49);
        assertThat(essentiallyDifferent(new BoxShape(3, 2))).isEqualTo(wide);
    }

    @Test
    void the_search_counts_what_checking_every_normalised_grid_counts() {
        // Every 6x6 class representative and a conjugate of it, against the 39,168 normalised grids.
        List<byte[]> grids = new ArrayList<>();
        PlainEnumeration.forEachNormalized(WIDE, grid -> grids.add(grid.clone()));
        CellMapGroup group = new CellMapGroup(WIDE);
        Random random = new Random(SEED);
        for (ConjugacyClass conjugacyClass : ConjugacyClasses.of(group)) {
            int conjugate = group.conjugate(conjugacyClass.representative(), random.nextInt(group.order()));
            for (int map : new int[] {conjugacyClass.representative(), conjugate}) {
                int[] image = group.cellImage(map);
                long checked = grids.stream()
                        .filter(grid -> fixedUpToRelabelling(grid, image))
                        .count();
                assertThat(FixedGrids.count(WIDE, image))
                        .as("seed %d, map %d", SEED, map)
                        .isEqualTo(checked);
            }
        }
    }

    /** The obvious way: the first row names the only relabelling that could work; check every cell. */
    private static boolean fixedUpToRelabelling(byte[] grid, int[] image) {
        int n = (int) Math.round(Math.sqrt(grid.length));
        int[] relabel = new int[n];
        for (int col = 0; col < n; col++) {
            relabel[grid[col]] = grid[image[col]];
        }
        for (int cell = 0; cell < grid.length; cell++) {
            if (grid[image[cell]] != relabel[grid[cell]]) {
                return false;
            }
        }
        return true;
    }

    @Test
    void shares_of_a_search_add_up_to_the_whole_search() {
        CellMapGroup group = new CellMapGroup(WIDE);
        for (ConjugacyClass conjugacyClass : ConjugacyClasses.of(group)) {
            int[] image = group.cellImage(conjugacyClass.representative());
            long shared = 0;
            for (int part = 0; part < 5; part++) {
                shared += FixedGrids.count(WIDE, image, part, 5, Long.MAX_VALUE);
            }
            assertThat(shared).isEqualTo(FixedGrids.count(WIDE, image));
        }
    }

    @Test
    void each_class_fixes_as_many_grids_whether_searched_whole_or_in_shares_on_several_threads() {
        // 4x4 boxes are square, so some classes transpose: on two threads those are searched in shares, on
        // one thread whole, and every other class whole either way.
        for (BoxShape shape : List.of(new BoxShape(2, 2), WIDE)) {
            ClassBurnside burnside = new ClassBurnside(shape);
            long[] oneThread = burnside.fixedCounts(1, CountProgress.NONE);
            long[] twoThreads = burnside.fixedCounts(2, CountProgress.NONE);
            for (int i = 1; i < oneThread.length; i++) {
                int[] image =
                        burnside.group().cellImage(burnside.classes().get(i).representative());
                assertThat(oneThread[i]).as("%s class %d", shape, i).isEqualTo(FixedGrids.count(shape, image));
            }
            assertThat(twoThreads).isEqualTo(oneThread);
        }
    }

    @Test
    void nine_by_nine_has_27_classes_that_fix_a_grid_with_the_published_sizes() {
        ClassBurnside burnside = classic();
        List<Integer> fixingSizes = new ArrayList<>();
        fixingSizes.add(1); // the identity fixes every grid
        for (ConjugacyClass conjugacyClass :
                burnside.classes().subList(1, burnside.classes().size())) {
            if (FixedGrids.fixesAny(BoxShape.CLASSIC, burnside.group().cellImage(conjugacyClass.representative()))) {
                fixingSizes.add(conjugacyClass.size());
            }
        }
        assertThat(fixingSizes)
                .hasSize(27)
                .containsExactlyInAnyOrderElementsOf(PublishedClasses.FIXING.stream()
                        .map(PublishedClasses.Entry::size)
                        .toList());
    }

    @Test
    void nine_by_nine_classes_that_fix_under_100000_grids_fix_the_published_numbers() {
        // The classes with millions of fixed grids take minutes; the exhaustive run checks those too.
        long limit = 100_000;
        ClassBurnside burnside = classic();
        List<PublishedClasses.Entry> found = new ArrayList<>();
        for (ConjugacyClass conjugacyClass :
                burnside.classes().subList(1, burnside.classes().size())) {
            int[] image = burnside.group().cellImage(conjugacyClass.representative());
            long fixed = FixedGrids.count(BoxShape.CLASSIC, image, 0, 1, limit);
            if (fixed > 0 && fixed < limit) {
                found.add(new PublishedClasses.Entry(conjugacyClass.size(), fixed));
            }
        }
        assertThat(found)
                .hasSize(14)
                .containsExactlyInAnyOrderElementsOf(PublishedClasses.FIXING.stream()
                        .filter(entry -> entry.fixed() < limit)
                        .toList());
    }

    @Test
    void a_conjugate_of_a_nine_by_nine_representative_fixes_as_many_grids() {
        ClassBurnside burnside = classic();
        CellMapGroup group = burnside.group();
        Random random = new Random(SEED);
        int checked = 0;
        for (ConjugacyClass conjugacyClass :
                burnside.classes().subList(1, burnside.classes().size())) {
            int[] image = group.cellImage(conjugacyClass.representative());
            long fixed = FixedGrids.count(BoxShape.CLASSIC, image, 0, 1, 5_000);
            if (fixed > 0 && fixed < 5_000) {
                int conjugate = group.conjugate(conjugacyClass.representative(), random.nextInt(group.order()));
                assertThat(FixedGrids.count(BoxShape.CLASSIC, group.cellImage(conjugate), 0, 1, 5_000))
                        .as("seed %d, conjugate %d", SEED, conjugate)
                        .isEqualTo(fixed);
                checked++;
            }
        }
        assertThat(checked).isPositive();
    }
}
