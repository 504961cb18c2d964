package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.logic.TechniqueId;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** One decimal as serate prints it (SE rating spec §1.3), whatever the default locale. */
class RatingFormatTest {
    private Locale saved;

    @BeforeEach
    void useHindiLocale() {
        // The build already runs tests under hi_IN; set it here too so the test means the same in an IDE.
        saved = Locale.getDefault();
        Locale.setDefault(Locale.forLanguageTag("hi-IN"));
    }

    @AfterEach
    void restoreLocale() {
        Locale.setDefault(saved);
    }

    @Test
    void ratings_print_with_one_decimal_and_a_dot() {
        assertThat(Rating.format(4.2)).isEqualTo("4.2");
        assertThat(Rating.format(1.0)).isEqualTo("1.0");
        assertThat(Rating.format(0.0)).isEqualTo("0.0");
        assertThat(Rating.format(10.3)).isEqualTo("10.3");
        assertThat(Rating.format(Rating.NOT_RATED)).isEqualTo("20.0");
    }

    @Test
    void sums_just_below_a_tenth_print_as_that_tenth() {
        // 6.6 + 0.1 = 6.699999999999999 and 5.7 + 4 * 0.1 = 6.1000000000000005 in doubles.
        assertThat(Rating.format(6.6 + 0.1)).isEqualTo("6.7");
        assertThat(Rating.format(5.7 + 4 * 0.1)).isEqualTo("6.1");
    }

    @Test
    void negative_or_not_finite_difficulties_are_rejected() {
        assertThatThrownBy(() -> Rating.format(-0.1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Rating.format(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void the_triple_reads_er_ep_ed() {
        Rating rating = new Rating(7.3, 1.5, 1.2, Optional.of(TechniqueId.XY_WING), true, 69, 1234);

        assertThat(rating.triple()).isEqualTo("7.3/1.5/1.2");
        assertThat(rating.level()).isEqualTo(Level.DIABOLICAL);
    }
}
