package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.solve.Status;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class CageTextTest {
    /** The cages of a 4x4 killer; with the first row given they fix the grid 1234/3412/2143/4321. */
    private static final String MAP = "AABB\nCDDB\nCEFF\nGEHH";

    private static final String SUMS = "A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3";

    private static List<VariantEntry> killer(String text) {
        return new VariantReader(EnumSet.of(Variant.KILLER)).read(text);
    }

    private static VariantPuzzle puzzle(String text) {
        List<VariantEntry> entries = killer(text);
        assertThat(entries).singleElement().isInstanceOf(VariantEntry.Puzzle.class);
        return ((VariantEntry.Puzzle) entries.get(0)).puzzle();
    }

    private static VariantEntry.Malformed malformed(String text) {
        List<VariantEntry> entries = killer(text);
        assertThat(entries).singleElement().isInstanceOf(VariantEntry.Malformed.class);
        return (VariantEntry.Malformed) entries.get(0);
    }

    @Test
    void labelled_sums_and_a_plain_sum_list_in_cage_order_read_the_same_cages() {
        VariantPuzzle labelled = puzzle("................\n" + MAP + "\n" + SUMS + "\n");
        VariantPuzzle listed = puzzle("................\n" + MAP + "\n3\n9\n5\n5\n4, 7, 4, 3\n");

        assertThat(listed).isEqualTo(labelled);
        CageMap cages = labelled.rules().cages().orElseThrow();
        assertThat(cages.cages()).hasSize(8);
        assertThat(cages.cages().get(1).cells()).containsExactly(2, 3, 7);
        assertThat(cages.cages().get(1).sum()).isEqualTo(9);
        assertThat(labelled.rules().variants()).containsExactly(Variant.KILLER);
    }

    @Test
    void the_cages_as_written_back_read_back_to_the_same_rules_and_one_solution() {
        VariantPuzzle puzzle = puzzle("1234............\n" + MAP.replace('\n', ' ') + "\n" + SUMS + "\n");
        CageMap cages = puzzle.rules().cages().orElseThrow();

        VariantPuzzle again = puzzle(puzzle.line() + "\n" + cages.line() + "\n" + cages.sums() + "\n");

        assertThat(again).isEqualTo(puzzle);
        assertThat(cages.line()).isEqualTo(MAP.replace("\n", ""));
        RuleSolveResult result = new RuleSolver().solve(puzzle);
        assertThat(result.status()).isEqualTo(Status.SOLVED);
        assertThat(VariantText.line(result.solution().orElseThrow())).isEqualTo("1234341221434321");
    }

    @Test
    void a_cell_in_no_cage_is_a_dot() {
        VariantPuzzle puzzle = puzzle("................\nAA..\n....\n....\n...B\nA=7 B=4\n");
        assertThat(puzzle.rules().cages().orElseThrow().line()).isEqualTo("AA.............B");
    }

    @Test
    void a_sum_its_cage_cannot_make_names_the_cage_the_range_and_the_sum_s_place() {
        VariantEntry.Malformed bad = malformed("................\n" + MAP + "\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=9\n");
        assertThat(bad.located()).isEqualTo("line 6, column 29: cage H has 2 cells: its sum must be 3 to 7, not 9");
    }

    @Test
    void a_cage_in_two_pieces_names_the_cage_and_the_cell_cut_off() {
        VariantEntry.Malformed bad =
                malformed("................\nAABB\nCDDB\nCEFF\nAEHH\nA=7 B=9 C=5 D=5 E=4 F=7 H=3\n");
        assertThat(bad.located())
                .isEqualTo("line 5, column 1: cage A is not in one piece: r4c1 does not touch r1c1's part");
    }

    @Test
    void sums_that_do_not_match_the_map_name_their_place() {
        String givens = "................\n" + MAP + "\n";
        assertThat(malformed(givens + "A=3 B=9 Q=5\n").located())
                .isEqualTo("line 6, column 9: there is no cage Q in the cage map");
        assertThat(malformed(givens + "A=3 A=4\n").located()).isEqualTo("line 6, column 5: cage A has two sums");
        assertThat(malformed(givens + "3 9 5 5 4 7 4 3 6\n").located())
                .isEqualTo("line 6, column 17: more sums than the 8 cages");
        assertThat(malformed(givens + "A=3 B=nine\n").located())
                .isEqualTo(
                        "line 6, column 5: 'B=nine' is not a cage sum (A=12, or a number for the next cage in order)");
        assertThat(malformed(givens + "A=3 B=9\n").located()).startsWith("line 6: cage C has no sum");
    }

    @Test
    void a_character_that_is_no_label_names_its_line_and_column() {
        // The sums' line after the entry at fault is read as the next entry, and is malformed too.
        List<VariantEntry> entries = killer("................\nAABB\nCD*B\nCEFF\nGEHH\n" + SUMS + "\n");
        assertThat(((VariantEntry.Malformed) entries.get(0)).located())
                .isEqualTo("line 3, column 3: '*' is not a cage label (a letter or digit, or . for no cage)");
    }

    @Test
    void a_given_that_breaks_its_cage_makes_the_puzzle_invalid_naming_the_cage() {
        VariantPuzzle twice = puzzle("11..............\nAA..\n....\n....\n....\nA=3\n");
        assertThat(twice.conflict()).contains("digit 1 appears twice in cage A: r1c1 and r1c2");
        VariantPuzzle wrongSum = puzzle("12..............\nAA..\n....\n....\n....\nA=4\n");
        assertThat(wrongSum.conflict()).contains("cage A adds up to 3, not its sum 4");
        VariantPuzzle over = puzzle("43..............\nAAA.\n....\n....\n....\nA=6\n");
        assertThat(over.conflict()).contains("the givens of cage A add up to 7, more than its sum 6");
    }

    @Test
    void overlapping_cages_are_refused_naming_the_shared_cell() {
        List<Cage> overlapping = List.of(new Cage('A', 3, new int[] {0, 1}), new Cage('B', 5, new int[] {1, 2}));
        assertThatThrownBy(() -> new CageMap(4, overlapping)).hasMessage("r1c2 is in cage A and in cage B");
    }
}
