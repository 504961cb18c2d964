package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.uniqueness.BugTypes;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * BUG types 1 to 4 on graves built by {@link BugGraves} (SE rating spec 3.12; Sudopedia and HoDoKu docs,
 * "Bivalue Universal Grave"), and on solve paths of generated puzzles.
 */
class BugTest {
    private static final BoxShape CLASSIC = BoxShape.CLASSIC;

    @Test
    void bug_plus_one_cell_keeps_only_its_extra_digit() {
        // Digits 1-3 form the grave; r1c1 = {1,2} gets a 3, which has three places in box 1, row 1, column 1.
        assertThat(all(new BugTypes(), BugGraves.withExtras(CLASSIC, 3, "r1c1+3")))
                .extracting(Pencilmarks::text)
                .containsExactly("BUG Type 1: extra candidates r1c1(3) => r1c1<>1, r1c1<>2");
    }

    @Test
    void bug_plus_one_on_a_6x6_grid() {
        BoxShape shape = new BoxShape(2, 3);
        List<Step> steps = all(new BugTypes(), BugGraves.withExtras(shape, 3, "r1c1+3"));
        assertThat(steps)
                .extracting(s -> new StepText(6).describe(s))
                .containsExactly("BUG Type 1: extra candidates r1c1(3) => r1c1<>1, r1c1<>2");
    }

    @Test
    void bug_plus_one_on_a_12x12_grid_with_a_longer_cycle() {
        BoxShape shape = new BoxShape(3, 4);
        List<Step> steps = all(new BugTypes(), BugGraves.withExtras(shape, 5, "r1c1+3"));
        assertThat(steps)
                .extracting(s -> new StepText(12).describe(s))
                .containsExactly("BUG Type 1: extra candidates r1c1(3) => r1c1<>1, r1c1<>2");
    }

    @Test
    void a_grave_without_extra_candidates_offers_nothing() {
        assertThat(all(new BugTypes(), BugGraves.cyclic(CLASSIC, 3))).isEmpty();
        assertThat(all(new BugTypes(), BugGraves.cyclic(new BoxShape(2, 2), 2))).isEmpty();
    }

    @Test
    void extras_no_house_can_pin_to_one_cell_leave_no_grave() {
        // SE rating spec 3.12 and pitfall 10: a house/digit with two or more 3-candidate places names no
        // BUG cell. The 8s added to a 2x2 square of box 1 meet two or four such places in every house, so
        // none is named, the four cells keep three candidates and the final check finds no grave.
        CandidateGrid grid = BugGraves.withExtras(CLASSIC, 9, "r1c1+8", "r1c2+8", "r2c1+8", "r2c2+8");
        assertThat(all(new BugTypes(), grid)).isEmpty();
    }

    @Test
    void one_extra_digit_in_two_cells_leaves_the_cells_seeing_both() {
        // Type 2: r1c1 or r9c2 is 3; r1c2 and r7c1 see both.
        assertThat(all(new BugTypes(), BugGraves.withExtras(CLASSIC, 3, "r1c1+3", "r9c2+3")))
                .extracting(Pencilmarks::text)
                .containsExactly("BUG Type 2: extra candidates r1c1(3),r9c2(3) => r1c2,r7c1<>3");
    }

    @Test
    void one_extra_digit_in_cells_nothing_sees_together_gives_nothing() {
        assertThat(all(new BugTypes(), BugGraves.withExtras(CLASSIC, 3, "r1c1+3", "r5c6+3")))
                .isEmpty();
    }

    @Test
    void two_bug_cells_sharing_one_grave_digit_lose_their_other_grave_digit_once_per_shared_house() {
        // Type 4: r1c1 = {1,2,3} (extra 3), r1c3 = {1,2,3} (extra 2); 1 is theirs alone in box 1 and row 1.
        assertThat(all(new BugTypes(), BugGraves.withExtras(CLASSIC, 3, "r1c1+3", "r1c3+2")))
                .extracting(Pencilmarks::text)
                .containsExactly(
                        "BUG Type 4: extra candidates r1c1(3),r1c3(2) in b1 => r1c1<>2, r1c3<>3",
                        "BUG Type 4: extra candidates r1c1(3),r1c3(2) in r1 => r1c1<>2, r1c3<>3");
    }

