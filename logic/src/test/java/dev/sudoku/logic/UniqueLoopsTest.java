package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.uniqueness.UniqueLoops;
import dev.sudoku.logic.uniqueness.UniquenessDifficulty;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Unique loops of six cells and SE's sorting of the producer's steps (SE_RATING_SPEC §2.2, §3.11). */
class UniqueLoopsTest {
    private static final String[] LOOP = {"r1c1", "r1c4", "r2c4", "r2c7", "r3c7", "r3c1"};

    /**
     * A six-cell loop on 1/2 in the top band (each of rows 1-3, columns 1, 4, 7 and boxes 1-3 holds two
     * of its cells), with 1 and 2 removed from every other cell of the band; r3c7 also holds 5.
     */
    private static CandidateGrid loopPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        for (int cell = 0; cell < 27; cell++) {
            if (!List.of(LOOP).contains(Pencilmarks.name(cell))) {
                grid.eliminate(cell, 1);
                grid.eliminate(cell, 2);
            }
        }
        for (String cell : LOOP) {
            if (cell.equals("r3c7")) {
                Pencilmarks.keepOnly(grid, cell, 1, 2, 5);
            } else {
                Pencilmarks.keepOnly(grid, cell, 1, 2);
            }
        }
        return grid;
    }

    @Test
    void six_cell_loop_with_one_extra_cell_removes_both_loop_digits_from_it() {
        // SE_RATING_SPEC §3.11: a loop of six cells is found from r1c1 through its box first, type 1.
        List<Step> steps = all(new UniqueLoops(), loopPosition());
        assertThat(steps)
                .extracting(Pencilmarks::text)
                .containsExactly("Unique Loop Type 1: 1,2 in r1c1,r3c1,r3c7,r2c7,r2c4,r1c4 => r3c7<>1, r3c7<>2");
        assertThat(UniquenessDifficulty.seDifficulty((UniquenessStep) steps.get(0)))
                .isEqualTo(4.6);
    }

    @Test
    void loop_whose_houses_are_not_paired_is_not_deadly() {
        // SE_RATING_SPEC §3.11 validity: with r2c4 moved to r2c5 the loop leaves column 4 with one cell.
        CandidateGrid grid = loopPosition();
        grid.eliminate(Pencilmarks.cell("r2c4"), 1);
        grid.eliminate(Pencilmarks.cell("r2c4"), 2);
        Pencilmarks.keepOnly(grid, "r2c5", 1, 2);
        assertThat(all(new UniqueLoops(), grid)).isEmpty();
    }

    @Test
    void easier_rectangle_found_later_is_offered_before_the_loop() {
        // SE_RATING_SPEC §2.2: UniqueLoops sorts by difficulty first. The loop (4.6) starts at r1c1, the
        // rectangle on 3/4 in r7c2,r7c5,r8c2,r8c5 (4.5) only at r7c2, yet the rectangle comes first.
        CandidateGrid grid = loopPosition();
        Pencilmarks.keepOnly(grid, "r7c2", 3, 4);
        Pencilmarks.keepOnly(grid, "r7c5", 3, 4);
        Pencilmarks.keepOnly(grid, "r8c2", 3, 4);
        Pencilmarks.keepOnly(grid, "r8c5", 3, 4, 6);
        assertThat(all(new UniqueLoops(), grid))
                .extracting(Step::technique)
                .containsExactly(TechniqueId.UNIQUE_RECTANGLE_TYPE_1, TechniqueId.UNIQUE_LOOP_TYPE_1);
    }

    @Test
    void se_catalogue_takes_the_sorted_first_step_of_its_single_uniqueness_entry() {
        // SE_RATING_SPEC §2.2: one producer, so the rectangle wins although loop kinds are also accepted.
        CandidateGrid grid = loopPosition();
        Pencilmarks.keepOnly(grid, "r7c2", 3, 4);
        Pencilmarks.keepOnly(grid, "r7c5", 3, 4);
        Pencilmarks.keepOnly(grid, "r8c2", 3, 4);
        Pencilmarks.keepOnly(grid, "r8c5", 3, 4, 6);
        CatalogueEntry entry =
                Catalogue.se().entry(TechniqueId.UNIQUE_LOOP_TYPE_1).orElseThrow();
        Step step = new LogicalSolver(new Catalogue("loops only", List.of(entry)))
                .nextStep(grid)
                .orElseThrow();
        assertThat(Pencilmarks.text(step))
                .isEqualTo("Unique Rectangle Type 1: 3,4 in r7c2,r8c2,r8c5,r7c5 => r8c5<>3, r8c5<>4");
    }
}
