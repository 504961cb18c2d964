package dev.sudoku.logic.singles;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Houses;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * A digit with one place left in a house. Full houses (one empty cell) come first, then hidden singles,
 * each pass over boxes, columns, then rows and digits ascending: SE's six passes, in its order.
 */
public final class HiddenSingles implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.FULL_HOUSE, TechniqueId.HIDDEN_SINGLE_BOX, TechniqueId.HIDDEN_SINGLE_LINE);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        int size = grid.size();
        // One pass per house gives the digits with exactly one place (seen once, never twice) and
        // the empty count; both passes below read these instead of asking for positions digit by digit,
        // which cost N times more.
        long[] once = new long[3 * size];
        int[] empty = new int[3 * size];
        for (int house = 0; house < 3 * size; house++) {
            long seen = 0;
            long twice = 0;
            int count = 0;
            for (int cell : grid.geometry().cellsOf(house)) {
                long mask = grid.candidates(cell);
                twice |= seen & mask;
                seen |= mask;
                if (grid.isEmpty(cell)) {
                    count++;
                }
            }
            once[house] = seen & ~twice;
            empty[house] = count;
        }
        int[] houses = Houses.boxesColumnsRows(size);
        if (scan(grid, sink, houses, once, empty, true)) {
            scan(grid, sink, houses, once, empty, false);
        }
    }

    private static boolean scan(
            CandidateGrid grid, StepSink sink, int[] houses, long[] once, int[] empty, boolean fullHouses) {
        int size = grid.size();
        for (int house : houses) {
            if ((empty[house] == 1) != fullHouses) {
                continue;
            }
            // Digits ascending, each with exactly one place in the house.
            for (long rest = once[house]; rest != 0; rest &= rest - 1) {
                int digit = Masks.firstDigit(rest);
                int cell = cellWith(grid, house, digit);
                TechniqueId id = fullHouses
                        ? TechniqueId.FULL_HOUSE
                        : Houses.isBox(house, size) ? TechniqueId.HIDDEN_SINGLE_BOX : TechniqueId.HIDDEN_SINGLE_LINE;
                if (!sink.offer(new SingleStep(id, cell, digit, house))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int cellWith(CandidateGrid grid, int house, int digit) {
        for (int cell : grid.geometry().cellsOf(house)) {
            if (grid.has(cell, digit)) {
                return cell;
            }
        }
        throw new IllegalStateException("digit " + digit + " has no place in house " + house);
    }
}
