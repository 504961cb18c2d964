package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RegionLayouts;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import java.math.BigInteger;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Jigsaw layouts' grids: counted with the first row fixed, times N!, against counts made other ways. */
class JigsawCountTest {
    @Test
    void a_layout_of_boxes_has_as_many_grids_as_the_box_shape() {
        for (BoxShape shape : new BoxShape[] {new BoxShape(2, 2), new BoxShape(2, 3)}) {
            GridCount jigsaw = GridCounter.countJigsaw(boxesAsRegions(shape));
            GridCount boxes = GridCounter.count(shape, false, 1, CountProgress.NONE);
            assertThat(jigsaw.grids()).as(shape.toString()).isEqualTo(boxes.grids());
            assertThat(((CountedLayout.Regions) jigsaw.layout()).map().line())
                    .isEqualTo(boxesAsRegions(shape).line());
        }
    }

    @Test
    void random_layouts_have_as_many_grids_as_the_solver_finds_for_the_empty_puzzle() {
        Random random = new Random(11);
        for (int size : new int[] {4, 4, 4, 5, 5, 5}) {
            RegionMap map = RegionLayouts.random(size, random);
            VariantPuzzle empty = new VariantPuzzle(
                    RuleSets.of(EnumSet.of(Variant.JIGSAW), size, Optional.of(map)), new int[size * size]);
            RuleSolveResult all = new RuleSolver().solve(empty, SolveLimits.countUpTo(Long.MAX_VALUE));
            assertThat(GridCounter.countJigsaw(map).grids())
                    .as(map.line())
                    .isEqualTo(BigInteger.valueOf(all.solutionCount()));
        }
    }

    @Test
    void layouts_beyond_seven_by_seven_are_refused_with_the_limit() {
        RegionMap eight = RegionLayouts.random(8, new Random(1));
        assertThatThrownBy(() -> GridCounter.countJigsaw(eight)).hasMessageContaining("up to 7x7");
    }

    private static RegionMap boxesAsRegions(BoxShape shape) {
        int size = shape.size();
        StringBuilder line = new StringBuilder();
        for (int cell = 0; cell < size * size; cell++) {
            int box = (cell / size / shape.boxRows()) * (size / shape.boxCols()) + cell % size / shape.boxCols();
            line.append((char) ('A' + box));
        }
        return RegionMap.parse(java.util.List.of(line.toString()), 1, size);
    }
}
