package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SamuraiTest {
    private static final VariantReader READER = new VariantReader(EnumSet.of(Variant.SAMURAI));

    @Test
    void five_grids_share_the_centre_corner_boxes_369_cells_131_houses() {
        RuleSet rules = Samurai.rules();
        assertThat(rules.cellCount()).isEqualTo(369);
        assertThat(rules.houses()).hasSize(5 * 27 - 4);
        // r7c7: top-left grid's last box and the centre's first box, one house; in rows and columns of both.
        int shared = Samurai.cellAt(6, 6);
        assertThat(rules.name(shared)).isEqualTo("r7c7");
        assertThat(rules.housesOf(shared)).hasSize(5);
        assertThat(rules.housesOf(Samurai.cellAt(0, 0))).hasSize(3);
        assertThat(Samurai.cellAt(0, 10)).isEqualTo(-1);
        // Rows 7 of both grids make columns 1-15 of row 7, likewise the columns; the box adds 4 cells.
        assertThat(rules.peersOf(shared)).hasSize(14 + 14 + 4);
    }

    @Test
    void the_five_grids_and_the_picture_read_the_same_givens() {
        Random random = new Random(11);
        for (int i = 0; i < 5; i++) {
            int[] solution = RandomVariants.solution(Samurai.rules(), random);
            VariantPuzzle puzzle = RandomVariants.puzzle(Samurai.rules(), solution, 0.4, random);

            VariantPuzzle fromGrids = only(READER.read(fiveGrids(puzzle)));
            VariantPuzzle fromPicture =
                    only(READER.read(String.join("\n", VariantText.picture(Samurai.rules(), puzzle.line()))));

            assertThat(fromGrids.givens()).containsExactly(puzzle.givens());
            assertThat(fromPicture.givens()).containsExactly(puzzle.givens());
        }
    }

    @Test
    void grids_that_disagree_on_a_shared_box_are_named_with_the_cell() {
        // r7c7 is the top-left grid's cell 61 and the centre grid's cell 1.
        String topLeft = ".".repeat(60) + "7" + ".".repeat(20);
        String blank = ".".repeat(81);
        String agreeing = String.join("\n", topLeft, blank, "7" + ".".repeat(80), blank, blank);
        String clashing = String.join("\n", topLeft, blank, "4" + ".".repeat(80), blank, blank);

        assertThat(only(READER.read(agreeing)).given(Samurai.cellAt(6, 6))).isEqualTo(7);
        assertThat(READER.read(clashing)).singleElement().isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> {
            assertThat(bad.errorLine()).isEqualTo(3);
            assertThat(bad.message())
                    .isEqualTo("the centre grid and the top-left grid disagree on their shared box at r7c7: 4 and 7");
        });
    }

    @Test
    void a_picture_with_a_bad_character_names_its_line_and_column() {
        List<String> picture = new java.util.ArrayList<>(VariantText.picture(Samurai.rules(), ".".repeat(369)));
        picture.set(9, picture.get(9).substring(0, 8) + "x" + picture.get(9).substring(9));

        VariantEntry entry = READER.read(String.join("\n", picture)).get(0);

        assertThat(entry).isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> {
            assertThat(bad.errorLine()).isEqualTo(10);
            assertThat(bad.column()).isEqualTo(9);
            assertThat(bad.message()).contains("'x' at r10c9");
        });
    }

    private static String fiveGrids(VariantPuzzle puzzle) {
        StringBuilder text = new StringBuilder();
        for (int grid = 0; grid < 5; grid++) {
            for (int slot = 0; slot < 81; slot++) {
                text.append(VariantText.symbol(puzzle.given(Samurai.cellOf(grid, slot))));
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static VariantPuzzle only(List<VariantEntry> entries) {
        assertThat(entries).hasSize(1);
        return ((VariantEntry.Puzzle) entries.get(0)).puzzle();
    }
}
