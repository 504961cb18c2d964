package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.remove;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.chains.NiceLoops;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, "Grouped Nice Loops": the places of a digit where a box meets a row or column act as one
 * node, true when the digit is in one of its cells. Built on otherwise empty grids; the grouped technique
 * offers only chains that use a group.
 */
class GroupedNiceLoopsTest {
    private static final NiceLoops GROUPED = new NiceLoops(true);

    /** 1 in column 1 at r1c1 and the group r5c1|r6c1, then pairs of 1s in columns 3 and 5. */
    private static CandidateGrid throughGroup(String... columnOne) {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "c1", columnOne);
        only(grid, 1, "c3", "r5c3", "r8c3");
        only(grid, 1, "c5", "r2c5", "r8c5");
        return grid;
    }

    @Test
    void grouped_aic_links_through_a_group_node_and_writes_it_as_one_node() {
        // Ends r1c1 and r2c5: r1c4, r1c6 (row 1, box 2) and r2c2 (row 2, box 1) see both.
        assertThat(texts(TechniqueId.GROUPED_AIC, throughGroup("r1c1", "r5c1", "r6c1")))
                .containsExactly("Grouped AIC: (1)r1c1=(1)r56c1-(1)r5c3=(1)r8c3-(1)r8c5=(1)r2c5 => r1c4,r1c6,r2c2<>1");
    }

    @Test
    void the_plain_technique_does_not_use_group_nodes() {
        CandidateGrid grid = throughGroup("r1c1", "r5c1", "r6c1");
        assertThat(Pencilmarks.all(new NiceLoops(false), grid))
                .noneMatch(s -> s.eliminations().contains(new Candidate(ChainFixtures.cell(grid, "r1c4"), 1)));
    }

    @Test
    void a_place_outside_the_group_breaks_the_strong_link() {
        // r8c1 joins column 1: r1c1 false no longer puts 1 in r5c1|r6c1.
        assertThat(texts(TechniqueId.GROUPED_AIC, throughGroup("r1c1", "r5c1", "r6c1", "r8c1")))
                .noneMatch(text -> text.contains("(1)r56c1"));
    }

    @Test
    void grouped_discontinuous_loop_removes_a_candidate_seeing_both_ends() {
        // Box 7 holds 1 only at r8c3 and in column 2, so (1)r8c3=(1)r789c2; r2c2 sees r2c5 and that group.
        assertThat(texts(TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP, throughGroup("r1c1", "r5c1", "r6c1")))
                .contains("Grouped Discontinuous Nice Loop:"
                        + " (1)r2c2-(1)r2c5=(1)r8c5-(1)r8c3=(1)r789c2-(1)r2c2 => r2c2<>1");
    }

    /** Column 4 without 5 below row 3 splits boxes 5 and 8 into their column 5 and column 6 groups. */
    private static CandidateGrid splitBoxes(String... keep) {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        for (int row = 4; row <= 9; row++) {
            remove(grid, 5, "r" + row + "c4");
        }
        for (String cell : keep) {
            remove(grid, 5, cell);
        }
        return grid;
    }

    @Test
    void grouped_continuous_loop_of_four_groups_clears_both_columns_above() {
        // Each box puts its 5 in column 5 or 6, one each, so box 2 holds 5 only in column 4.
        assertThat(texts(TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP, splitBoxes()))
                .contains("Grouped Continuous Nice Loop: (5)r456c5=(5)r456c6-(5)r789c6=(5)r789c5-(5)r456c5"
                        + " => r1c5,r1c6,r2c5,r2c6,r3c5,r3c6<>5");
    }

    @Test
    void a_single_place_left_in_a_box_is_no_group_loop() {
        // Box 5 keeps 5 only at r5c5 and r4c6|r6c6: no loop through four groups.
        CandidateGrid grid = splitBoxes("r4c5", "r6c5", "r5c6");
        assertThat(texts(TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP, grid))
                .noneMatch(text -> text.contains("r456c5") || text.contains("r456c6"));
    }

    @Test
    void grouped_continuous_loop_on_a_12x12_grid() {
        // 3x4 boxes: without 1 in columns 5 and 6 of rows 4-9, each of those columns holds 1 only in two
        // groups, rows 1-3 and rows 10-12, whose boxes then hold it in columns 5 and 6 alone. (The loop
        // through the boxes of rows 4-9, in columns 7 and 8, removes the same candidates and is as long.)
        // Above 9x9 a group lists its cells in full.
        CandidateGrid grid = empty(new BoxShape(3, 4));
        for (int row = 4; row <= 9; row++) {
            remove(grid, 1, "r" + row + "c5", "r" + row + "c6");
        }
        assertThat(texts(TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP, grid))
                .containsExactly("Grouped Continuous Nice Loop: (1)r1c5|r2c5|r3c5=(1)r10c5|r11c5|r12c5"
                        + "-(1)r10c6|r11c6|r12c6=(1)r1c6|r2c6|r3c6-(1)r1c5|r2c5|r3c5"
                        + " => r1c7,r1c8,r2c7,r2c8,r3c7,r3c8,r10c7,r10c8,r11c7,r11c8,r12c7,r12c8<>1");
    }

    static List<String> texts(TechniqueId id, CandidateGrid grid) {
        StepText text = new StepText(grid.size());
        return Pencilmarks.all(GROUPED, grid).stream()
                .filter(s -> s.technique() == id)
                .map(text::describe)
                .toList();
    }
}
