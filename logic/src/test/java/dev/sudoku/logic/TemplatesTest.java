package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.remove;
import static dev.sudoku.logic.ChainFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.templates.Templates;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Template Set and Template Delete on the starting positions of puzzles of HoDoKu's regression library
 * ({@code hodoku_reglib-1.3.txt}, codes 1201 and 1202, cited by line; the corpus suite runs every case of
 * those codes) and on constructed positions.
 */
class TemplatesTest {
    private static final Templates TEMPLATES = new Templates();

    /** HoDoKu's regression library, lines 1531 (Template Set, 7) and 1546 (Template Delete, 3). */
    private static final String LINES_1531_1546 =
            "....7..1.......673..8..5......51..461..7.6..926..94......8..7..712.......4..2....";

    /** Lines 1533 (Template Set, 5) and 1548 (Template Delete, 1). */
    private static final String LINES_1533_1548 =
            "..2...7.5.534.79..9.732.6.........5.5...9...2.2.........5.492.8..86.359.7.9...1..";

    @Test
    void the_one_template_of_7_left_sets_its_four_empty_cells() {
        assertThat(texts(TEMPLATES, start(LINES_1531_1546)))
                .contains("Template Set: one template of 7 fits => r3c2=7, r4c3=7, r6c9=7, r9c6=7");
    }

    @Test
    void candidates_of_3_no_template_uses_are_deleted() {
        assertThat(texts(TEMPLATES, start(LINES_1531_1546)))
                .filteredOn(text -> text.startsWith("Template Delete") && text.contains(" of 3 "))
                .containsExactly("Template Delete: 4 templates of 3 fit => r1c2,r1c4,r3c2,r3c4,r4c1,r4c2,r4c3,r4c6,"
                        + "r5c3,r5c5,r5c7,r5c8,r6c3,r6c7,r6c8,r7c2,r7c6,r8c4,r8c5,r8c7,r9c1,r9c4,r9c6,r9c7<>3");
    }

    @Test
    void templates_dropped_for_meeting_another_digits_sure_cells_give_more_placements() {
        // Without the refinement only r3c6=5 follows (HoDoKu's line 1533 expects all three): every
        // template of 5 through r6c4 or r9c5 uses a cell some other digit's templates all use.
        assertThat(texts(TEMPLATES, start(LINES_1533_1548)))
                .filteredOn(text -> text.startsWith("Template Set") && text.contains(" of 5 "))
                .containsExactly("Template Set: one template of 5 fits => r3c6=5, r6c4=5, r9c5=5");
    }

    @Test
    void sets_come_digit_by_digit_before_the_deletes() {
        List<Step> steps = Pencilmarks.all(TEMPLATES, start(LINES_1533_1548));
        List<TechniqueId> kinds = steps.stream().map(Step::technique).toList();
        assertThat(kinds.lastIndexOf(TechniqueId.TEMPLATE_SET)).isLessThan(kinds.indexOf(TechniqueId.TEMPLATE_DELETE));
        List<Integer> setDigits = steps.stream()
                .filter(s -> s.technique() == TechniqueId.TEMPLATE_SET)
                .map(s -> ((TemplateStep) s).digit())
                .toList();
        assertThat(setDigits).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void a_step_shows_the_digits_remaining_places_and_what_it_changes() {
        CandidateGrid grid = fourByFour();
        List<Step> steps = Pencilmarks.all(TEMPLATES, grid);
        Step set = steps.get(0);
        assertThat(set.highlights())
                .filteredOn(h -> h.role() == Role.PLACED)
                .extracting(h -> ChainFixtures.name(grid, h.cell()))
                .containsExactly("r2c4");
        assertThat(set.highlights())
                .filteredOn(h -> h.role() == Role.DEFINING)
                .extracting(h -> ChainFixtures.name(grid, h.cell()))
                .containsExactly("r3c2", "r3c3", "r4c2", "r4c3");
        Step delete = steps.get(1);
        assertThat(delete.highlights())
                .filteredOn(h -> h.role() == Role.ELIMINATED)
                .extracting(h -> ChainFixtures.name(grid, h.cell()))
                .containsExactly("r3c4", "r4c4");
        assertThat(delete.highlights()).allMatch(h -> h.digit() == 1);
    }

    @Test
    void a_hint_points_to_the_boxes_the_step_changes_then_to_the_digits_other_places() {
        CandidateGrid grid = fourByFour();
        Step set = Pencilmarks.all(TEMPLATES, grid).get(0);
        HintText hints = new HintText(grid.geometry());
        assertThat(hints.describe(set, 1)).isEqualTo("Technique: Template Set. Look in b2.");
        assertThat(hints.describe(set, 2)).isEqualTo("Template Set: look at 1 in r3c2,r3c3,r4c2,r4c3.");
        assertThat(hints.describe(set, 3)).isEqualTo("Template Set: 2 templates of 1 fit => r2c4=1");
    }

    @Test
    void on_a_4x4_grid_the_two_templates_left_set_one_cell_and_clear_a_column() {
        // 1 in r1c1 leaves row 2 box 2, where r2c3 has lost its 1: every template takes r2c4, so column
        // 4 has no other place for the 1, and rows 3 and 4 share columns 2 and 3 in two ways. The other
        // digits' templates through r2c4 are dropped, since that cell is the 1's.
        assertThat(texts(TEMPLATES, fourByFour()))
                .containsExactly(
                        "Template Set: 2 templates of 1 fit => r2c4=1",
                        "Template Delete: 2 templates of 1 fit => r3c4,r4c4<>1",
                        "Template Delete: 10 templates of 2 fit => r2c4<>2",
                        "Template Delete: 10 templates of 3 fit => r2c4<>3",
                        "Template Delete: 10 templates of 4 fit => r2c4<>4");
    }

    @Test
    void a_digit_with_one_template_says_so() {
        CandidateGrid grid = fourByFour();
        remove(grid, 1, "r3c3");
        assertThat(texts(TEMPLATES, grid))
                .first()
                .isEqualTo("Template Set: one template of 1 fits => r2c4=1, r3c2=1," + " r4c3=1");
    }

    @Test
    void an_empty_grid_gives_no_step() {
        for (BoxShape shape : List.of(new BoxShape(2, 2), new BoxShape(2, 3), new BoxShape(2, 4), BoxShape.CLASSIC)) {
            assertThat(Pencilmarks.all(TEMPLATES, empty(shape))).as("%s", shape).isEmpty();
        }
    }

    @Test
    void one_placed_digit_leaves_every_other_cell_to_some_template() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        grid.place(ChainFixtures.cell(grid, "r5c5"), 5);
        assertThat(Pencilmarks.all(TEMPLATES, grid)).isEmpty();
    }

