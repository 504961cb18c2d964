package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class GridCounterTest {
    @Test
    void eight_by_eight_has_the_published_number_of_grids() {
        GridCount count = GridCounter.count(new BoxShape(2, 4), false, 2, CountProgress.NONE);
        assertThat(count.grids()).isEqualTo(new BigInteger("29136487207403520"));
        assertThat(count.method()).contains("band method").contains("4x2");
        assertThat(count.essentiallyDifferent()).isEmpty();
    }

    @Test
    void four_by_four_counts_and_classes_come_together() {
        GridCount count = GridCounter.count(new BoxShape(2, 2), true, 1, CountProgress.NONE);
        assertThat(count.grids()).isEqualTo(BigInteger.valueOf(288));
        assertThat(count.essentiallyDifferent()).contains(BigInteger.TWO);
        assertThat(count.method())
                .isEqualTo("plain enumeration; Burnside's lemma over 20 conjugacy classes (13 fix a grid)");
    }

    @Test
    void progress_hears_every_class_of_the_band_method() {
        Heard heard = new Heard();
        GridCounter.count(new BoxShape(4, 2), false, 2, heard);
        assertThat(heard.steps)
                .isEqualTo(heard.units)
                .isEqualTo(BandClasses.of(new BoxShape(4, 2)).size());
    }

    @Test
    void an_unsupported_shape_is_refused_naming_it_and_what_is_supported() {
        assertThatThrownBy(() -> GridCounter.count(new BoxShape(3, 4), false, 1, CountProgress.NONE))
                .isInstanceOf(UnsupportedShapeException.class)
                .hasMessageContaining("3x4")
                .hasMessageContaining("2x2, 2x3, 3x2, 2x4, 4x2 and 3x3");
    }

    @Test
    void an_essentially_different_count_of_an_unsupported_shape_is_refused_before_any_work() {
        assertThatThrownBy(() -> GridCounter.count(new BoxShape(2, 5), true, 1, CountProgress.NONE))
                .isInstanceOf(UnsupportedShapeException.class)
                .hasMessageContaining("2x5")
                .hasMessageContaining("2x2, 2x3, 3x2, 2x4, 4x2 and 3x3");
    }

    @Test
    void one_bar_hears_the_grid_count_and_then_every_class_but_the_identity() {
        Heard heard = new Heard();
        GridCounter.count(new BoxShape(2, 2), true, 2, heard);
        // Plain enumeration is one step; 4x4 has 20 conjugacy classes.
        assertThat(heard.steps).isEqualTo(heard.units).isEqualTo(1 + 19);
    }

    /** What a progress heard: the units announced and the steps taken. */
    private static final class Heard implements CountProgress {
        long units;
        long steps;

        @Override
        public synchronized void started(long units) {
            this.units = units;
        }

        @Override
        public synchronized void step() {
            steps++;
        }
    }
}
