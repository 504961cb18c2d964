package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static dev.sudoku.logic.Pencilmarks.text;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.singles.HiddenSingles;
import dev.sudoku.logic.singles.NakedSingles;
import org.junit.jupiter.api.Test;

/** Constructed positions; each negative case is its positive case minus the one thing that makes it fire. */
class SinglesTest {
    @Test
    void digit_with_one_place_left_in_a_box_is_a_hidden_single() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 5, "r1c7", "r1c8", "r1c9", "r2c8", "r2c9", "r3c7", "r3c8", "r3c9");
        assertThat(all(new HiddenSingles(), grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Hidden Single: 5 in b3 => r2c7=5");
    }

    @Test
    void digit_with_two_places_in_every_house_is_no_hidden_single() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 5, "r1c7", "r1c8", "r1c9", "r2c8", "r2c9", "r3c7", "r3c8");
        assertThat(all(new HiddenSingles(), grid)).isEmpty();
    }

    @Test
    void last_empty_cell_of_a_row_is_a_full_house() {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse("12345678." + ".".repeat(72)));
        Step first = all(new HiddenSingles(), grid).get(0);
        assertThat(first.technique()).isEqualTo(TechniqueId.FULL_HOUSE);
        assertThat(text(first)).isEqualTo("Full House: r1c9=9");
    }

    @Test
    void hidden_single_in_a_row_is_told_apart_from_one_in_a_box() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 3, "r5c1", "r5c2", "r5c3", "r5c4", "r5c5", "r5c6", "r5c7", "r5c9");
        assertThat(all(new HiddenSingles(), grid))
                .singleElement()
                .satisfies(step -> assertThat(step.technique()).isEqualTo(TechniqueId.HIDDEN_SINGLE_LINE))
                .satisfies(step -> assertThat(text(step)).isEqualTo("Hidden Single: 3 in r5 => r5c8=3"));
    }

    @Test
    void cell_with_one_candidate_left_is_a_naked_single() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r4c4", 6);
        assertThat(all(new NakedSingles(), grid)).extracting(Pencilmarks::text).containsExactly("Naked Single: r4c4=6");
    }

    @Test
    void cell_with_two_candidates_is_no_naked_single() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.keepOnly(grid, "r4c4", 6, 7);
        assertThat(all(new NakedSingles(), grid)).isEmpty();
    }
}
