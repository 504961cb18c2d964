package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import org.junit.jupiter.api.Test;

/** A candidate grid prints as the position a person reads, not as an object hash. */
class CandidateGridTextTest {
    // r1c1=1, r1c2=2 and r4c4=1 on a 4x4 grid.
    private static final String PUZZLE = "12.............1";

    @Test
    void a_grid_prints_its_empty_cell_count_and_its_pencil_marks() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(PUZZLE));

        assertThat(grid.toString())
                .isEqualTo(
                        """
                        CandidateGrid[4x4, 13 empty cells]
                        1   2   | 34   34
                        34  34  | 1234 234
                        --------+---------
                        234 134 | 234  234
                        234 34  | 234  1
                        """);
    }

    @Test
    void a_cell_left_without_candidates_is_named_and_the_position_follows_as_a_candidate_line() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(PUZZLE));
        grid.eliminate(4, 3);
        grid.eliminate(4, 4);

        String[] lines = grid.toString().split("\n");

        assertThat(lines[0]).isEqualTo("CandidateGrid[4x4, 13 empty cells, no candidate left in r2c1]");
        // Four places a cell: r1c1 holds 1, r1c2 holds 2, ..., r2c1 (the fifth cell) holds nothing.
        assertThat(lines[1]).hasSize(64).startsWith("1....2..").satisfies(line -> assertThat(line.substring(16, 20))
                .isEqualTo("...."));
    }

    @Test
    void a_grid_too_large_for_the_formats_prints_its_header_alone() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(6, 6)));

        assertThat(grid).hasToString("CandidateGrid[36x36, 1296 empty cells]");
    }
}
