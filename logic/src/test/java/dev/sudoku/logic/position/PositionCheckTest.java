package dev.sudoku.logic.position;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import org.junit.jupiter.api.Test;

/** Positions with the player's own candidates: what is accepted, and each rejection naming its cell. */
class PositionCheckTest {
    /** Wikipedia's example puzzle and its solution. */
    static final Grid PUZZLE =
            PuzzleReader.parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

    static final Grid SOLUTION =
            PuzzleReader.parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179");

    /** The puzzle's own starting candidates as a position. */
    static Position start(Grid puzzle) {
        return new Position(puzzle, CandidateGrid.fromPuzzle(puzzle).candidateMasks());
    }

    static int cell(int row, int col) {
        return (row - 1) * 9 + col - 1;
    }

    static Position withCandidates(Position position, int cell, int... digits) {
        long[] masks = position.candidates();
        masks[cell] = 0;
        for (int d : digits) {
            masks[cell] |= Masks.bit(d);
        }
        return new Position(position.values(), masks);
    }

    static Position withValue(Position position, int cell, int value) {
        long[] masks = position.candidates();
        masks[cell] = 0;
        return new Position(position.values().with(cell, value), masks);
    }

    @Test
    void a_puzzles_own_candidates_are_accepted_unchanged() {
        CandidateGrid grid = PositionCheck.toCandidateGrid(start(PUZZLE), PUZZLE);

        assertThat(grid.candidateMasks())
                .isEqualTo(CandidateGrid.fromPuzzle(PUZZLE).candidateMasks());
        assertThat(grid.toGrid()).isEqualTo(PUZZLE);
    }

    @Test
    void a_position_read_from_a_pencilmark_grid_becomes_the_same_candidate_grid() {
        Grid sparse = PuzzleReader.parse("1" + ".".repeat(47) + "5" + ".".repeat(31) + "9");
        Position read = PencilmarkGridFormat.read(PencilmarkGridFormat.write(start(sparse)));

        CandidateGrid grid = PositionCheck.toCandidateGrid(read, sparse);

        assertThat(grid.candidateMasks())
                .isEqualTo(CandidateGrid.fromPuzzle(sparse).candidateMasks());
    }

