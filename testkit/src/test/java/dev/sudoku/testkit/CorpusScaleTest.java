package dev.sudoku.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The sizes of the corpus runs: CI's sample, the full run with the exhaustive switch, or a count set alone. */
class CorpusScaleTest {
    private static final String COUNT = "sudoku.testCount";
    private final String exhaustiveBefore = System.getProperty(CorpusScale.EXHAUSTIVE);

    @AfterEach
    void restore() {
        System.clearProperty(COUNT);
        if (exhaustiveBefore == null) {
            System.clearProperty(CorpusScale.EXHAUSTIVE);
        } else {
            System.setProperty(CorpusScale.EXHAUSTIVE, exhaustiveBefore);
        }
    }

    @Test
    void ci_runs_the_sample_and_the_exhaustive_suite_the_full_run() {
        System.setProperty(CorpusScale.EXHAUSTIVE, "false");
        assertThat(CorpusScale.count(COUNT, 40, 2000)).isEqualTo(40);

        System.setProperty(CorpusScale.EXHAUSTIVE, "true");
        assertThat(CorpusScale.count(COUNT, 40, 2000)).isEqualTo(2000);
    }

    @Test
    void a_count_set_alone_wins_in_both() {
        System.setProperty(COUNT, "500");
        System.setProperty(CorpusScale.EXHAUSTIVE, "false");
        assertThat(CorpusScale.count(COUNT, 40, 2000)).isEqualTo(500);

        System.setProperty(CorpusScale.EXHAUSTIVE, "true");
        assertThat(CorpusScale.count(COUNT, 40, 2000)).isEqualTo(500);
    }

    @Test
    void a_count_that_is_not_positive_or_a_sample_larger_than_the_run_is_refused() {
        System.setProperty(COUNT, "0");
        assertThatThrownBy(() -> CorpusScale.count(COUNT, 40, 2000)).isInstanceOf(IllegalArgumentException.class);
        System.clearProperty(COUNT);
        assertThatThrownBy(() -> CorpusScale.count(COUNT, 41, 40)).isInstanceOf(IllegalArgumentException.class);
    }
}
