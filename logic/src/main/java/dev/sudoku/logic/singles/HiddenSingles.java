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
        int[] houses = Houses.boxesColumnsRows(grid.size());
        if (scan(grid, sink, houses, true)) {
            scan(grid, sink, houses, false);
        }
    }

    private static boolean scan(CandidateGrid grid, StepSink sink, int[] houses, boolean fullHouses) {
        int size = grid.size();
        for (int house : houses) {
            if ((grid.emptyCount(house) == 1) != fullHouses) {
                continue;
            }
            for (int digit = 1; digit <= size; digit++) {
                long positions = grid.positions(house, digit);
                if (Masks.count(positions) != 1) {
                    continue;
                }
                int cell = grid.geometry().cellsOf(house)[Masks.firstSlot(positions)];
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
}