    @Test
    void a_lone_candidate_read_back_as_a_placement_is_refused_while_a_peer_keeps_that_digit() {
        // r7c9 has 4 alone, which both formats read as placed; r1c9 still keeps 4.
        Position read = PencilmarkGridFormat.read(PencilmarkGridFormat.write(start(PUZZLE)));

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(read, PUZZLE))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessage("r1c9 keeps 4, but r7c9 holds 4");
    }

    @Test
    void two_equal_values_in_a_house_are_named_with_both_cells_and_the_house() {
        Position position = withValue(start(PUZZLE), cell(1, 9), 5);

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(position))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessage("r1c1 and r1c9 both hold 5 (row 1)")
                .satisfies(
                        e -> assertThat(((InvalidPositionException) e).cell()).isEqualTo(cell(1, 1)));
    }

    @Test
    void an_empty_cell_without_candidates_is_named() {
        Position position = withCandidates(start(PUZZLE), cell(2, 3));

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(position))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessage("r2c3 has no candidates");
    }

    @Test
    void a_candidate_that_a_solved_peer_holds_is_named_with_the_peer() {
        Position position = withCandidates(start(PUZZLE), cell(1, 3), 1, 2, 4, 7);

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(position))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessage("r1c3 keeps 7, but r1c5 holds 7")
                .satisfies(
                        e -> assertThat(((InvalidPositionException) e).cell()).isEqualTo(cell(1, 3)));
    }

    @Test
    void a_given_that_the_position_changes_is_named() {
        long[] masks = start(PUZZLE).candidates();
        masks[cell(1, 2)] = Masks.bit(3) | Masks.bit(4);
        Position emptied = new Position(PUZZLE.with(cell(1, 2), 0), masks);
        Position changed = withValue(start(PUZZLE), cell(1, 2), 0);

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(emptied, PUZZLE))
                .hasMessage("r1c2 is given 3, but the position leaves it empty");
        assertThat(changed.values().get(cell(1, 2))).isZero();
        Position overwritten =
                new Position(PUZZLE.with(cell(1, 2), 4), start(PUZZLE).candidates());
        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(overwritten, PUZZLE))
                .hasMessage("r1c2 is given 3, but the position holds 4");
    }

    @Test
    void a_puzzle_of_another_shape_is_refused() {
        Grid small = Grid.empty(new BoxShape(2, 2));

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(start(PUZZLE), small))
                .isInstanceOf(InvalidPositionException.class)
                .hasMessageContaining("the puzzle has boxes 2x2");
    }

    @Test
    void candidates_that_keep_every_solution_digit_pass_the_solution_check() {
        SolutionCheck check = SolutionCheck.of(PositionCheck.toCandidateGrid(start(PUZZLE)));

        assertThat(check.outcome()).isEqualTo(SolutionCheck.Outcome.KEPT);
        assertThat(check.cell()).isEqualTo(-1);
    }

    @Test
    void a_removed_solution_digit_is_named_at_the_first_cell_that_lost_it() {
        // r1c3's solution is 4; r2c2's is 7. Both are removed; r1c3 comes first in reading order.
        Position position = withCandidates(withCandidates(start(PUZZLE), cell(2, 2), 2, 4), cell(1, 3), 1, 2);
        assertThat(SOLUTION.get(cell(1, 3))).isEqualTo(4);

        SolutionCheck check = SolutionCheck.of(PositionCheck.toCandidateGrid(position, PUZZLE));

        assertThat(check.outcome()).isEqualTo(SolutionCheck.Outcome.LOST);
        assertThat(check.cell()).isEqualTo(cell(1, 3));
        assertThat(check.digit()).isEqualTo(4);
        assertThat(check.message()).isEqualTo("r1c3 no longer has 4, the digit of the solution");
    }

    @Test
    void a_wrong_placement_leaves_no_solution_to_compare_with() {
        // r1c3 = 1 is consistent with its peers but not with the solution (4).
        Position position = withValue(start(PUZZLE), cell(1, 3), 1);
        long[] masks = position.candidates();
        for (int peer : CandidateGrid.fromPuzzle(PUZZLE).geometry().peersOf(cell(1, 3))) {
            masks[peer] &= ~Masks.bit(1);
        }
        CandidateGrid grid = PositionCheck.toCandidateGrid(new Position(position.values(), masks), PUZZLE);

        assertThat(SolutionCheck.of(grid).outcome()).isEqualTo(SolutionCheck.Outcome.NO_SOLUTION);
    }

    @Test
    void values_with_many_solutions_give_no_answer() {
        Grid empty = Grid.empty(BoxShape.CLASSIC);

        assertThat(SolutionCheck.of(CandidateGrid.fromPuzzle(empty)).outcome())
                .isEqualTo(SolutionCheck.Outcome.NOT_UNIQUE);
    }

    @Test
    void a_six_by_six_position_is_checked_with_its_own_boxes() {
        Grid puzzle = PuzzleReader.parse("1.....\n..2...\n......\n......\n......\n......\n");
        assertThat(puzzle.shape()).isEqualTo(new BoxShape(2, 3));
        long[] masks = CandidateGrid.fromPuzzle(puzzle).candidateMasks();
        masks[1] |= Masks.bit(1);

        assertThatThrownBy(() -> PositionCheck.toCandidateGrid(new Position(puzzle, masks)))
                .hasMessage("r1c2 keeps 1, but r1c1 holds 1");
        assertThat(CandidateLineFormat.write(
                        new Position(puzzle, CandidateGrid.fromPuzzle(puzzle).candidateMasks())))
                .hasSize(216);
    }
}
