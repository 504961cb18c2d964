package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QuadTest {
    @ParameterizedTest(name = "turned {0} degrees")
    @ValueSource(ints = {-44, -30, -10, 0, 5, 20, 44})
    void corners_in_any_order_come_out_clockwise_from_the_top_left(int degrees) {
        double a = Math.toRadians(degrees);
        List<Quad.Point> square = new ArrayList<>();
        double[][] unit = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        for (double[] u : unit) {
            square.add(new Quad.Point(
                    500 + 100 * (u[0] * Math.cos(a) - u[1] * Math.sin(a)),
                    400 + 100 * (u[0] * Math.sin(a) + u[1] * Math.cos(a))));
        }
        List<Quad.Point> shuffled = new ArrayList<>(square);
        Collections.shuffle(shuffled, new Random(degrees));
        Quad quad = Quad.ordered(shuffled);
        assertThat(quad.corners()).containsExactlyElementsOf(square);
        assertThat(quad.area()).isCloseTo(40_000, org.assertj.core.data.Offset.offset(1e-6));
    }

    @ParameterizedTest(name = "turned {0} degrees")
    @ValueSource(ints = {0, 10, 30, 45})
    void squares_overlap_exactly_when_their_centres_are_closer_than_their_sides_allow(int degrees) {
        Quad a = square(0, 0, degrees);
        // Side by side along a turned axis: apart beyond one side's length, overlapping within it.
        double axis = Math.toRadians(degrees);
        for (double gap : new double[] {-50, -1, 1, 50, 300}) {
            double d = 200 + gap;
            Quad b = square(d * Math.cos(axis), d * Math.sin(axis), degrees);
            assertThat(a.overlaps(b)).as("gap %s", gap).isEqualTo(gap < 0);
            assertThat(b.overlaps(a)).isEqualTo(a.overlaps(b));
        }
        assertThat(a.overlaps(square(20, -30, degrees + 17))).isTrue();
        assertThat(a.overlaps(a)).isTrue();
    }

    @Test
    void a_small_square_inside_a_large_one_overlaps_it() {
        Quad large = square(0, 0, 0).scaled(3);
        assertThat(large.overlaps(square(10, 10, 20))).isTrue();
        assertThat(square(10, 10, 20).overlaps(large)).isTrue();
    }

    /** A square of side 200 centred at (x, y), turned. */
    private static Quad square(double x, double y, int degrees) {
        double a = Math.toRadians(degrees);
        List<Quad.Point> corners = new ArrayList<>();
        double[][] unit = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        for (double[] u : unit) {
            corners.add(new Quad.Point(
                    x + 100 * (u[0] * Math.cos(a) - u[1] * Math.sin(a)),
                    y + 100 * (u[0] * Math.sin(a) + u[1] * Math.cos(a))));
        }
        return Quad.ordered(corners);
    }
}
