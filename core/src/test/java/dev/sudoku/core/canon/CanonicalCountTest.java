package dev.sudoku.core.canon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Counting essentially different grids, known numbers: 288 grids of 4x4 in 2 classes, 28,200,960 grids of
 * 6x6 (2x3 boxes) in 49 classes. Relabelling is in the group, so the grids whose first row is 1..N stand
 * for all of them: 288 / 4! = 12 and 28,200,960 / 6! = 39,168 grids.
 */
class CanonicalCountTest {
    private final CanonicalForm canonicalForm = new CanonicalForm();

    @Test
    void the_288_grids_of_4x4_fall_into_2_classes() {
        BoxShape shape = new BoxShape(2, 2);
        Set<String> keys = new HashSet<>();
        AtomicInteger grids = new AtomicInteger();
        CanonGrids.forEachCompletion(shape, new int[16], values -> {
            grids.incrementAndGet();
            keys.add(canonicalForm.canonical(Grid.of(shape, values)).key());
        });
        assertThat(grids).hasValue(288);
        assertThat(keys).hasSize(2);
    }

    @Test
    void the_6x6_grids_with_2x3_boxes_fall_into_49_classes() {
        assertThat(classesWithFirstRowInOrder(new BoxShape(2, 3), 39_168)).isEqualTo(49);
    }

    @Test
    void the_6x6_grids_with_3x2_boxes_fall_into_49_classes_too() {
        // Transposing maps 2x3 grids onto 3x2 grids class by class.
        assertThat(classesWithFirstRowInOrder(new BoxShape(3, 2), 39_168)).isEqualTo(49);
    }

    private int classesWithFirstRowInOrder(BoxShape shape, int expectedGrids) {
        int size = shape.size();
        int[] start = new int[size * size];
        for (int c = 0; c < size; c++) {
            start[c] = c + 1;
        }
        Set<String> keys = new HashSet<>();
        AtomicInteger grids = new AtomicInteger();
        CanonGrids.forEachCompletion(shape, start, values -> {
            grids.incrementAndGet();
            keys.add(canonicalForm.canonical(Grid.of(shape, values)).key());
        });
        assertThat(grids).hasValue(expectedGrids);
        return keys.size();
    }
}
