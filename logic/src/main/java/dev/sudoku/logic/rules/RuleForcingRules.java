package dev.sudoku.logic.rules;

import java.util.Arrays;

/**
 * The variant's own rules in a dynamic forcing chain, run on its working grid when links and singles have
 * nothing more: a killer cage whose cells' remaining digits no longer fill every way loses the digits no
 * filling uses ({@link SumFillings}, as {@link RuleCageCombinations} narrows a cage), and a cell beside a
 * bar, or a strict unbarred border, loses the digits its neighbour's remaining ones leave without a
 * partner ({@link RuleConsecutiveNeighbours#partnered}). Each removal rests on the removals made so far
 * in the cage, or in the neighbour, which is what the chain shows as its parents.
 *
 * <p>Only cages and borders touching a cell the chain has changed since the last run are read. Mutable
 * working state of one {@link RuleImplications}, sharing its working grid.
 */
final class RuleForcingRules {
    private final RuleGrid grid;
    private final RuleIndex index;
    private final int[] work;
    private final boolean[] touched;
    private final int[] touchedCells;
    private final boolean[] cageRead;
    private int touchedCount;

    RuleForcingRules(RuleGrid grid, int[] work) {
        this.grid = grid;
        this.index = grid.index();
        this.work = work;
        this.touched = new boolean[grid.cellCount()];
        this.touchedCells = new int[grid.cellCount()];
        this.cageRead = new boolean[index.cageCells.length];
    }

    void clear() {
        for (int i = 0; i < touchedCount; i++) {
            touched[touchedCells[i]] = false;
        }
        touchedCount = 0;
    }

    /** Notes a cell that lost a digit on the working grid. */
    void touched(int cell) {
        if (!touched[cell]
                && (index.cageOfCell[cell] >= 0
                        || index.barredSides[cell].length > 0
                        || index.unbarredSides[cell].length > 0)) {
            touched[cell] = true;
            touchedCells[touchedCount++] = cell;
        }
    }

    /** Hands the chain every removal the rules make now; whether one was new. */
    boolean apply(RuleImplications chain) {
        boolean added = false;
        int count = touchedCount;
        for (int i = 0; i < count; i++) {
            int cell = touchedCells[i];
            int cage = index.cageOfCell[cell];
            if (cage >= 0 && !cageRead[cage]) {
                cageRead[cage] = true;
                added |= cage(chain, cage);
            }
            added |= beside(chain, cell, index.barredSides[cell], true);
            added |= beside(chain, cell, index.unbarredSides[cell], false);
        }
        for (int i = 0; i < count; i++) {
            int cage = index.cageOfCell[touchedCells[i]];
            if (cage >= 0) {
                cageRead[cage] = false;
            }
        }
        clear();
        return added;
    }

    private boolean cage(RuleImplications chain, int cage) {
        int[] cells = index.cageCells[cage];
        int left = index.cageSums[cage];
        int[] empty = new int[cells.length];
        int[] candidates = new int[cells.length];
        int count = 0;
        int parents = 0;
        for (int cell : cells) {
            if (grid.value(cell) != 0) {
                left -= grid.value(cell);
            } else {
                empty[count] = cell;
                candidates[count++] = work[cell];
                parents += Integer.bitCount(grid.candidates(cell) & ~work[cell]);
            }
        }
        int[] kept = SumFillings.keptDistinct(
                Arrays.copyOf(candidates, count), left, grid.rules().digits());
        int[] because = null;
        boolean added = false;
        for (int i = 0; i < count; i++) {
            for (int gone = candidates[i] & ~kept[i]; gone != 0; gone &= gone - 1) {
                if (because == null) {
                    because = removed(chain, empty, count, parents);
                }
                added |= chain.add(chain.state(empty[i], Integer.numberOfTrailingZeros(gone) + 1, false), because);
            }
        }
        return added;
    }

    /** The removals so far in the given cells, as false states. */
    private int[] removed(RuleImplications chain, int[] cells, int count, int parents) {
        int[] states = new int[parents];
        int n = 0;
        for (int i = 0; i < count; i++) {
            for (int gone = grid.candidates(cells[i]) & ~work[cells[i]]; gone != 0; gone &= gone - 1) {
                states[n++] = chain.state(cells[i], Integer.numberOfTrailingZeros(gone) + 1, false);
            }
        }
        return states;
    }

    private boolean beside(RuleImplications chain, int cell, int[] sides, boolean barred) {
        int theirs = grid.value(cell) != 0 ? 1 << (grid.value(cell) - 1) : work[cell];
        boolean added = false;
        int[] because = null;
        for (int side : sides) {
            if (grid.value(side) != 0) {
                continue;
            }
            int mine = work[side];
            for (int gone = mine & ~RuleConsecutiveNeighbours.partnered(mine, theirs, barred);
                    gone != 0;
                    gone &= gone - 1) {
                if (because == null) {
                    int removedDigits = grid.candidates(cell) & ~work[cell];
                    because = removed(chain, new int[] {cell}, 1, Integer.bitCount(removedDigits));
                }
                added |= chain.add(chain.state(side, Integer.numberOfTrailingZeros(gone) + 1, false), because);
            }
        }
        return added;
    }
}
