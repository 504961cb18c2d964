package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchGenerateTest {
    @Test
    void generation_table_has_the_reference_then_one_row_per_level_and_size() {
        CommandRun run = CommandRun.of(
                "bench", "--generate", "--count", "4", "--levels", "easy,moderate", "--sizes", "4", "--seed", "5");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> rows = run.lines().stream()
                .filter(l -> l.startsWith("| ") && !l.startsWith("| size"))
                .toList();
        assertThat(rows).hasSize(4);
        assertThat(rows.get(0)).startsWith("| 9x9").contains("minimal").contains("|      40 |");
        assertThat(rows.get(0)).endsWith("| 1.0x         |");
        assertThat(rows.get(1)).contains("Easy").contains("1.0..1.5").contains("|       4 |");
        assertThat(rows.get(2)).contains("Moderate").contains("1.6..2.5");
        assertThat(rows.get(3)).startsWith("| 4x4").contains("Easy");
        assertThat(run.out()).contains("accepted");
    }

    @Test
    void generation_and_rating_tables_are_not_asked_together() {
        CommandRun run = CommandRun.of("bench", "--generate", "--rate");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("pick one");
    }

    @Test
    void a_level_that_does_not_exist_is_a_usage_error() {
        CommandRun run = CommandRun.of("bench", "--generate", "--levels", "impossible");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    }
}
