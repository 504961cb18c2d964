package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BurnsideTest {
    /** 6x6 with 2x3 boxes, counted once: each count takes seconds. */
    private static Burnside.Result wide;

    private static synchronized Burnside.Result wide() {
        if (wide == null) {
            wide = Burnside.count(new BoxShape(2, 3));
        }
        return wide;
    }

    @Test
    void four_by_four_has_two_essentially_different_grids() {
        assertThat(Burnside.count(new BoxShape(2, 2)).classes()).isEqualTo(2);
    }

    @Test
    void six_by_six_has_49_essentially_different_grids() {
        assertThat(wide().classes()).isEqualTo(49);
    }

    @Test
    void tall_and_wide_six_by_six_boxes_agree_as_transposes_of_each_other() {
        Burnside.Result tall = Burnside.count(new BoxShape(3, 2));
        assertThat(tall.classes()).isEqualTo(wide().classes());
        assertThat(tall.cellMaps()).isEqualTo(wide().cellMaps()).isEqualTo(3456);
    }

    @Test
    void burnside_agrees_with_counting_the_classes_one_by_one() {
        // Each class named by its least image over every cell map and relabelling, found by brute force.
        BoxShape shape = new BoxShape(2, 2);
        List<byte[]> grids = new ArrayList<>();
        PlainEnumeration.forEachNormalized(shape, grid -> grids.add(grid.clone()));
        Set<String> least = new HashSet<>();
        for (byte[] grid : grids) {
            String best = null;
            for (int[] source : CellMaps.of(shape)) {
                String image = relabelledInOrderOfAppearance(grid, source);
                best = best == null || image.compareTo(best) < 0 ? image : best;
            }
            least.add(best);
        }
        assertThat(Burnside.count(shape).classes()).isEqualTo(least.size());
    }

    private static String relabelledInOrderOfAppearance(byte[] grid, int[] source) {
        int[] label = new int[grid.length];
        Arrays.fill(label, -1);
        int next = 0;
        StringBuilder image = new StringBuilder();
        for (int cell = 0; cell < grid.length; cell++) {
            int digit = grid[source[cell]];
            if (label[digit] < 0) {
                label[digit] = next++;
            }
            image.append(label[digit]);
        }
        return image.toString();
    }
}
