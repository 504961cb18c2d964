package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import java.util.List;
import org.junit.jupiter.api.Test;

class LogicBenchTest {
    private static final Grid EASY =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    /** Needs guessing with the se profile. */
    private static final Grid HARD =
            PuzzleReader.parse("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");

    @Test
    void a_run_counts_steps_guesses_and_the_puzzles_logic_solved_alone() {
        LogicRow row = new LogicBench(0, 1)
                .run(
                        new Dataset("tiny", List.of(EASY, HARD), 0),
                        "se-nochains",
                        Catalogue.se().withoutChaining());

        assertThat(row.puzzles()).isEqualTo(2);
        assertThat(row.unsolved()).isZero();
        assertThat(row.noGuessPercent()).isEqualTo(50.0);
        assertThat(row.guessesPerPuzzle()).isPositive();
        assertThat(row.stepsPerPuzzle()).isGreaterThan(50);
        assertThat(row.seconds()).isPositive();
        assertThat(row.exactSeconds()).isPositive();
    }

    @Test
    void the_table_writes_decimals_with_a_point_and_the_slowdown_against_the_exact_solver() {
        String table = LogicTable.format(List.of(new LogicRow("set", "se", 1000, 2.0, 0.5, 90.0, 60.5, 0.25, 0)));

        assertThat(table).contains(" 500 |").contains("90.0%").contains("60.5").contains("4.0x slower");
        assertThat(table).doesNotContain("90,0");
    }
}
