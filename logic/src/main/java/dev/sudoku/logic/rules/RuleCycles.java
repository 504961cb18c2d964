package dev.sudoku.logic.rules;

import dev.sudoku.logic.PathCycles;
import dev.sudoku.logic.Step;
import java.util.List;

/**
 * The cycles of a rule-set path ({@link PathCycles}, the glossary's <em>cycle</em>), read over the rule
 * set's houses: a single of the position where a run began is the only candidate of its cell or the only
 * place of its digit in any house of the rules, a diagonal, jigsaw region or window as much as a row.
 */
public final class RuleCycles {
    private static final PathCycles.Replay<RuleGrid> RULES = new PathCycles.Replay<>() {
        @Override
        public RuleGrid copy(RuleGrid grid) {
            return grid.copy();
        }

        @Override
        public void apply(RuleGrid grid, Step step) {
            grid.apply(step);
        }

        @Override
        public boolean isCandidate(RuleGrid grid, int cell, int digit) {
            // A placed cell has no candidates left.
            return (grid.candidates(cell) & (1 << (digit - 1))) != 0;
        }

        @Override
        public int candidateCount(RuleGrid grid, int cell) {
            return Integer.bitCount(grid.candidates(cell));
        }

        @Override
        public int[] housesOf(RuleGrid grid, int cell) {
            return grid.index().housesOfCell[cell];
        }

        @Override
        public int placeCount(RuleGrid grid, int house, int digit) {
            return Integer.bitCount(grid.places(house, digit));
        }
    };

    private RuleCycles() {}

    /** The cycles of {@code steps} taken in order from {@code start} (which is not changed). */
    public static int count(RuleGrid start, List<Step> steps) {
        return PathCycles.count(start, steps, RULES);
    }
}
