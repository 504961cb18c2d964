package dev.sudoku.api.batch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class StatsTest {
    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void a_rated_puzzle_counts_its_status_clues_rating_and_level() {
        var report = new LineBatch(BatchJob.RATE, 10, false)
                .worker()
                .reports("a", 1, PUZZLE)
                .get(0);

        assertThat(Stats.facts(report)).containsExactly("status,RATED", "clues,30", "er,1.2", "level,Easy");
    }

    @Test
    void an_invalid_line_counts_its_status_only() {
        var report = new LineBatch(BatchJob.RATE, 10, false)
                .worker()
                .reports("a", 1, "nonsense")
                .get(0);

        assertThat(Stats.facts(report)).containsExactly("status,INVALID");
    }

    @Test
    void rows_come_by_measure_then_by_value_numbers_by_size() {
        Map<String, Long> counts = Map.of(
                "level,hard", 1L,
                "er,10.5", 1L,
                "er,2.0", 3L,
                "clues,9", 2L,
                "clues,25", 1L,
                "status,RATED", 4L,
                "level,easy", 3L);

        assertThat(Stats.rows(counts))
                .containsExactly(
                        "status,RATED,4",
                        "clues,9,2",
                        "clues,25,1",
                        "er,2.0,3",
                        "er,10.5,1",
                        "level,easy,3",
                        "level,hard,1");
    }
}
