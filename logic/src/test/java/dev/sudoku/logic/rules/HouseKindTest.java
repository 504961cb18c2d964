package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HouseKindTest {
    @Test
    void every_house_name_the_rule_sets_give_reads_as_its_kind() {
        assertThat(HouseKind.of("row 3")).isEqualTo(HouseKind.ROW);
        assertThat(HouseKind.of("top-left column 9")).isEqualTo(HouseKind.COLUMN);
        assertThat(HouseKind.of("centre box 1")).isEqualTo(HouseKind.BOX);
        assertThat(HouseKind.of("region B")).isEqualTo(HouseKind.REGION);
        assertThat(HouseKind.of("main diagonal")).isEqualTo(HouseKind.DIAGONAL);
        assertThat(HouseKind.of("anti-diagonal")).isEqualTo(HouseKind.DIAGONAL);
        assertThat(HouseKind.of("window 4")).isEqualTo(HouseKind.WINDOW);
    }

    @Test
    void a_samurai_line_belongs_to_its_grid_and_a_plain_line_to_the_only_one() {
        assertThat(HouseKind.gridOf("top-left row 7")).isEqualTo("top-left");
        assertThat(HouseKind.gridOf("row 7")).isEmpty();
        assertThat(HouseKind.gridOf("main diagonal")).isEmpty();
    }
}
