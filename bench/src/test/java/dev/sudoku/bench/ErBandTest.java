package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ErBandTest {
    @Test
    void every_rating_of_one_decimal_lands_in_exactly_one_band_and_no_time_is_lost() {
        Random random = new Random(7);
        int n = 2_000;
        double[] ers = new double[n];
        double[] seconds = new double[n];
        double total = 0;
        for (int i = 0; i < n; i++) {
            ers[i] = Math.round((1.0 + random.nextDouble() * 11) * 10) / 10.0;
            seconds[i] = random.nextDouble();
            total += seconds[i];
            double er = ers[i];
            assertThat(ErBand.EMPTY.stream().filter(band -> band.holds(er)))
                    .as("ER %s", er)
                    .hasSize(1);
        }

        List<ErBand> bands = ErBand.of(ers, seconds);

        assertThat(bands.stream().mapToInt(ErBand::puzzles).sum()).isEqualTo(n);
        assertThat(bands.stream().mapToDouble(ErBand::seconds).sum())
                .isCloseTo(total, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void the_edges_of_the_bands_are_those_of_the_goals() {
        double[] ers = {4.4, 4.5, 6.5, 6.6, 7.5, 7.6, 8.9, 9.0, 11.9};
        double[] seconds = {1, 2, 3, 4, 5, 6, 7, 8, 9};

        List<ErBand> bands = ErBand.of(ers, seconds);

        assertThat(bands).extracting(ErBand::label).containsExactly("<= 4.4", "4.5-6.5", "6.6-7.5", "7.6-8.9", "9.0+");
        assertThat(bands).extracting(ErBand::seconds).containsExactly(1.0, 5.0, 9.0, 13.0, 17.0);
        assertThat(bands.get(1).millisPerPuzzle()).isEqualTo(2_500.0);
        assertThat(new ErBand("none", 0, 1, 0, 0).millisPerPuzzle()).isZero();
    }
}
