package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.colouring.MultiColouring;
import dev.sudoku.logic.colouring.SimpleColouring;
import org.junit.jupiter.api.Test;

/**
 * Constructed single-digit positions: digit 1 is confined in a few rows and columns to make conjugate
 * pairs and stays a candidate everywhere else, so no other house holds a pair. The patterns are those of
 * HoDoKu's "Simple Colors" and "Multi-Colors" pages and of SudokuWiki's Simple Colouring and
 * Multi-Colouring pages (whose Multi-Colouring "Type 1" is HoDoKu's Multi-Colors 2, and "Type 2" HoDoKu's 1).
 */
class ColouringTest {
    private static final BoxShape NINE = BoxShape.CLASSIC;
    private static final BoxShape SIX = new BoxShape(2, 3);

    /** Chain r1c1 = r1c5 = r4c5 = r4c2: colours {r1c1, r4c5} and {r1c5, r4c2}. */
    private static LinePencilmarks fourCellChain() {
        return new LinePencilmarks(NINE)
                .confine(1, "r1", 1, 5)
                .confine(1, "c5", 1, 4)
                .confine(1, "r4", 5, 2);
    }

    @Test
    void candidate_seeing_both_colours_of_a_cluster_is_trapped() {
        // HoDoKu docs, Simple Colors, color trap; SudokuWiki, Simple Colouring Rule 4 ("two colours elsewhere").
        assertThat(fourCellChain().texts(new SimpleColouring()))
                .containsExactly("Simple Colouring: 1 coloured r1c1,r4c5 / r1c5,r4c2 => r2c2,r3c2,r5c1,r6c1<>1");
    }

    @Test
    void colour_seeing_itself_is_false_and_the_other_colour_is_placed() {
        // HoDoKu docs, Simple Colors, color wrap; SudokuWiki, Simple Colouring Rule 2 ("twice in a unit"):
        // the chain goes on r4c2 = r2c2, and r2c2 shares box 1 with r1c1 of the same colour.
        LinePencilmarks marks = fourCellChain().confine(1, "c2", 2, 4);
        Step wrap = Pencilmarks.all(new SimpleColouring(), marks.grid()).get(0);
        assertThat(new StepText(9).describe(wrap))
                .isEqualTo("Simple Colouring: 1 coloured r1c1,r2c2,r4c5 / r1c5,r4c2"
                        + " => r1c5=1, r4c2=1, r1c1,r2c2,r4c5<>1");
        assertThat(wrap.highlights())
                .extracting(Highlight::role)
                .containsOnly(Role.PLACED, Role.ELIMINATED)
                .contains(Role.PLACED, Role.ELIMINATED);
    }

    @Test
    void trap_highlights_the_colours_as_defining_and_the_trapped_candidates_as_eliminated() {
        Step trap =
                Pencilmarks.all(new SimpleColouring(), fourCellChain().grid()).get(0);
        assertThat(trap.highlights())
                .filteredOn(h -> h.role() == Role.DEFINING)
                .extracting(h -> Pencilmarks.name(h.cell()))
                .containsExactly("r1c1", "r1c5", "r4c2", "r4c5");
        assertThat(trap.highlights())
                .filteredOn(h -> h.role() == Role.ELIMINATED)
                .hasSize(4);
    }

    @Test
    void single_conjugate_pair_with_nothing_seeing_both_ends_gives_no_colouring() {
        // Must not fire: r1c1 = r1c5 alone; only row 1 sees both ends and it holds no other 1.
        LinePencilmarks marks = new LinePencilmarks(NINE).confine(1, "r1", 1, 5);
        assertThat(marks.texts(new SimpleColouring())).isEmpty();
        assertThat(marks.texts(new MultiColouring())).isEmpty();
    }

    @Test
    void simple_colouring_traps_on_a_6x6_grid() {
        LinePencilmarks marks = new LinePencilmarks(SIX)
                .confine(1, "r1", 1, 4)
                .confine(1, "c4", 1, 4)
                .confine(1, "r4", 4, 2);
        assertThat(marks.texts(new SimpleColouring()))
                .containsExactly("Simple Colouring: 1 coloured r1c1,r4c4 / r1c4,r4c2 => r2c2,r3c1<>1");
    }

    /** Clusters r1c1 = r1c4 and r5c1 = r5c5, linked where r1c1 and r5c1 share column 1. */
    private static LinePencilmarks linkedClusters(BoxShape shape) {
        return new LinePencilmarks(shape).confine(1, "r1", 1, 4).confine(1, "r5", 1, 5);
    }

    @Test
    void candidate_seeing_the_far_colours_of_two_linked_clusters_is_eliminated() {
        // HoDoKu docs, Multi-Colors 1 (SudokuWiki, Multi-Colouring Type 2): r1c1 and r5c1 are not both true,
        // so r1c4 or r5c5 is.
        LinePencilmarks marks = linkedClusters(NINE);
        assertThat(marks.texts(new MultiColouring()))
                .containsExactly("Multi-Colouring: 1 coloured r1c1 / r1c4 | r5c1 / r5c5 => r2c5,r3c5,r4c4,r6c4<>1");
        assertThat(marks.texts(new SimpleColouring())).isEmpty();
    }

    @Test
    void multi_colouring_works_on_a_6x6_grid() {
        assertThat(linkedClusters(SIX).texts(new MultiColouring()))
                .containsExactly("Multi-Colouring: 1 coloured r1c1 / r1c4 | r5c1 / r5c5 => r2c5,r6c4<>1");
    }

    @Test
    void colour_seeing_both_colours_of_another_cluster_is_false() {
        // HoDoKu docs, Multi-Colors 2 (SudokuWiki, Multi-Colouring Type 1): colour {r1c1, r8c4} sees r2c3
        // (box 1) and r8c3 (row 8), the two colours of the cluster r2c3 = r8c3.
        LinePencilmarks marks = new LinePencilmarks(NINE)
                .confine(1, "r1", 1, 4)
                .confine(1, "c4", 1, 8)
                .confine(1, "c3", 2, 8);
        assertThat(marks.texts(new MultiColouring()))
                .containsExactly(
                        "Multi-Colouring: 1 coloured r1c1,r8c4 / r1c4 | r2c3 / r8c3 => r1c4=1, r1c1,r8c4<>1",
                        "Multi-Colouring: 1 coloured r1c1,r8c4 / r1c4 | r2c3 / r8c3 => r1c1,r2c5,r2c6,r8c4<>1");
        assertThat(marks.texts(new SimpleColouring())).isEmpty();
    }

    @Test
    void clusters_sharing_no_house_are_not_linked() {
        // Must not fire: r1c1 = r1c4 and r5c7 = r5c9 have no house in common.
        LinePencilmarks marks = new LinePencilmarks(NINE).confine(1, "r1", 1, 4).confine(1, "r5", 7, 9);
        assertThat(marks.texts(new MultiColouring())).isEmpty();
    }
}
