package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
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
}
