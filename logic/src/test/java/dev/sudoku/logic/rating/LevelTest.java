package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The bands of ER: Easy to 1.5, Moderate to 2.5, Difficult to 4.4, Fiendish to 6.5, Diabolical to 8.9. */
class LevelTest {
    @Test
    void each_band_includes_its_upper_bound_and_the_next_starts_a_tenth_above() {
        assertThat(Level.of(1.0)).isEqualTo(Level.EASY);
        assertThat(Level.of(1.5)).isEqualTo(Level.EASY);
        assertThat(Level.of(1.7)).isEqualTo(Level.MODERATE);
        assertThat(Level.of(2.5)).isEqualTo(Level.MODERATE);
        assertThat(Level.of(2.6)).isEqualTo(Level.DIFFICULT);
        assertThat(Level.of(4.4)).isEqualTo(Level.DIFFICULT);
        assertThat(Level.of(4.5)).isEqualTo(Level.FIENDISH);
        assertThat(Level.of(6.5)).isEqualTo(Level.FIENDISH);
        assertThat(Level.of(6.6)).isEqualTo(Level.DIABOLICAL);
        assertThat(Level.of(8.9)).isEqualTo(Level.DIABOLICAL);
        assertThat(Level.of(9.0)).isEqualTo(Level.EXTREME);
        assertThat(Level.of(11.9)).isEqualTo(Level.EXTREME);
    }

    @Test
    void a_full_grid_is_easy_and_an_unrated_puzzle_is_extreme() {
        assertThat(Level.of(0.0)).isEqualTo(Level.EASY);
        assertThat(Level.of(Rating.NOT_RATED)).isEqualTo(Level.EXTREME);
    }

    @Test
    void the_band_follows_the_printed_value_not_the_last_bits_of_the_double() {
        // SE rating spec §1.3: 6.6 + 0.1 is 6.699999999999999, printed 6.7.
        assertThat(Level.of(6.6 + 0.1)).isEqualTo(Level.DIABOLICAL);
        assertThat(Level.of(6.5 + 0.1 - 0.1)).isEqualTo(Level.FIENDISH);
        assertThat(Level.of(4.5 - 0.1 + 1e-12)).isEqualTo(Level.DIFFICULT);
    }

    @Test
    void display_names_are_capitalised_words() {
        assertThat(Level.EASY.displayName()).isEqualTo("Easy");
        assertThat(Level.FIENDISH.displayName()).isEqualTo("Fiendish");
        assertThat(Level.EXTREME.displayName()).isEqualTo("Extreme");
    }
}
