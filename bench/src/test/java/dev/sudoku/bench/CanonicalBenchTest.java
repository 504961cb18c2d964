package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonicalBenchTest {
    /** Line 1 of the 17-clue list, and the same puzzle with its rows reversed: one puzzle up to symmetry. */
    private static final Grid PUZZLE =
            PuzzleReader.parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...");

    private static Grid rowsReversed(Grid grid) {
        int[] cells = new int[81];
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                cells[(8 - row) * 9 + col] = grid.get(row, col);
            }
        }
        return Grid.of(cells);
    }

    @Test
    void a_run_times_both_over_the_repeated_file_and_counts_equivalent_puzzles_once() {
        Dataset dataset = new Dataset("tiny", List.of(PUZZLE, rowsReversed(PUZZLE)), 0);

        CanonicalRow row = new CanonicalBench(0, 1).run(dataset);

        assertThat(row.puzzles()).isEqualTo(SolverBench.MIN_PUZZLES_PER_RUN);
        assertThat(row.distinct()).isEqualTo(1);
        assertThat(row.canonicalPerSecond()).isPositive();
        assertThat(row.solverPerSecond()).isPositive();
        assertThat(row.ratio()).isEqualTo(row.canonicalPerSecond() / row.solverPerSecond());
    }
}
