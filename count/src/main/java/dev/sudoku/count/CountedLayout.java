package dev.sudoku.count;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RegionMap;
import java.util.Objects;

/** What a count is of: the grids of a box shape, or the grids of one jigsaw region layout. */
public sealed interface CountedLayout permits CountedLayout.Boxes, CountedLayout.Regions {
    /** Classic grids of a box shape. */
    record Boxes(BoxShape shape) implements CountedLayout {
        public Boxes {
            Objects.requireNonNull(shape, "shape");
        }

        @Override
        public String toString() {
            return shape.toString();
        }
    }

    /** Grids whose boxes are the irregular regions of a jigsaw layout. */
    record Regions(RegionMap map) implements CountedLayout {
        public Regions {
            Objects.requireNonNull(map, "map");
        }

        @Override
        public String toString() {
            return "jigsaw " + map.size() + "x" + map.size();
        }
    }
}
