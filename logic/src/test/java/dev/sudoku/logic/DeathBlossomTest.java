package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.als.AlmostLockedSets;
import org.junit.jupiter.api.Test;

/**
 * SudokuWiki and HoDoKu docs, Death Blossom: a stem cell whose every digit d is seen, in all its places, by
 * a petal set holding d; a digit z of all petals (not in the stem) leaves cells seeing all its places.
 * Constructed positions fill every other cell ({@link AlsPositions}).
 */
class DeathBlossomTest {
    // Stem r5c5 {123}; petals r5c1 {14} (row 5), r1c5 {24} (column 5), r2c25 {346} (3 at r2c5, column 5).
    private static final String[] BLOSSOM = {"r5c5=1,2,3", "r5c1=1,4", "r1c5=2,4", "r2c5=3,6", "r2c2=4,6", "r1c1=4,7"};

    @Test
    void three_petals_remove_their_common_digit_from_the_cell_seeing_all_its_places() {
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, BLOSSOM);
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("Death Blossom: stem r5c5; petal 1 = {r5c1} (1,4), petal 2 = {r1c5} (2,4),"
                        + " petal 3 = {r2c2 r2c5} (3,4,6); z = 4 => r1c1<>4");
    }

    @Test
    void a_stem_digit_without_a_petal_gives_no_blossom() {
        // The 3 of the third set moves to r2c6, which does not see the stem.
        CandidateGrid grid = AlsPositions.of(
                BoxShape.CLASSIC, "r5c5=1,2,3", "r5c1=1,4", "r1c5=2,4", "r2c6=3,6", "r2c2=4,6", "r1c1=4,7");
        assertThat(Pencilmarks.all(new AlmostLockedSets(), grid))
                .noneMatch(step -> step.technique() == TechniqueId.DEATH_BLOSSOM);
    }

    @Test
    void death_blossom_on_a_6x6_grid() {
        // 2x3 boxes: stem r4c4 {12}; petals r4c1 {13} (row 4) and r1c4 {23} (column 4); r1c1 sees both 3s.
        CandidateGrid grid = AlsPositions.of(new BoxShape(2, 3), "r4c4=1,2", "r4c1=1,3", "r1c4=2,3", "r1c1=3,4");
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("Death Blossom: stem r4c4; petal 1 = {r4c1} (1,3), petal 2 = {r1c4} (2,3); z = 3"
                        + " => r1c1<>3");
    }
}
