package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Position;

/** Positions drawn from fuzz data: placed digits and candidate masks anywhere, lawful or not. */
final class FuzzPositions {
    private FuzzPositions() {}

    /**
     * A position: each cell placed or keeping a mask of candidates; once the data runs out, the rest keep
     * every candidate, as at the start of a puzzle. Empty masks are rare but possible: players erase too
     * much.
     */
    static Position position(FuzzedDataProvider data, BoxShape shape) {
        int size = shape.size();
        long all = size == 64 ? -1L : (1L << size) - 1;
        int[] values = new int[shape.cellCount()];
        long[] masks = new long[shape.cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            if (data.remainingBytes() == 0) {
                masks[cell] = all;
            } else if (data.consumeInt(0, 3) == 0) {
                values[cell] = data.consumeInt(1, size);
            } else {
                masks[cell] = data.consumeLong() & all;
            }
        }
        return new Position(Grid.of(shape, values), masks);
    }

    /** The position with every one-candidate cell written as a placed digit. */
    static Position singlesPlaced(Position position) {
        int[] values = position.values().toArray();
        long[] masks = position.candidates();
        for (int cell = 0; cell < values.length; cell++) {
            if (Long.bitCount(masks[cell]) == 1) {
                values[cell] = Long.numberOfTrailingZeros(masks[cell]) + 1;
                masks[cell] = 0;
            }
        }
        return new Position(Grid.of(position.values().shape(), values), masks);
    }

    static boolean everyEmptyCellHasCandidates(Position position) {
        for (int cell = 0; cell < position.values().cellCount(); cell++) {
            if (position.values().get(cell) == 0 && position.candidates(cell) == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * A puzzle the position may have come from: some of its placed digits as givens, and now and then a
     * given the position has changed, which the checks must name.
     */
    static Grid puzzleBehind(FuzzedDataProvider data, Position position) {
        Grid values = position.values();
        int[] givens = new int[values.cellCount()];
        for (int cell = 0; cell < givens.length; cell++) {
            givens[cell] = data.consumeBoolean() ? values.get(cell) : 0;
        }
        if (data.consumeInt(0, 7) == 7) {
            int cell = data.consumeInt(0, givens.length - 1);
            givens[cell] = data.consumeInt(0, values.size());
        }
        return Grid.of(values.shape(), givens);
    }
}
