package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenerateBenchTest {
    private final GenerateBench bench = new GenerateBench(9, Duration.ofSeconds(60));

    @Test
    void the_reference_row_counts_unrated_minimal_puzzles() {
        GenerateRow row = bench.reference(BoxShape.CLASSIC, 20);
        assertThat(row.puzzles()).isEqualTo(20);
        assertThat(row.acceptedPercent()).isEqualTo(100.0);
        assertThat(row.cluesPerPuzzle()).isBetween(17.0, 40.0);
        assertThat(row.seconds()).isPositive();
    }

    @Test
    void a_level_row_counts_every_candidate_rated_for_its_puzzles() {
        GenerateRow row = bench.run(BoxShape.CLASSIC, Level.MODERATE, 10);
        assertThat(row.puzzles()).isEqualTo(10);
        assertThat(row.timeouts()).isZero();
        assertThat(row.candidates()).isGreaterThanOrEqualTo(10);
        assertThat(row.grids()).isBetween(10L, row.candidates());
        assertThat(row.acceptedPercent()).isEqualTo(100.0 * 10 / row.candidates());
    }

    @Test
    void the_table_compares_each_row_with_the_reference() {
        GenerateRow reference = new GenerateRow("3x3", 9, "minimal", "", 100, 0, 0.05, 0, 100, 2400);
        GenerateRow easy = new GenerateRow("3x3", 9, "Easy", "1.0..1.5", 50, 0, 0.1, 200, 60, 1350);
        String line = GenerateTable.format(List.of(reference, easy), reference)
                .lines()
                .filter(l -> l.contains("Easy"))
                .findFirst()
                .orElseThrow();
        List<String> cells = Arrays.stream(line.split("\\|")).map(String::trim).toList();
        // size, level, band, puzzles, puzzles/s, ms/puzzle, accepted, grids/pz, clues, timeouts, vs reference
        assertThat(cells.subList(1, 12))
                .containsExactly(
                        "9x9 3x3", "Easy", "1.0..1.5", "50", "500.0", "2.00", "25.0%", "1.2", "27.0", "0", "4.0x");
    }
}
