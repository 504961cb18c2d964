package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
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
    void two_by_four_boxes_counted_band_by_band_agree_with_their_transpose() {
        // 2x4 has four bands of two rows, so two middle bands to choose; 4x2 has two bands and none. The two
        // computations share nothing but the arrangement count, and a grid transposed is one of the other.
        BigInteger wide =
                BandMethod.count(new BoxShape(2, 4), 2, CountProgress.NONE).grids();
        BigInteger tall =
                BandMethod.count(new BoxShape(4, 2), 2, CountProgress.NONE).grids();
        assertThat(wide).isEqualTo(tall);
    }
}
