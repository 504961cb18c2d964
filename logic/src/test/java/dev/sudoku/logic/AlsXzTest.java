package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.als.AlmostLockedSets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, ALS-XZ ("Almost Locked Sets", singly and doubly linked): sets A and B linked by a
 * restricted common x; a digit z of both leaves cells seeing all its places in both. Doubly linked sets
 * also lock their other digits. Constructed positions fill every other cell ({@link AlsPositions}).
 */
class AlsXzTest {
    /**
     * HoDoKu docs, doubly linked ALS-XZ example, as the position is quoted on the Players' Forum ("Hodoku
     * missing a loop elimination"): HoDoKu gives A=r2c239 {2479}, B=r4c23 {124}, X=2,4 => r156c3<>4,
     * r16c2<>2, r2c5<>7, r2c56<>9, r4c19,r5c13,r6c123<>1.
     */
    static final String[] HODOKU_DOUBLY_LINKED = {
        "124579 2579 14579 2468 246789 24689 45679 3 5679",
        "6 279 479 5 23479 2349 1 8 79",
        "4579 8 3 46 1 469 45679 2 5679",
        "1248 12 14 9 5 7 3 46 168",
        "134578 6 1457 148 348 1348 4578 9 2",
        "12345789 123579 14579 12468 23468 123468 45678 467 15678",
        "1379 1379 6 18 89 189 2 5 4",
        "59 4 8 7 269 2569 69 1 3",
        "1579 1579 2 3 4689 145689 6789 67 6789"
    };

    @Test
    void doubly_linked_sets_give_hodokus_eliminations_of_both_links_and_both_locked_sets() {
        CandidateGrid grid = PencilmarkGrid.of(".".repeat(81), HODOKU_DOUBLY_LINKED);
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("ALS-XZ: A = {r2c2 r2c3 r2c9} (2,4,7,9), B = {r4c2 r4c3} (1,2,4); doubly linked by"
                        + " x = 2,4 => r4c1,r4c9,r5c1,r5c3,r6c1,r6c2,r6c3<>1, r1c2,r6c2<>2, r1c3,r5c3,r6c3<>4,"
                        + " r2c5<>7, r2c5,r2c6<>9");
    }

    @Test
    void singly_linked_sets_remove_z_from_cells_seeing_all_its_places() {
        // A = r1c12 {125}, B = r4c1 {15}: the 1s see each other down column 1; r2c1 sees both 5s.
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, "r1c1=1,2", "r1c2=2,5", "r4c1=1,5", "r2c1=5,7");
        List<Step> steps = Pencilmarks.all(new AlmostLockedSets(), grid);
        assertThat(steps.stream().map(Pencilmarks::text))
                .contains("ALS-XZ: A = {r1c1 r1c2} (1,2,5), B = {r4c1} (1,5); x = 1; z = 5 => r2c1<>5");
        AlsStep step = (AlsStep) steps.get(0);
        assertThat(step.links()).containsExactly(List.of(1));
        assertThat(step.zDigits()).containsExactly(5);
        assertThat(step.highlights())
                .contains(
                        new Highlight(Pencilmarks.cell("r1c1"), 1, Role.WEAK_LINK),
                        new Highlight(Pencilmarks.cell("r1c2"), 5, Role.PINCER),
                        new Highlight(Pencilmarks.cell("r2c1"), 5, Role.ELIMINATED));
    }

    @Test
    void a_common_digit_whose_places_do_not_all_see_each_other_links_nothing() {
        // B moves to r4c3: its 1 no longer sees A's 1 at r1c1, nor its 5 A's 5 at r1c2.
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, "r1c1=1,2", "r1c2=2,5", "r4c3=1,5", "r2c1=5,7");
        assertThat(Pencilmarks.all(new AlmostLockedSets(), grid)).isEmpty();
    }

    @Test
    void als_xz_on_a_6x6_grid() {
        // 2x3 boxes: r2c1 shares box 1 with r1c2 and column 1 with r4c1 (box 3).
        CandidateGrid grid = AlsPositions.of(new BoxShape(2, 3), "r1c1=1,2", "r1c2=2,5", "r4c1=1,5", "r2c1=5,6");
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("ALS-XZ: A = {r1c1 r1c2} (1,2,5), B = {r4c1} (1,5); x = 1; z = 5 => r2c1<>5");
    }

    @Test
    void the_hint_points_at_the_houses_of_the_sets() {
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, "r1c1=1,2", "r1c2=2,5", "r4c1=1,5", "r2c1=5,7");
        Step step = Pencilmarks.all(new AlmostLockedSets(), grid).get(0);
        assertThat(new HintText(Geometry.of(BoxShape.CLASSIC)).describe(step, 1))
                .isEqualTo("Technique: ALS-XZ. Look in r1,r4.");
    }
}
