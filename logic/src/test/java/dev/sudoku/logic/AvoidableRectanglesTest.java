package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.uniqueness.AvoidableRectangles;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Avoidable Rectangles: HoDoKu's definition, on digits placed while solving (never givens). */
class AvoidableRectanglesTest {
    private final AvoidableRectangles technique = new AvoidableRectangles();

    private static CandidateGrid hodokuExample() {
        // HoDoKu docs, Avoidable Rectangle Type 1 example (ar101): r1c1=9, r1c9=7, r2c1=7 were placed.
        return PencilmarkGrid.of(
                ".5........6.5.42....8.71...4....36.8.........89.1..7..3...........2.7.1..72.3..9.",
                "9 5 4 3 268 268 1 68 7",
                "7 6 1 5 89 4 2 38 39",
                "2 3 8 69 7 1 45 456 459",
                "4 1 57 79 259 3 6 25 8",
                "56 2 3567 4678 4568 568 9 345 1",
                "8 9 356 1 2456 256 7 2345 345",
                "3 48 56 468 1 9 458 7 2",
                "56 48 9 2 4568 7 3 1 456",
                "1 7 2 468 3 568 458 9 456");
    }

    @Test
    void three_placed_corners_keep_their_digits_out_of_the_fourth() {
        // HoDoKu docs, Avoidable Rectangle Type 1 example: 9/7 in r1c19,r2c19 => r2c9<>9.
        assertThat(all(technique, hodokuExample()))
                .extracting(Pencilmarks::text)
                .contains("Avoidable Rectangle Type 1: 7,9 in r1c1,r1c9,r2c9,r2c1 => r2c9<>9");
    }

    @Test
    void the_same_digits_as_givens_prove_nothing() {
        // HoDoKu docs, Avoidable Rectangle: swapping givens changes the puzzle, so givens never count.
        CandidateGrid example = hodokuExample();
        CandidateGrid allGivens = CandidateGrid.fromPosition(example.toGrid(), example.candidateMasks());
        assertThat(all(technique, allGivens)).isEmpty();
    }

    @Test
    void fourth_corner_loses_the_digit_even_with_more_than_two_candidates() {
        // HoDoKu docs' type 1, without HoDoKu's demand that the fourth corner be bivalue.
        CandidateGrid grid = Pencilmarks.empty();
        grid.place(Pencilmarks.cell("r1c1"), 1);
        grid.place(Pencilmarks.cell("r1c5"), 2);
        grid.place(Pencilmarks.cell("r2c1"), 2);
        assertThat(all(technique, grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Avoidable Rectangle Type 1: 1,2 in r1c1,r1c5,r2c5,r2c1 => r2c5<>1");
    }

    @Test
    void avoidable_rectangle_on_a_12x12_grid() {
        // HoDoKu docs' type 1 on a 12x12 grid (boxes of 3x4): r1c1,r2c1 in b1, r1c5,r2c5 in b2.
        CandidateGrid grid = PencilmarkGrid.empty(new BoxShape(3, 4));
        grid.place(0, 1);
        grid.place(4, 2);
        grid.place(12, 2);
        assertThat(all(technique, grid))
                .extracting(s -> new StepText(12).describe(s))
                .containsExactly("Avoidable Rectangle Type 1: 1,2 in r1c1,r1c5,r2c5,r2c1 => r2c5<>1");
    }

    /** r1c1=1 and r1c2=2 placed; r5c1 = {2,3} and r5c2 = {1,3}. */
    private static CandidateGrid typeTwoPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        grid.place(Pencilmarks.cell("r1c1"), 1);
        grid.place(Pencilmarks.cell("r1c2"), 2);
        Pencilmarks.keepOnly(grid, "r5c1", 2, 3);
        Pencilmarks.keepOnly(grid, "r5c2", 1, 3);
        return grid;
    }

    @Test
    void two_empty_corners_sharing_one_extra_digit_remove_it_from_cells_seeing_both() {
        // HoDoKu docs, Avoidable Rectangle Type 2 (the pattern "a | bc / b | ac" of hobiwan and ronk).
        assertThat(all(technique, typeTwoPosition()))
                .extracting(Pencilmarks::text)
                .containsExactly("Avoidable Rectangle Type 2: 1,2 in r1c1,r1c2,r5c2,r5c1"
                        + " => r4c1,r4c2,r4c3,r5c3,r5c4,r5c5,r5c6,r5c7,r5c8,r5c9,r6c1,r6c2,r6c3<>3");
    }

    @Test
    void empty_corners_with_different_extra_digits_give_nothing() {
        // HoDoKu docs, Avoidable Rectangle Type 2: the additional candidate must be the same in both.
        CandidateGrid grid = typeTwoPosition();
        Pencilmarks.keepOnly(grid, "r5c2", 1, 4);
        assertThat(all(technique, grid)).isEmpty();
    }

    @Test
    void placed_digits_next_to_a_given_do_not_count() {
        // HoDoKu docs, Avoidable Rectangle Type 2 position with r1c2 a given instead of a placed digit.
        int[] givens = new int[81];
        givens[Pencilmarks.cell("r1c2")] = 2;
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.of(BoxShape.CLASSIC, givens));
        grid.place(Pencilmarks.cell("r1c1"), 1);
        Pencilmarks.keepOnly(grid, "r5c1", 2, 3);
        Pencilmarks.keepOnly(grid, "r5c2", 1, 3);
        assertThat(grid.isGiven(Pencilmarks.cell("r1c2"))).isTrue();
        assertThat(grid.isGiven(Pencilmarks.cell("r1c1"))).isFalse();
        assertThat(all(technique, grid)).isEmpty();
    }

