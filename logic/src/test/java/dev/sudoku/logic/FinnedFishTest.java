package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.fish.BasicFish;
import dev.sudoku.logic.fish.FinnedFish;
import org.junit.jupiter.api.Test;

/**
 * Constructed single-digit positions: the digit is confined in the base lines and stays a candidate
 * everywhere else. Definitions as on HoDoKu's "Finned/Sashimi Fish" page: the fins lie in one box, the
 * eliminations are the cells of the cover lines inside that box, and the fish is Sashimi when a base line
 * keeps at most one place without its fins (SudokuWiki, Finned X-Wing and Finned Swordfish, shows the
 * same shapes).
 */
class FinnedFishTest {
    private static final BoxShape NINE = BoxShape.CLASSIC;
    private static final BoxShape SIX = new BoxShape(2, 3);
    private static final BoxShape TWELVE = new BoxShape(3, 4);

    private static LinePencilmarks xWing(int... row7) {
        return new LinePencilmarks(NINE).confine(3, "r2", 4, 8).confine(3, "r7", row7);
    }

    @Test
    void x_wing_with_a_fin_in_one_box_eliminates_in_the_cover_line_inside_that_box() {
        // HoDoKu docs, Finned X-Wing: r2 = {c4, c8}, r7 = {c4, c8} plus the fin r7c9 in box 9.
        LinePencilmarks marks = xWing(4, 8, 9);
        assertThat(marks.texts(new FinnedFish(2)))
                .containsExactly("Finned X-Wing: 3 in r2,r7 / c4,c8 fin r7c9 => r8c8,r9c8<>3");
        assertThat(marks.texts(new BasicFish(2))).isEmpty();
    }

    @Test
    void finned_fish_step_lists_its_fins_and_highlights_them_as_fins() {
        FishStep step = (FishStep)
                Pencilmarks.all(new FinnedFish(2), xWing(4, 8, 9).grid()).get(0);
        assertThat(step.fins()).extracting(Pencilmarks::name).containsExactly("r7c9");
        assertThat(step.highlights())
                .filteredOn(h -> h.role() == Role.FIN)
                .extracting(h -> Pencilmarks.name(h.cell()))
                .containsExactly("r7c9");
        assertThat(step.highlights())
                .filteredOn(h -> h.role() == Role.DEFINING)
                .extracting(h -> Pencilmarks.name(h.cell()))
                .containsExactlyInAnyOrder("r2c4", "r2c8", "r7c4", "r7c8");
    }

    @Test
    void x_wing_missing_a_corner_beside_its_fin_is_sashimi() {
        // HoDoKu docs, Sashimi X-Wing: r7 = {c4, c9}; without the fin r7 keeps one place. The mirror image
        // (fin r2c8 in box 3, covers c4 and c9) is a Sashimi X-Wing too.
        assertThat(xWing(4, 9).texts(new FinnedFish(2)))
                .containsExactly(
                        "Sashimi X-Wing: 3 in r2,r7 / c4,c9 fin r2c8 => r1c9,r3c9<>3",
                        "Sashimi X-Wing: 3 in r2,r7 / c4,c8 fin r7c9 => r8c8,r9c8<>3");
    }

    @Test
    void fins_in_two_boxes_make_no_fish() {
        // Must not fire: r7 = {c1, c4, c8, c9} has extra places in boxes 7 and 9.
        assertThat(xWing(1, 4, 8, 9).texts(new FinnedFish(2))).isEmpty();
    }

    @Test
    void finned_x_wing_with_nothing_left_in_the_fin_box_is_not_offered() {
        // Must not fire: the cover column c8 holds no other 3 inside box 9.
        LinePencilmarks marks = xWing(4, 8, 9).remove(3, "r8c8", "r9c8");
        assertThat(marks.texts(new FinnedFish(2))).isEmpty();
    }

    @Test
    void plain_x_wing_is_not_offered_as_a_finned_one() {
        // Must not fire: without fins the pattern is a basic X-Wing, left to BasicFish.
        assertThat(xWing(4, 8).texts(new FinnedFish(2))).isEmpty();
    }

    private static LinePencilmarks swordfish(int... row8) {
        return new LinePencilmarks(NINE)
                .confine(6, "r1", 1, 5)
                .confine(6, "r4", 5, 9)
                .confine(6, "r8", row8);
    }

