package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ReportTest {
    @Test
    void a_field_outside_the_view_is_refused() {
        assertThatThrownBy(() -> Report.of(View.SOLVE).with(Field.ER, 4.2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("er is not a field of SOLVE");
    }

    @Test
    void a_value_of_the_wrong_type_is_refused() {
        assertThatThrownBy(() -> Report.of(View.SOLVE).with(Field.SOLUTIONS, "2"))
                .hasMessageContaining("solutions takes integer");
        assertThatThrownBy(() -> Report.of(View.EXPLAIN).with(Field.STEPS, List.of("a step")))
                .hasMessageContaining("steps takes array of steps");
    }

    @Test
    void every_status_word_has_an_error_exactly_when_it_is_not_a_success() {
        for (ResultStatus status : ResultStatus.values()) {
            Report.Builder withError = Report.of(View.SOLVE).status(status).with(Field.ERROR, "why");
            Report.Builder without = Report.of(View.SOLVE).status(status);
            if (status.isSuccess()) {
                assertThat(without.build().status()).isEqualTo(status);
                assertThatThrownBy(withError::build).hasMessageContaining("must not carry an error");
            } else {
                assertThat(withError.build().get(Field.ERROR)).isEqualTo("why");
                assertThatThrownBy(without::build).hasMessageContaining("needs the reason");
            }
        }
    }

    @Test
    void a_report_needs_a_status() {
        assertThatThrownBy(() -> Report.of(View.RATE).build()).hasMessageContaining("needs a status");
    }

    @Test
    void integers_are_kept_as_longs_whatever_their_java_type() {
        Report report = Report.of(View.SOLVE)
                .status(ResultStatus.SOLVED)
                .with(Field.SOLUTIONS, 1)
                .with(Field.GUESSES, 3L)
                .build();
        assertThat(report.get(Field.SOLUTIONS)).isEqualTo(1L);
        assertThat(report.get(Field.GUESSES)).isEqualTo(3L);
    }
}