    @Test
    void avoidable_rectangles_met_while_solving_a_published_puzzle_agree_with_its_solution() {
        // A diabolical puzzle of the sudoku-exchange puzzle bank whose players' solve path meets type 1.
        Grid puzzle =
                PuzzleReader.parse(".3.....9..6.4.8.3....9.7...5.......1..3.4.6..7...8...43.8.7.9.69.1...5.36..3.5..8");
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        // The players' order without the chains, wings and ALS techniques, which would otherwise pre-empt
        // the rectangle.
        LogicalSolver solver = new LogicalSolver(Catalogue.players()
                .withDisabled(
                        TechniqueId.SKYSCRAPER,
                        TechniqueId.TWO_STRING_KITE,
                        TechniqueId.TURBOT_FISH,
                        TechniqueId.EMPTY_RECTANGLE,
                        TechniqueId.XY_WING,
                        TechniqueId.XYZ_WING,
                        TechniqueId.W_WING,
                        TechniqueId.REMOTE_PAIRS,
                        TechniqueId.X_CHAIN,
                        TechniqueId.XY_CHAIN,
                        TechniqueId.AIC,
                        TechniqueId.CONTINUOUS_NICE_LOOP,
                        TechniqueId.DISCONTINUOUS_NICE_LOOP,
                        TechniqueId.GROUPED_AIC,
                        TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP,
                        TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP,
                        TechniqueId.ALS_AIC,
                        TechniqueId.ALS_CONTINUOUS_NICE_LOOP,
                        TechniqueId.ALS_DISCONTINUOUS_NICE_LOOP,
                        TechniqueId.SUE_DE_COQ,
                        TechniqueId.ALS_XZ,
                        TechniqueId.ALS_XY_WING,
                        TechniqueId.ALS_XY_CHAIN,
                        TechniqueId.DEATH_BLOSSOM));
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        int found = 0;
        while (!grid.isSolved()) {
            for (Step step : all(technique, grid)) {
                found++;
                assertThat(step.eliminations())
                        .allSatisfy(c -> assertThat(solution.get(c.cell())).isNotEqualTo(c.digit()));
            }
            Optional<Step> next = solver.nextStep(grid);
            if (next.isEmpty()) {
                break;
            }
            LogicalSolver.apply(grid, next.get());
        }
        assertThat(found).isPositive();
        assertThat(grid.isSolved()).isTrue();
    }
}
