package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.intersections.LockedCandidates;
import org.junit.jupiter.api.Test;

/** Constructed positions on an otherwise empty grid. */
class LockedCandidatesTest {
    private static CandidateGrid pointingPosition() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 4, "r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3");
        Pencilmarks.remove(grid, 4, "r3c5", "r3c7", "r3c8", "r3c9");
        return grid;
    }

    @Test
    void digit_of_a_box_confined_to_one_row_points_out_of_the_box() {
        assertThat(all(new LockedCandidates(false), pointingPosition()))
                .extracting(Pencilmarks::text)
                .containsExactly("Pointing: 4 in b1 confined to r3 => r3c4,r3c6<>4");
    }

    @Test
    void pointing_that_would_eliminate_nothing_is_not_offered() {
        CandidateGrid grid = pointingPosition();
        Pencilmarks.remove(grid, 4, "r3c4", "r3c6");
        assertThat(all(new LockedCandidates(false), grid)).isEmpty();
    }

    @Test
    void digit_of_a_row_confined_to_one_box_is_claimed_by_the_box() {
        CandidateGrid grid = Pencilmarks.empty();
        Pencilmarks.remove(grid, 7, "r2c1", "r2c2", "r2c3", "r2c4", "r2c5", "r2c6");
        Pencilmarks.remove(grid, 7, "r1c7", "r1c9", "r3c7", "r3c8");
        assertThat(all(new LockedCandidates(false), grid))
                .extracting(Pencilmarks::text)
                .containsExactly("Claiming: 7 in r2 confined to b3 => r1c8,r3c9<>7");
    }

    @Test
    void direct_pointing_places_the_hidden_single_its_eliminations_leave() {
        CandidateGrid grid = pointingPosition();
        // In b2 the digit is then left only in r3c4, r3c6 and r1c5; the pointing removes the first two.
        Pencilmarks.remove(grid, 4, "r1c4", "r1c6", "r2c4", "r2c5", "r2c6");
        assertThat(all(new LockedCandidates(true), grid))
                .extracting(Pencilmarks::text)
                .startsWith("Direct Pointing: 4 in b1 confined to r3 => r1c5=4, r3c4,r3c6<>4");
    }

    @Test
    void direct_pointing_needs_a_hidden_single_to_follow() {
        assertThat(all(new LockedCandidates(true), pointingPosition())).isEmpty();
    }
}