    @Test
    void a_position_where_a_digit_has_no_template_gives_no_step() {
        // Row 2 has no 1 left, so no template of 1 fits and the grid has no solution: nothing is concluded,
        // though the other digits alone would still fit the template of 1 found above.
        CandidateGrid grid = fourByFour();
        remove(grid, 1, "r2c4");
        assertThat(Pencilmarks.all(TEMPLATES, grid)).isEmpty();
    }

    @Test
    void on_grids_with_too_many_templates_the_technique_offers_nothing() {
        // 10x10 (2x5 boxes) has 460,800 templates a digit, 12x12 17,915,904; a 1 placed and a 1 removed
        // would give a step on a supported shape.
        for (BoxShape shape : List.of(new BoxShape(2, 5), new BoxShape(3, 4), new BoxShape(4, 4), new BoxShape(1, 9))) {
            CandidateGrid grid = empty(shape);
            grid.place(0, 1);
            remove(grid, 1, "r2c" + (shape.boxCols() + 1));
            assertThat(Pencilmarks.all(TEMPLATES, grid)).as("%s", shape).isEmpty();
        }
    }

    @Test
    void the_players_profile_lists_the_templates_after_the_dynamic_forcing_chains() {
        List<TechniqueId> order =
                Catalogue.players().entries().stream().map(CatalogueEntry::id).toList();
        int dynamic = order.indexOf(TechniqueId.DYNAMIC_FORCING_CHAIN);
        assertThat(order.subList(dynamic + 1, dynamic + 4))
                .containsExactly(
                        TechniqueId.TEMPLATE_SET, TechniqueId.TEMPLATE_DELETE, TechniqueId.DYNAMIC_FORCING_CHAIN_PLUS);
        assertThat(Catalogue.players().rating(TechniqueId.TEMPLATE_SET)).isEqualTo(9.0);
        assertThat(Catalogue.players().rating(TechniqueId.TEMPLATE_DELETE)).isEqualTo(9.0);
        assertThat(Catalogue.se().entry(TechniqueId.TEMPLATE_SET)).isEmpty();
    }

    /** 4x4: 1 placed in r1c1, removed from r2c3. */
    private static CandidateGrid fourByFour() {
        CandidateGrid grid = empty(new BoxShape(2, 2));
        grid.place(ChainFixtures.cell(grid, "r1c1"), 1);
        remove(grid, 1, "r2c3");
        return grid;
    }

    private static CandidateGrid start(String puzzle) {
        return CandidateGrid.fromPuzzle(PuzzleReader.parse(puzzle));
    }
}
