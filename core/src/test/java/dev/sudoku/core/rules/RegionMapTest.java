package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.format.FormatException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RegionMapTest {
    /** A 6x6 jigsaw layout: six regions of six cells, each in one piece. */
    private static final List<String> SIX = List.of("AAABBB", "AACCBB", "ACCCDB", "ECDDDF", "EEDDFF", "EEEFFF");

    @Test
    void reads_one_label_per_cell_over_several_lines_first_label_first() {
        RegionMap map = RegionMap.parse(SIX, 1, 6);
        assertThat(map.labels()).isEqualTo("ABCDEF");
        assertThat(map.region(0)).isZero();
        assertThat(map.region(35)).isEqualTo(5);
        assertThat(map.line()).isEqualTo(String.join("", SIX));
    }

    @Test
    void the_same_layout_read_twice_is_one_value() {
        RegionMap first = RegionMap.parse(SIX, 1, 6);
        RegionMap second = RegionMap.parse(SIX, 1, 6);

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(second.toString()).isEqualTo(first.toString()).contains(String.join("", SIX));
        assertThat(RegionMap.parse(List.of("AAABBB", "AAABBB", "CCCDDD", "CCCDDD", "EEEFFF", "EEEFFF"), 1, 6))
                .isNotEqualTo(first);
    }

    @Test
    void a_region_of_the_wrong_size_is_named() {
        List<String> lines = List.of("AAABBB", "AACCBB", "ACCCDB", "ECDDDF", "EEDDFF", "EEEFFA");
        assertThatThrownBy(() -> RegionMap.parse(lines, 1, 6))
                .isInstanceOf(FormatException.class)
                .hasMessage("region A has 7 cells, not 6");
    }

    @Test
    void a_region_in_two_pieces_names_the_cut_off_cell() {
        // r1c1 (region A) and r1c6 (region B) traded labels: both keep six cells, neither is in one piece.
        List<String> lines = List.of("BAABBA", "AACCBB", "ACCCDB", "ECDDDF", "EEDDFF", "EEEFFF");
        assertThatThrownBy(() -> RegionMap.parse(lines, 1, 6))
                .isInstanceOf(FormatException.class)
                .hasMessage("region B is not in one piece: r1c4 does not touch r1c1's part");
    }

    @Test
    void a_seventh_label_is_named_by_line_and_column() {
        List<String> lines = List.of("AAABBB", "AACCBB", "ACCCDB", "ECDDDF", "EEDDFF", "EEEFFG");
        assertRefusedAt(lines, 10, 15, 6, "the region map has 7 labels, not 6: 'G' at r6c6 (1 cell) is one too many");
    }

    @Test
    void a_label_that_is_not_a_letter_or_digit_is_named() {
        List<String> lines = List.of("AAABBB", "AACCBB", "ACC*DB", "ECDDDF", "EEDDFF", "EEEFFF");
        assertThatThrownBy(() -> RegionMap.parse(lines, 1, 6))
                .isInstanceOfSatisfying(
                        FormatException.class, e -> assertThat(e.column()).isEqualTo(4))
                .hasMessageContaining("'*' is not a region label");
    }

    @Test
    void random_layouts_are_valid_maps_and_leave_the_boxes() {
        Random random = new Random(7);
        for (int size : new int[] {4, 6, 8, 9}) {
            for (int i = 0; i < 5; i++) {
                RegionMap map = RegionLayouts.random(size, random);
                // The constructor checks sizes and connection; reading the line back checks it again.
                RegionMap read = RegionMap.parse(List.of(map.line()), 1, size);
                assertThat(read.line()).isEqualTo(map.line());
            }
        }
        RegionMap nine = RegionLayouts.random(9, random);
        assertThat(nine.line())
                .isNotEqualTo(RegionLayouts.random(9, new Random(8)).line());
        int outsideBox = 0;
        for (int cell = 0; cell < 81; cell++) {
            int box = (cell / 27) * 3 + (cell % 9) / 3;
            outsideBox += nine.region(cell) == box ? 0 : 1;
        }
        assertThat(outsideBox).as("cells moved out of their box").isGreaterThan(10);
    }

    @Test
    void a_mistyped_label_is_named_where_it_stands_not_the_label_read_last() {
        List<String> lines = List.of("ZAABBB", "AACCBB", "ACCCDB", "ECDDDF", "EEDDFF", "EEEFFF");
        assertRefusedAt(lines, 1, 1, 1, "the region map has 7 labels, not 6: 'Z' at r1c1 (1 cell) is one too many");
    }

    /** Reading {@code lines} from line {@code first} is refused with {@code message} at line and column. */
    private static void assertRefusedAt(List<String> lines, int first, int line, int column, String message) {
        assertThatThrownBy(() -> RegionMap.parse(lines, first, 6))
                .isInstanceOfSatisfying(FormatException.class, e -> {
                    assertThat(e.line()).isEqualTo(line);
                    assertThat(e.column()).isEqualTo(column);
                })
                .hasMessage(message);
    }
}
