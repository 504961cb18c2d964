package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.wings.XyWing;
import java.util.List;
import org.junit.jupiter.api.Test;

/** XY-Wing and XYZ-Wing on constructed positions and on solve paths. */
class WingsTest {
    /** HoDoKu docs, XY-Wing: pivot xy, pincers xz and yz; here x=1, y=2, z=3 on an otherwise empty grid. */
    private static CandidateGrid xyWingPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c5", 1, 3);
        Pencilmarks.keepOnly(grid, "r4c1", 2, 3);
        return grid;
    }

    @Test
    void xy_wing_removes_z_from_the_cell_seeing_both_pincers_and_is_found_once_per_pincer_order() {
        // SE rating spec 3.10: pincers over the pivot's peers in box, row, column order; each wing twice.
        assertThat(all(new XyWing(false), xyWingPosition()))
                .extracting(Pencilmarks::text)
                .containsExactly(
                        "XY-Wing: pivot r1c1, pincers r1c5,r4c1 on 1,2,3 => r4c5<>3",
                        "XY-Wing: pivot r1c1, pincers r4c1,r1c5 on 2,1,3 => r4c5<>3");
    }

    @Test
    void xy_wing_with_nothing_to_eliminate_is_not_offered() {
        CandidateGrid grid = xyWingPosition();
        Pencilmarks.remove(grid, 3, "r4c5");
        assertThat(all(new XyWing(false), grid)).isEmpty();
    }

    @Test
    void pincers_without_a_common_digit_make_no_xy_wing() {
        CandidateGrid grid = xyWingPosition();
        Pencilmarks.keepOnly(grid, "r4c1", 2, 4);
        assertThat(all(new XyWing(false), grid)).isEmpty();
    }

    @Test
    void xy_wing_marks_pivot_pincers_and_victims() {
        WingStep step = (WingStep) all(new XyWing(false), xyWingPosition()).get(0);
        assertThat(step.digit()).isEqualTo(3);
        assertThat(step.highlights())
                .contains(
                        new Highlight(Pencilmarks.cell("r1c1"), 1, Role.PIVOT),
                        new Highlight(Pencilmarks.cell("r4c1"), 3, Role.PINCER),
                        new Highlight(Pencilmarks.cell("r4c5"), 3, Role.ELIMINATED));
    }

    /** HoDoKu docs, XYZ-Wing: pivot xyz in box 5 with pincers xz in its row and yz in its box. */
    private static CandidateGrid xyzWingPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r5c5", 1, 2, 3);
        Pencilmarks.keepOnly(grid, "r5c2", 1, 3);
        Pencilmarks.keepOnly(grid, "r6c6", 2, 3);
        return grid;
    }

    @Test
    void xyz_wing_removes_z_only_where_pivot_and_both_pincers_are_seen() {
        // SE rating spec 3.10: the box pincer r6c6 comes before the row pincer r5c2 in peer order.
        List<Step> steps = all(new XyWing(true), xyzWingPosition());
        assertThat(steps)
                .extracting(Pencilmarks::text)
                .containsExactly(
                        "XYZ-Wing: pivot r5c5, pincers r6c6,r5c2 on 2,1,3 => r5c4,r5c6<>3",
                        "XYZ-Wing: pivot r5c5, pincers r5c2,r6c6 on 1,2,3 => r5c4,r5c6<>3");
        // r6c2 sees both pincers but not the pivot, which may be the 3.
        assertThat(steps.get(0).eliminations()).doesNotContain(new Candidate(Pencilmarks.cell("r6c2"), 3));
    }

    @Test
    void trivalue_pivot_is_no_xy_wing_and_bivalue_pivot_is_no_xyz_wing() {
        assertThat(all(new XyWing(false), xyzWingPosition())).isEmpty();
        assertThat(all(new XyWing(true), xyWingPosition())).isEmpty();
    }

    @Test
    void xy_wing_on_a_6x6_grid_uses_its_2x3_boxes() {
        BoxShape shape = new BoxShape(2, 3);
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(shape));
        keepOnly(grid, 6, "r1c1", 1, 2);
        keepOnly(grid, 6, "r1c5", 1, 3);
        keepOnly(grid, 6, "r4c1", 2, 3);
        assertThat(all(new XyWing(false), grid).get(0))
                .extracting(step -> new StepText(6).describe(step))
                .isEqualTo("XY-Wing: pivot r1c1, pincers r1c5,r4c1 on 1,2,3 => r4c5<>3");
    }

    @Test
    void xyz_wing_on_a_6x6_grid_needs_victims_in_the_pivots_box() {
        BoxShape shape = new BoxShape(2, 3);
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(shape));
        keepOnly(grid, 6, "r1c2", 4, 5, 6);
        keepOnly(grid, 6, "r1c5", 4, 6);
        keepOnly(grid, 6, "r2c3", 5, 6);
        // Cells seeing r1c5 (row 1) and r2c3 (box 1) and the pivot r1c2: r1c1 and r1c3.
        assertThat(all(new XyWing(true), grid).get(0))
                .extracting(step -> new StepText(6).describe(step))
                .isEqualTo("XYZ-Wing: pivot r1c2, pincers r2c3,r1c5 on 5,4,6 => r1c1,r1c3<>6");
    }

    @Test
    void sudoku_explainer_puzzle_a_takes_its_xy_wing_at_step_28_and_rates_4_2() {
        // SE rating spec 9.1: "XY-Wing, pivot r4c4, wings r6c5 and r1c4, z=5: r6c4 <> 5".
        LogicalSolution solution = new LogicalSolver(Catalogue.se())
                .solve(PuzzleReader.parse(
                        "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24."));
        Step step = solution.steps().get(27);
        assertThat(step.technique()).isEqualTo(TechniqueId.XY_WING);
        WingStep wing = (WingStep) step;
        assertThat(wing.pivot()).isEqualTo(Pencilmarks.cell("r4c4"));
        assertThat(wing.pincers()).containsExactly(Pencilmarks.cell("r6c5"), Pencilmarks.cell("r1c4"));
        assertThat(step.eliminations()).containsExactly(new Candidate(Pencilmarks.cell("r6c4"), 5));
        assertThat(solution.solved()).isTrue();
        assertThat(solution.steps().stream()
                        .mapToDouble(s -> Catalogue.se().rating(s.technique()))
                        .max())
                .hasValue(4.2);
    }

    @Test
    void generated_12x12_puzzle_solve_path_uses_a_sound_xy_wing() {
        BoxShape shape = new BoxShape(3, 4);
        Grid puzzle = TestPuzzles.generate(shape, 49);
        Grid answer = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        List<Step> wings = new LogicalSolver(Catalogue.se())
                .solve(puzzle).steps().stream()
                        .filter(s -> s.technique() == TechniqueId.XY_WING)
                        .toList();
        assertThat(wings).isNotEmpty();
        for (Step wing : wings) {
            for (Candidate c : wing.eliminations()) {
                assertThat(answer.get(c.cell())).isNotEqualTo(c.digit());
            }
        }
    }

    private static void keepOnly(CandidateGrid grid, int size, String cell, int... digits) {
        int index = BugGraves.cell(cell, size);
        for (int d = 1; d <= size; d++) {
            final int digit = d;
            if (java.util.Arrays.stream(digits).noneMatch(k -> k == digit)) {
                grid.eliminate(index, d);
            }
        }
    }
}
