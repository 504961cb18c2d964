package dev.sudoku.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The coverage tables that hold a CI sample to what the full run meets. */
class CoverageTest {
    private static final List<String> RUN = List.of("a", "b", "c", "d", "e", "f");

    @Test
    void a_sample_is_the_first_items_then_every_later_item_the_table_names() {
        Coverage coverage = Coverage.of("two-techniques");

        assertThat(coverage.keys()).containsExactly("path X_WING", "step SWORDFISH");
        assertThat(coverage.sample(RUN, 2)).containsExactly(0, 1, 2, 4);
        assertThat(coverage.sample(RUN, 4)).containsExactly(0, 1, 2, 3, 4);
    }

    @Test
    void a_sample_meeting_every_key_of_the_table_passes_and_one_missing_a_key_fails_naming_it() {
        Coverage met = Coverage.of("two-techniques");
        met.sample(RUN, 2);
        met.record(2, "c", List.of("path X_WING"));
        met.record(4, "e", List.of("step SWORDFISH", "path HIDDEN_SINGLE"));
        met.check();

        Coverage missing = Coverage.of("two-techniques");
        missing.sample(RUN, 2);
        missing.record(2, "c", List.of("path X_WING"));
        assertThatThrownBy(missing::check)
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("does not cover [step SWORDFISH]");
    }

    @Test
    void a_full_run_meeting_more_than_the_table_fails_and_writes_the_table_it_measured() throws Exception {
        Coverage coverage = Coverage.of("two-techniques");
        coverage.sample(RUN, RUN.size());
        coverage.record(3, "d", List.of("path X_WING"));
        coverage.record(4, "e", List.of("step SWORDFISH"));
        coverage.record(1, "b", List.of("path X_WING", "path JELLYFISH"));

        assertThatThrownBy(coverage::check)
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("covers [path JELLYFISH] beyond the table");
        List<String> written =
                Files.readAllLines(Path.of("target", "coverage", "two-techniques.txt"), StandardCharsets.UTF_8);
        // The earliest item of the run is kept for each key, whatever the order the walks ended in.
        assertThat(written.subList(1, written.size()))
                .containsExactly("path JELLYFISH b", "path X_WING b", "step SWORDFISH e");
    }

    @Test
    void a_full_run_whose_first_items_moved_passes_when_it_meets_the_same_keys() {
        Coverage coverage = Coverage.of("two-techniques");
        coverage.sample(RUN, RUN.size());
        coverage.record(0, "a", List.of("path X_WING", "step SWORDFISH"));

        coverage.check();
    }

    @Test
    void a_full_run_missing_a_key_of_the_table_fails() {
        Coverage coverage = Coverage.of("two-techniques");
        coverage.sample(RUN, RUN.size());
        coverage.record(0, "a", List.of("path X_WING"));

        assertThatThrownBy(coverage::check)
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("not [step SWORDFISH]");
    }

    @Test
    void a_table_naming_an_item_outside_the_run_is_refused() {
        Coverage coverage = Coverage.of("two-techniques");

        assertThatThrownBy(() -> coverage.sample(List.of("a", "b", "c"), 1))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("[e]");
    }

    @Test
    void without_a_table_a_sample_fails_and_a_full_run_fails_until_the_table_it_wrote_is_taken() {
        Coverage sampled = Coverage.of("no-such-table");
        assertThat(sampled.keys()).isEmpty();
        sampled.sample(RUN, 2);
        sampled.record(0, "a", List.of("path X_WING"));
        assertThatThrownBy(sampled::check).isInstanceOf(AssertionError.class).hasMessageContaining("no coverage table");

        Coverage full = Coverage.of("no-such-table");
        full.sample(RUN, RUN.size());
        full.record(0, "a", List.of("path X_WING"));
        assertThatThrownBy(full::check).isInstanceOf(AssertionError.class).hasMessageContaining("copy it");
    }
}