    private static CandidateGrid typeThreeAndFour() {
        // Digits 1-4 form the grave; r1c1 = {1,2,4} (extra 4) and r1c2 = {1,2,3} (extra 1). Their extras
        // {1,4} act as one cell: with r2c1 = {1,4} (box) or r1c4 = {1,4} (row) they form a naked pair.
        return BugGraves.withExtras(CLASSIC, 4, "r1c1+4", "r1c2+1");
    }

    @Test
    void sudoku_explainer_offers_type_4_before_type_3_from_one_position() {
        assertThat(all(new BugTypes(), typeThreeAndFour()))
                .extracting(Pencilmarks::text)
                .containsExactly(
                        "BUG Type 4: extra candidates r1c1(4),r1c2(1) in b1 => r1c1<>1, r1c2<>3",
                        "BUG Type 4: extra candidates r1c1(4),r1c2(1) in r1 => r1c1<>1, r1c2<>3",
                        "BUG Type 3: extra candidates r1c1(4),r1c2(1), naked set 1,4 with r2c1 in b1 => r1c3<>4",
                        "BUG Type 3: extra candidates r1c1(4),r1c2(1), naked set 1,4 with r1c4 in r1 => r1c3<>4");
    }

    @Test
    void catalogue_order_one_two_four_three_takes_the_step_sudoku_explainer_takes() {
        Catalogue se = Catalogue.se();
        Catalogue bugOnly = new Catalogue(
                "bug",
                se.entries().stream()
                        .filter(e -> e.id().name().startsWith("BUG_"))
                        .toList());
        assertThat(bugOnly.entries())
                .extracting(CatalogueEntry::id)
                .containsExactly(
                        TechniqueId.BUG_TYPE_1, TechniqueId.BUG_TYPE_2, TechniqueId.BUG_TYPE_4, TechniqueId.BUG_TYPE_3);
        Optional<Step> step = new LogicalSolver(bugOnly).nextStep(typeThreeAndFour());
        assertThat(step).map(Step::technique).hasValue(TechniqueId.BUG_TYPE_4);
        Optional<Step> typeTwo =
                new LogicalSolver(bugOnly).nextStep(BugGraves.withExtras(CLASSIC, 3, "r1c1+3", "r9c2+3"));
        assertThat(typeTwo).map(Step::technique).hasValue(TechniqueId.BUG_TYPE_2);
    }

    @Test
    void type_3_step_names_its_naked_set_so_a_rater_can_price_it() {
        BugStep step = (BugStep) all(new BugTypes(), typeThreeAndFour()).get(2);
        assertThat(step.technique()).isEqualTo(TechniqueId.BUG_TYPE_3);
        assertThat(step.subsetCells()).containsExactly(Pencilmarks.cell("r2c1"));
        assertThat(step.subsetDigits()).containsExactly(1, 4);
        assertThat(step.house()).isEqualTo(2 * 9);
        assertThat(step.extras())
                .containsExactly(
                        new Candidate(Pencilmarks.cell("r1c1"), 4), new Candidate(Pencilmarks.cell("r1c2"), 1));
        // SE rating spec 3.12: 5.7 + (m - 1) * 0.1 for a naked set of m digits, printed as 5.8 here.
        double rating = 5.7 + (step.subsetDigits().size() - 1) * 0.1;
        assertThat((int) ((rating + 0.05) * 10)).isEqualTo(58);
    }

    @Test
    void generated_puzzles_that_reach_a_bug_are_solved_to_their_solution() {
        // Generated 9x9 puzzles whose se solve path meets BUG type 1 (seed 36) and type 4 (seed 1300).
        for (long seed : new long[] {36, 1300}) {
            Grid puzzle = TestPuzzles.generate(CLASSIC, seed);
            LogicalSolution solution = new LogicalSolver(Catalogue.se()).solve(puzzle);
            assertThat(solution.steps()).anyMatch(s -> s instanceof BugStep);
            assertThat(solution.grid())
                    .isEqualTo(Solvers.create("auto").solve(puzzle).solution().orElseThrow());
            assertThat(SoundnessCheck.check(puzzle, Catalogue.se())).isPositive();
        }
    }
}
