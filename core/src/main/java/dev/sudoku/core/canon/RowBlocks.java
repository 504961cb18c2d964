package dev.sudoku.core.canon;

/**
 * Reading one row's blocks (its part in each stack) against a node, without branching: how many zeros
 * lead the least image of the row or of a block, whether a tied group holds only new digits, and which
 * of its stacks show the least block. Shared by the row walk and the search's pre-check.
 */
final class RowBlocks {
    private final int stacks;
    private final int boxCols;
    /** Bit c of entry s: column c belongs to stack s. */
    final long[] stackColumns;

    RowBlocks(int size, int boxCols) {
        this.boxCols = boxCols;
        this.stacks = size / boxCols;
        stackColumns = new long[stacks];
        long oneStack = boxCols == 64 ? -1L : (1L << boxCols) - 1;
        for (int s = 0; s < stacks; s++) {
            stackColumns[s] = oneStack << (s * boxCols);
        }
    }

    /**
     * The number of zeros the least image of a working row (nonzero columns {@code digits}) starts with
     * below {@code node}, read without changing the node. A row with fewer leading zeros than the level's
     * best row cannot tie it, so it is skipped without copying the node.
     */
    int leadingZeros(SearchState node, long digits) {
        int zeros = 0;
        for (int g = 0; g < stacks; g++) {
            int most = -1;
            int end = node.groupEnd(g);
            for (; g <= end; g++) {
                int lead = blockLeadingZeros(node, node.data[node.slotStack + g], digits);
                if (lead == boxCols) {
                    zeros += boxCols;
                } else {
                    most = Math.max(most, lead);
                }
            }
            g = end;
            if (most >= 0) {
                return zeros + most;
            }
        }
        return zeros;
    }

    /** Zeros leading the stack's least block: its empty cells, then the empty columns of its first other cell. */
    int blockLeadingZeros(SearchState node, int stack, long digits) {
        if ((digits & stackColumns[stack]) == 0) {
            return boxCols;
        }
        int base = stack * boxCols;
        int zeros = 0;
        for (int o = 0; o < boxCols; ) {
            int end = node.cellEnd(base, o, boxCols);
            int empty = 0;
            for (int i = o; i <= end; i++) {
                if ((digits & (1L << node.data[base + i])) == 0) {
                    empty++;
                }
            }
            zeros += empty;
            if (empty <= end - o) {
                break;
            }
            o = end + 1;
        }
        return zeros;
    }

    /** Whether every digit of this row in the stacks of slots g..end is neither labelled nor pending. */
    boolean onlyNewDigits(SearchState state, int g, int end, int[] grid, int rowOffset, long rowDigits) {
        int[] data = state.data;
        for (int slot = g; slot <= end; slot++) {
            long digits = rowDigits & stackColumns[data[state.slotStack + slot]];
            while (digits != 0) {
                int digit = grid[rowOffset + Long.numberOfTrailingZeros(digits)];
                if (data[state.label + digit] != 0 || data[state.home + digit] != 0) {
                    return false;
                }
                digits &= digits - 1;
            }
        }
        return true;
    }

    /**
     * Moves the stacks of slots g..end whose blocks are least to the front and returns how many there are.
     * The stacks of a group share their cell boundaries, and with only new digits a block is fixed by the
     * number of empty columns in each cell: more in the first cell that differs gives the lesser block.
     */
    int gatherLeastBlocks(SearchState state, int g, int end, long rowDigits) {
        int[] data = state.data;
        int least = data[state.slotStack + g];
        for (int slot = g + 1; slot <= end; slot++) {
            if (compareBlocks(state, data[state.slotStack + slot], least, rowDigits) < 0) {
                least = data[state.slotStack + slot];
            }
        }
        int count = 0;
        for (int slot = g; slot <= end; slot++) {
            if (compareBlocks(state, data[state.slotStack + slot], least, rowDigits) == 0) {
                state.swapSlots(g + count++, slot);
            }
        }
        return count;
    }

    /** Compares the blocks of two stacks of one group holding only new digits in this row; negative when a is less. */
    private int compareBlocks(SearchState state, int a, int b, long rowDigits) {
        int baseA = a * boxCols;
        int baseB = b * boxCols;
        for (int o = 0; o < boxCols; ) {
            int end = state.cellEnd(baseA, o, boxCols);
            int emptyA = 0;
            int emptyB = 0;
            for (int i = o; i <= end; i++) {
                emptyA += (rowDigits & (1L << state.data[baseA + i])) == 0 ? 1 : 0;
                emptyB += (rowDigits & (1L << state.data[baseB + i])) == 0 ? 1 : 0;
            }
            if (emptyA != emptyB) {
                return emptyB - emptyA;
            }
            o = end + 1;
        }
        return 0;
    }

    /** Moves the columns empty in this row to the front of cell [o..end]; returns how many there are. */
    int moveEmptyToFront(SearchState state, int base, int o, int end, long rowDigits) {
        int empty = 0;
        for (int i = o; i <= end; i++) {
            if ((rowDigits & (1L << state.data[base + i])) == 0) {
                if (i != o + empty) {
                    state.swapColumns(base + o + empty, base + i);
                }
                empty++;
            }
        }
        return empty;
    }
}
