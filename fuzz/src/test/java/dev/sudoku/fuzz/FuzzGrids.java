package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;

/**
 * Shapes, grids and symbol styles drawn from fuzz data. Values are anything in 0..N: the readers do not
 * judge the rules of Sudoku, so a grid with a repeated digit must read back just as well as a valid one.
 */
final class FuzzGrids {
    /** Every box shape of every supported side. */
    static final List<BoxShape> SHAPES = allShapes();

    private FuzzGrids() {}

    /**
     * A box shape of side at most {@code maxSide}: half the time of side 9 or less, where most puzzles are,
     * most of the rest up to 16, and one time in eight any side. Large grids are few but slow to read under
     * the fuzzer's instrumentation (tens of thousands of hooked character tests each), so drawing sides
     * evenly would spend most of a short budget on a few inputs.
     */
    static BoxShape shape(FuzzedDataProvider data, int maxSide) {
        int pick = data.consumeInt(0, 7);
        int upTo = pick < 4 ? 9 : pick < 7 ? 16 : maxSide;
        return shape(data, BoxShape.MIN_SIZE, Math.min(upTo, maxSide));
    }

    /** A box shape of a side from {@code minSide} to {@code maxSide}, each side as likely. */
    static BoxShape shape(FuzzedDataProvider data, int minSide, int maxSide) {
        int side = data.consumeInt(minSide, maxSide);
        List<BoxShape> fitting = new ArrayList<>();
        for (BoxShape shape : SHAPES) {
            if (shape.size() == side) {
                fitting.add(shape);
            }
        }
        return data.pickValue(fitting);
    }

    /**
     * A grid of the shape; once the data runs out the remaining cells are blank, so large grids stay cheap
     * and mostly empty, as real puzzles are.
     */
    static Grid grid(FuzzedDataProvider data, BoxShape shape) {
        int[] values = new int[shape.cellCount()];
        for (int cell = 0; cell < values.length && data.remainingBytes() > 0; cell++) {
            values[cell] = data.consumeInt(0, shape.size());
        }
        return Grid.of(shape, values);
    }

    /** A style that can write every digit of a side; NUMBERS only when {@code numbers} allows it. */
    static Symbols.Style style(FuzzedDataProvider data, int size, boolean numbers) {
        List<Symbols.Style> styles = new ArrayList<>();
        for (Symbols.Style style : Symbols.Style.values()) {
            if (style == Symbols.Style.NUMBERS ? numbers : canWrite(style, size)) {
                styles.add(style);
            }
        }
        return data.pickValue(styles);
    }

    static boolean canWrite(Symbols.Style style, int size) {
        try {
            new Symbols(style, size);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static List<BoxShape> allShapes() {
        List<BoxShape> shapes = new ArrayList<>();
        for (int size = BoxShape.MIN_SIZE; size <= BoxShape.MAX_SIZE; size++) {
            for (int rows = 1; rows <= size; rows++) {
                if (size % rows == 0) {
                    shapes.add(new BoxShape(rows, size / rows));
                }
            }
        }
        return List.copyOf(shapes);
    }
}