    @Test
    void swordfish_with_a_fin_eliminates_inside_the_fin_box() {
        // SudokuWiki, Finned Swordfish: covers c1, c5, c9, fin r8c8 in box 9.
        assertThat(swordfish(1, 8, 9).texts(new FinnedFish(3)))
                .containsExactly("Finned Swordfish: 6 in r1,r4,r8 / c1,c5,c9 fin r8c8 => r7c9,r9c9<>6");
    }

    @Test
    void swordfish_whose_base_line_keeps_one_place_without_its_fin_is_sashimi() {
        // HoDoKu docs, Sashimi Swordfish: r8 = {c1, c8}. A second one has its fin r4c9 in box 6.
        assertThat(swordfish(1, 8).texts(new FinnedFish(3)))
                .containsExactly(
                        "Sashimi Swordfish: 6 in r1,r4,r8 / c1,c5,c8 fin r4c9 => r5c8,r6c8<>6",
                        "Sashimi Swordfish: 6 in r1,r4,r8 / c1,c5,c9 fin r8c8 => r7c9,r9c9<>6");
    }

    @Test
    void finned_and_sashimi_x_wings_on_a_6x6_grid() {
        LinePencilmarks finned = new LinePencilmarks(SIX).confine(2, "r1", 1, 4).confine(2, "r3", 1, 4, 5);
        assertThat(finned.texts(new FinnedFish(2)))
                .containsExactly("Finned X-Wing: 2 in r1,r3 / c1,c4 fin r3c5 => r4c4<>2");
        LinePencilmarks sashimi =
                new LinePencilmarks(SIX).confine(2, "r1", 1, 4).confine(2, "r3", 1, 5);
        assertThat(sashimi.texts(new FinnedFish(2)))
                .containsExactly(
                        "Sashimi X-Wing: 2 in r1,r3 / c1,c5 fin r1c4 => r2c5<>2",
                        "Sashimi X-Wing: 2 in r1,r3 / c1,c4 fin r3c5 => r4c4<>2");
    }

    private static LinePencilmarks swordfish12(int... row11) {
        return new LinePencilmarks(TWELVE)
                .confine(5, "r1", 1, 6)
                .confine(5, "r5", 6, 10)
                .confine(5, "r11", row11);
    }

    @Test
    void finned_and_sashimi_swordfish_on_a_12x12_grid() {
        assertThat(swordfish12(1, 10, 11).texts(new FinnedFish(3)))
                .containsExactly("Finned Swordfish: 5 in r1,r5,r11 / c1,c6,c10 fin r11c11 => r10c10,r12c10<>5");
        assertThat(swordfish12(1, 11).texts(new FinnedFish(3)))
                .containsExactly(
                        "Sashimi Swordfish: 5 in r1,r5,r11 / c1,c6,c11 fin r5c10 => r4c11,r6c11<>5",
                        "Sashimi Swordfish: 5 in r1,r5,r11 / c1,c6,c10 fin r11c11 => r10c10,r12c10<>5");
    }

    private static LinePencilmarks jellyfish12(int... row11) {
        return new LinePencilmarks(TWELVE)
                .confine(7, "r1", 1, 5)
                .confine(7, "r2", 5, 9)
                .confine(7, "r6", 9, 12)
                .confine(7, "r11", row11);
    }

    @Test
    void finned_and_sashimi_jellyfish_on_a_12x12_grid() {
        assertThat(jellyfish12(1, 12, 11).texts(new FinnedFish(4)))
                .containsExactly("Finned Jellyfish: 7 in r1,r2,r6,r11 / c1,c5,c9,c12 fin r11c11"
                        + " => r10c9,r10c12,r12c9,r12c12<>7");
        // Without r11c12 a second Sashimi Jellyfish appears: fin r6c12, whose base line r6 keeps only c9.
        assertThat(jellyfish12(1, 11).texts(new FinnedFish(4)))
                .containsExactly(
                        "Sashimi Jellyfish: 7 in r1,r2,r6,r11 / c1,c5,c9,c11 fin r6c12 => r4c9,r4c11,r5c9,r5c11<>7",
                        "Sashimi Jellyfish: 7 in r1,r2,r6,r11 / c1,c5,c9,c12 fin r11c11"
                                + " => r10c9,r10c12,r12c9,r12c12<>7");
    }
}
