package dev.sudoku.logic.singles;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/** A cell with one candidate left; cells scanned row by row. */
public final class NakedSingles implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.NAKED_SINGLE);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            if (Masks.count(mask) == 1
                    && !sink.offer(new SingleStep(TechniqueId.NAKED_SINGLE, cell, Masks.firstDigit(mask), -1))) {
                return;
            }
        }
    }
}
