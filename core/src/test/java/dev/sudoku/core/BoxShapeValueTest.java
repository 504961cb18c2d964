package dev.sudoku.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A box shape is a value: equal exactly when its rows and columns are, with hash codes that agree. */
class BoxShapeValueTest {
    /** Every supported shape, each built twice so that equality never rests on identity. */
    private static List<BoxShape> everyShape() {
        List<BoxShape> shapes = new ArrayList<>();
        for (int rows = 1; rows <= BoxShape.MAX_SIZE; rows++) {
            for (int cols = 1; rows * cols <= BoxShape.MAX_SIZE; cols++) {
                if (rows * cols >= BoxShape.MIN_SIZE) {
                    shapes.add(new BoxShape(rows, cols));
                }
            }
        }
        return shapes;
    }

    @Test
    void shapes_are_equal_exactly_when_their_rows_and_columns_are() {
        List<BoxShape> shapes = everyShape();
        for (BoxShape a : shapes) {
            BoxShape copy = new BoxShape(a.boxRows(), a.boxCols());
            assertThat(a).isEqualTo(copy).hasSameHashCodeAs(copy);
            assertThat(a).isNotEqualTo(null).isNotEqualTo(a.toString());
            for (BoxShape b : shapes) {
                boolean same = a.boxRows() == b.boxRows() && a.boxCols() == b.boxCols();
                assertThat(a.equals(b)).as("%s against %s", a, b).isEqualTo(same);
            }
        }
    }

    @Test
    void every_shape_is_found_again_as_a_key() {
        List<BoxShape> shapes = everyShape();
        Set<BoxShape> keys = new HashSet<>(shapes);
        assertThat(keys).hasSameSizeAs(shapes);
        for (BoxShape shape : shapes) {
            assertThat(keys).contains(BoxShape.parse(shape.toString()));
        }
        assertThat(BoxShape.defaultFor(9)).isEqualTo(BoxShape.CLASSIC);
    }
}
