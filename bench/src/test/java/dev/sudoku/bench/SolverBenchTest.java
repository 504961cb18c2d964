package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import java.util.List;
import org.junit.jupiter.api.Test;

class SolverBenchTest {
    private static final Grid UNIQUE =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    private static final Grid MULTIPLE =
            PuzzleReader.parse("8.........59.......76..........2.597...5.3168......432...671945...938216...452783");

    @Test
    void a_run_counts_every_puzzle_and_the_ones_not_solved_uniquely() {
        Dataset dataset = new Dataset("tiny", List.of(UNIQUE, MULTIPLE), 0);

        BenchRow row = new SolverBench(0, 1).run(dataset, "band", Solvers.factory("band"));

        assertThat(row.puzzles()).isEqualTo(SolverBench.MIN_PUZZLES_PER_RUN);
        assertThat(row.unsolved()).isEqualTo(SolverBench.MIN_PUZZLES_PER_RUN / 2);
        assertThat(row.seconds()).isPositive();
    }

    @Test
    void the_parallel_run_gives_the_same_tallies_as_one_thread() throws Exception {
        Dataset dataset = new Dataset("tiny", List.of(UNIQUE, MULTIPLE, UNIQUE), 0);
        SolverBench bench = new SolverBench(0, 1);

        BenchRow one = bench.run(dataset, "general", Solvers.factory("general"));
        BenchRow two = bench.runParallel(dataset, "general", Solvers.factory("general"), 2);

        assertThat(two.unsolved()).isEqualTo(one.unsolved());
        assertThat(two.guessesPerPuzzle()).isEqualTo(one.guessesPerPuzzle());
    }

    @Test
    void the_table_writes_decimals_with_a_point_and_ratios_against_the_reference_whatever_the_locale() {
        List<BenchRow> rows = List.of(
                new BenchRow("set", "band", 1, 1000, 0.5, 50.0, 1.25, 0),
                new BenchRow("set", "general", 1, 1000, 2.0, 10.0, 4.5, 0),
                new BenchRow("set", "band", 2, 1000, 0.25, 50.0, 1.25, 0));

        String table = BenchTable.format(rows, "general");

        assertThat(table)
                .contains("| 4.00x")
                .contains("1.25")
                .contains("500.00")
                .contains("| 2.00x");
        assertThat(table).doesNotContain("4,00");
    }
}
