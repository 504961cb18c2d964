package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.als.SueDeCoq;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, Sue de Coq: core cells where a line meets a box hold |core| + 2 or more digits; a line set
 * and a box set, sharing no core digit, take the surplus; the line's other cells lose the core digits not
 * in the box set (and the line set's extras), the box's other cells those not in the line set. Constructed
 * positions fill every other cell ({@link AlsPositions}).
 */
class SueDeCoqTest {
    @Test
    void basic_sue_de_coq_clears_the_rest_of_the_row_and_the_box() {
        // Core r1c12 {1234}; line set r1c5 {12}; box set r2c3 {34}.
        CandidateGrid grid = AlsPositions.of(
                BoxShape.CLASSIC, "r1c1=1,2,3", "r1c2=1,2,4", "r1c5=1,2", "r2c3=3,4", "r1c7=1,5", "r3c3=3,6");
        // The same core also makes two wider patterns (r3c3 or r1c7 joining a set as an extra cell).
        assertThat(AlsPositions.texts(new SueDeCoq(), grid))
                .first()
                .isEqualTo("Sue de Coq: {r1c1 r1c2} (1,2,3,4) where r1 meets b1, {r1c5} (1,2) in r1,"
                        + " {r2c3} (3,4) in b1 => r1c7<>1, r3c3<>3");
    }

    @Test
    void a_line_set_with_an_extra_digit_takes_it_and_the_line_loses_it() {
        // HoDoKu's extension: the line set r1c56 {125} holds extra digit 5 with one cell more.
        CandidateGrid grid = AlsPositions.of(
                BoxShape.CLASSIC,
                "r1c1=1,2,3",
                "r1c2=1,2,4",
                "r1c5=1,5",
                "r1c6=2,5",
                "r2c3=3,4",
                "r1c7=1,5,7",
                "r3c3=3,6");
        assertThat(AlsPositions.texts(new SueDeCoq(), grid))
                .contains("Sue de Coq: {r1c1 r1c2} (1,2,3,4) where r1 meets b1, {r1c5 r1c6} (1,2,5) in r1,"
                        + " {r2c3} (3,4) in b1 => r1c7<>1, r3c3<>3, r1c7<>5");
    }

    @Test
    void a_box_cell_holding_a_digit_of_the_line_set_cannot_complete_the_pattern() {
        // r2c3 also holds 2, taken by the line set: the surplus digits 3 and 4 find no box set.
        CandidateGrid grid = AlsPositions.of(
                BoxShape.CLASSIC, "r1c1=1,2,3", "r1c2=1,2,4", "r1c5=1,2", "r2c3=2,3,4", "r1c7=1,5", "r3c3=3,6");
        assertThat(Pencilmarks.all(new SueDeCoq(), grid)).isEmpty();
    }

    @Test
    void sue_de_coq_with_a_three_cell_core_on_a_12x12_grid() {
        // 3x4 boxes: core r1c123 {12345}; line set r1c9 {12}; box set r2c1 {45}.
        CandidateGrid grid = AlsPositions.of(
                new BoxShape(3, 4),
                "r1c1=1,2,3",
                "r1c2=3,4,5",
                "r1c3=1,5",
                "r1c9=1,2",
                "r2c1=4,5",
                "r1c11=3,7",
                "r3c4=4,8");
        assertThat(AlsPositions.texts(new SueDeCoq(), grid))
                .contains("Sue de Coq: {r1c1 r1c2 r1c3} (1,2,3,4,5) where r1 meets b1, {r1c9} (1,2) in r1,"
                        + " {r2c1} (4,5) in b1 => r1c11<>3, r3c4<>4");
    }
}
