package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.api.settings.Refusal;
import org.junit.jupiter.api.Test;

class GenerateBatchTest {
    @Test
    void puzzle_i_of_a_seeded_run_is_the_same_whichever_worker_makes_it_and_in_whatever_order() {
        GenerateBatch batch = new GenerateBatch(42, "easy", 30);
        GenerateBatch.Worker first = batch.worker();
        GenerateBatch.Worker second = batch.worker();

        String three = first.apply(3);
        second.apply(0);

        assertThat(second.apply(3)).isEqualTo(three);
        assertThat(three).contains("\"index\":4", "\"status\":\"GENERATED\"", "\"level\":\"Easy\"", "\"micros\":null");
    }

    @Test
    void the_band_is_a_level_name_or_a_rating_band() {
        assertThat(new GenerateBatch(1, "2.0..3.0", 30).band()).isEqualTo("2.0..3.0");
        assertThatThrownBy(() -> new GenerateBatch(1, "tricky", 30)).hasMessageContaining("not 'tricky'");
        assertThatThrownBy(() -> new GenerateBatch(1, "easy", 0)).hasMessageContaining("time limit");
    }

    @Test
    void a_band_no_puzzle_rates_in_is_refused_when_the_run_is_made_not_at_its_first_puzzle() {
        assertThatThrownBy(() -> new GenerateBatch(1, "15..20", 30))
                .isInstanceOf(Refusal.class)
                .hasMessageStartingWith("must be an ER band starting at ")
                .hasMessageContaining("no puzzle can rate 15.0..20.0")
                .hasMessageEndingWith(", not '15..20'");
    }
}
