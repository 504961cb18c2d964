package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The long counts: minutes each on two cores, so only with -Pexhaustive. */
@Tag("exhaustive")
class ExhaustiveCountTest {
    @Test
    void nine_by_nine_has_the_number_of_grids_felgenhauer_and_jarvis_found() {
        BandMethod.Result result = BandMethod.count(BoxShape.CLASSIC, 2, CountProgress.NONE);
        assertThat(result.grids()).isEqualTo(new BigInteger("6670903752021072936960"));
    }

    @Test
    void nine_by_nine_has_the_essentially_different_grids_russell_and_jarvis_found_class_by_class() {
        GridCount count = GridCounter.count(BoxShape.CLASSIC, true, 2, CountProgress.NONE);
        assertThat(count.essentiallyDifferent()).contains(BigInteger.valueOf(5_472_730_538L));
        // Every class's size and count, against the published table.
        ClassBurnside burnside = new ClassBurnside(BoxShape.CLASSIC);
        long[] fixed = burnside.fixedCounts(2, CountProgress.NONE);
        List<PublishedClasses.Entry> fixing = new ArrayList<>();
        fixing.add(new PublishedClasses.Entry(
                1, count.grids().divide(Factorials.of(9)).longValueExact()));
        for (int i = 1; i < fixed.length; i++) {
            if (fixed[i] > 0) {
                fixing.add(new PublishedClasses.Entry(burnside.classes().get(i).size(), fixed[i]));
            }
        }
        assertThat(fixing).containsExactlyInAnyOrderElementsOf(PublishedClasses.FIXING);
    }

    @Test
    void two_by_four_boxes_counted_band_by_band_agree_with_their_transpose() {
        // 2x4 has four bands of two rows, so two middle bands to choose; 4x2 has two bands and none. The two
        // computations share nothing but the arrangement count, and a grid transposed is one of the other.
        BigInteger wide =
                BandMethod.count(new BoxShape(2, 4), 2, CountProgress.NONE).grids();
        BigInteger tall =
                BandMethod.count(new BoxShape(4, 2), 2, CountProgress.NONE).grids();
        assertThat(wide).isEqualTo(tall);
    }

    @Test
    void eight_by_eight_has_the_essentially_different_grids_published_in_both_orientations() {
        // OEIS A291188 (inequivalent 2 x n grids): 2, 49, 1673187, ... A grid transposed is one of the
        // other orientation, so both must give the same count, by searches over groups of different maps.
        for (BoxShape shape : List.of(new BoxShape(2, 4), new BoxShape(4, 2))) {
            GridCount count = GridCounter.count(shape, true, 2, CountProgress.NONE);
            assertThat(count.essentiallyDifferent()).as("%s", shape).contains(BigInteger.valueOf(1_673_187));
        }
    }
}
