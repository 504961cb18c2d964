package dev.sudoku.core.canon;

/**
 * Places one working row as image row k of a search node and keeps the results that tie with the least
 * image row seen at this level. The row is written left to right; every position gets the least value any
 * completion can give it, so a branch is cut the moment it exceeds the level's best row.
 *
 * <p>Inside a cell (columns the earlier rows cannot tell apart) the columns compete by the least label
 * they can reach: 0 for an empty cell, a digit's label when it has one, for a pending digit the label at
 * the front of its home cell in the earliest slot its stack can take (the home column is then moved
 * there), and above all of those a new digit. Empty columns stay together as a cell and a cell of new
 * digits stays together with its digits pending, so neither costs a branch. Tied stacks work the same
 * way one level up: those empty in the row stay tied, and when every stack of a group holds only new
 * digits the ones with the least block stay tied too. Only two things branch: tied stacks that hold
 * labelled or pending digits and start with equally many zeros, and pending digits reaching the same
 * label through one home cell.
 *
 * <p>Cost: O(N) per row without branches, plus the tried branches, each cut at its first position above
 * the level's best.
 */
final class RowWalk {
    private final int size;
    private final int boxCols;
    private final int stacks;
    private final RowBlocks blocks;
    private final int[] image;
    private final int[] rowValues;
    private final int[] best;
    private final SearchState[] scratch;
    private final NodeList pool;
    private NodeList children = new NodeList();

    private int[] grid;
    private int rowOffset;
    private long rowDigits;
    private int level;
    private boolean haveBest;
    /** Leading zeros of the best row, N when there is none. */
    private int bestLeadingZeros;
    /** Counts changes of the best row, so a branch can tell whether its siblings replaced it. */
    private int bestVersion;
    /** The row written so far is already below the level's best: no more comparisons needed. */
    private boolean leading;

    RowWalk(int size, int boxCols, int[] image, NodeList pool, RowBlocks blocks) {
        this.size = size;
        this.boxCols = boxCols;
        this.stacks = size / boxCols;
        this.image = image;
        this.pool = pool;
        rowValues = new int[size];
        best = new int[size];
        this.blocks = blocks;
        // Each branch fixes a slot or a column, so a row never nests deeper than N + S branches.
        scratch = new SearchState[size + stacks + 2];
        for (int i = 0; i < scratch.length; i++) {
            scratch[i] = new SearchState(size, stacks);
        }
    }

    /** Starts image row {@code k}: no best row yet, no results. */
    void beginLevel(int k) {
        level = k;
        haveBest = false;
        bestLeadingZeros = size;
        children.moveAllTo(pool);
    }

    /**
     * Ends the level: the nodes in {@code previous} go back to the pool and the nodes whose image row k
     * equals {@link #bestRow()} are returned; {@code previous} serves as the next level's result list.
     */
    NodeList endLevel(NodeList previous) {
        previous.moveAllTo(pool);
        NodeList result = children;
        children = previous;
        return result;
    }

    int[] bestRow() {
        return best;
    }

    /** Whether a row whose least image starts with {@code leadingZeros} zeros may still tie the best row. */
    boolean mayTie(int leadingZeros) {
        return !haveBest || leadingZeros >= bestLeadingZeros;
    }

    /** Tries working row {@code row} (digits in {@code grid}, nonzero columns {@code digits}) below {@code parent}. */
    void place(SearchState parent, int[] grid, long digits, int row) {
        SearchState state = scratch[0];
        state.copyFrom(parent);
        state.data[state.rowAt + level] = row;
        state.usedRows |= 1L << row;
        this.grid = grid;
        rowOffset = row * size;
        rowDigits = digits;
        leading = !haveBest;
        if (digits == 0) {
            emitZeros(0, size);
            complete(state);
        } else {
            walk(state, 0, 0, 0);
        }
    }

    /** Writes the row from slot g, offset o (a cell start), branching where choices tie. */
    private void walk(SearchState state, int depth, int g, int o) {
        while (g < stacks) {
            if (o == 0 && state.tiedWithNext(g)) {
                int placed = walkGroup(state, depth, g);
                if (placed < 0) {
                    return;
                }
                g += placed;
                if (placed > 0) {
                    continue;
                }
            }
            int stack = state.data[state.slotStack + g];
            if ((rowDigits & blocks.stackColumns[stack]) == 0) {
                emitZeros(g * boxCols + o, (g + 1) * boxCols);
            } else if (!walkStack(state, depth, g, o)) {
                return;
            }
            g++;
            o = 0;
        }
        complete(state);
    }

    /**
     * Starts the tied group at slot g. Stacks empty in this row go first and stay tied. When every stack
     * holds only new digits, those with the least block (most zeros in the earliest cell where they differ)
     * go next and stay tied, as any order of them gives the same values. Otherwise the stacks with the most
     * leading zeros compete for slot g, each in a branch. Returns the slots written (0 when slot g now holds
     * a single stack for {@link #walkStack}), or -1 when the walk below is finished (cut or branched).
     */
    private int walkGroup(SearchState state, int depth, int g) {
        int[] data = state.data;
        int end = state.groupEnd(g);
        int emptyStacks = 0;
        for (int slot = g; slot <= end; slot++) {
            if ((rowDigits & blocks.stackColumns[data[state.slotStack + slot]]) == 0) {
                state.swapSlots(g + emptyStacks++, slot);
            }
        }
        if (emptyStacks > 0) {
            state.cutGroupAfter(g + emptyStacks - 1, end);
            emitZeros(g * boxCols, (g + emptyStacks) * boxCols);
            return emptyStacks;
        }
        if (blocks.onlyNewDigits(state, g, end, grid, rowOffset, rowDigits)) {
            int least = blocks.gatherLeastBlocks(state, g, end, rowDigits);
            state.cutGroupAfter(g + least - 1, end);
            return writeNewBlocks(state, g, least) ? least : -1;
        }
        int most = -1;
        int count = 0;
        int first = -1;
        for (int slot = g; slot <= end; slot++) {
            int lead = blocks.blockLeadingZeros(state, data[state.slotStack + slot], rowDigits);
            if (lead > most) {
                most = lead;
                count = 1;
                first = slot;
            } else if (lead == most) {
                count++;
            }
        }
        if (count == 1) {
            state.swapSlots(g, first);
            state.tiedSlots &= ~(1L << g);
            return 0;
        }
        if (!leading && exceedsAfterZeros(g * boxCols, g * boxCols + most)) {
            return -1;
        }
        boolean lead = leading;
        int version = bestVersion;
        SearchState child = scratch[depth + 1];
        for (int slot = first; slot <= end; slot++) {
            if (blocks.blockLeadingZeros(state, data[state.slotStack + slot], rowDigits) == most) {
                child.copyFrom(state);
                child.swapSlots(g, slot);
                child.tiedSlots &= ~(1L << g);
                leading = version == bestVersion && lead;
                walk(child, depth + 1, g, 0);
            }
        }
        return -1;
    }

    /**
     * Writes the blocks of the tied stacks in slots g..g+count-1, all holding only new digits in the same
     * places: per cell the empty columns first, then the new digits as a pending cell whose labels follow
     * the image positions. The same cuts are made in every stack, so they stay interchangeable.
     */
    private boolean writeNewBlocks(SearchState state, int g, int count) {
        int[] data = state.data;
        for (int slot = g; slot < g + count; slot++) {
            int base = data[state.slotStack + slot] * boxCols;
            int position = slot * boxCols;
            for (int o = 0; o < boxCols; ) {
                int end = state.cellEnd(base, o, boxCols);
                int empty = blocks.moveEmptyToFront(state, base, o, end, rowDigits);
                emitZeros(position + o, position + o + empty);
                if (empty > 0 && o + empty <= end) {
                    state.cellStarts |= 1L << (base + o + empty);
                }
                for (int i = o + empty; i <= end; i++) {
                    int column = data[base + i];
                    int digit = grid[rowOffset + column];
                    data[state.home + digit] = column + 1;
                    data[state.homeRow + digit] = level;
                    if (!emit(position + i, state.nextLabel++)) {
                        return false;
                    }
                }
                o = end + 1;
            }
        }
        return true;
    }

    /**
     * Writes the block of the stack in slot g from offset o. Returns false when the walk below this point
     * is finished: cut, or handed to branches that continued it themselves.
     */
    private boolean walkStack(SearchState state, int depth, int g, int o) {
        int[] data = state.data;
        int stack = data[state.slotStack + g];
        int base = stack * boxCols;
        int position = g * boxCols;
        while (o < boxCols) {
            int end = state.cellEnd(base, o, boxCols);
            if (end == o) {
                int digit = grid[rowOffset + data[base + o]];
                if (!emit(position + o, digit == 0 ? 0 : labelSingle(state, digit))) {
                    return false;
                }
                o++;
                continue;
            }
            int empty = blocks.moveEmptyToFront(state, base, o, end, rowDigits);
            if (empty > 0) {
                emitZeros(position + o, position + o + empty);
                if (o + empty > end) {
                    o = end + 1;
                    continue;
                }
                state.cellStarts |= 1L << (base + o + empty);
                o += empty;
                if (o == end) {
                    continue;
                }
            }
            // Cell [o..end], every column holding a digit: the least reachable label goes first.
            int least = SearchState.NEW;
            int count = 0;
            int at = -1;
            for (int i = o; i <= end; i++) {
                int value = state.reachableLabel(grid[rowOffset + data[base + i]], stack, o, image, boxCols);
                if (value < least) {
                    least = value;
                    count = 1;
                    at = i;
                } else if (value == least) {
                    count++;
                }
            }
            if (least == SearchState.NEW) {
                // All new: any order gives labels nextLabel, nextLabel+1, ... here. Leave the cell whole.
                for (int i = o; i <= end; i++) {
                    int column = data[base + i];
                    int digit = grid[rowOffset + column];
                    data[state.home + digit] = column + 1;
                    data[state.homeRow + digit] = level;
                    if (!emit(position + i, state.nextLabel++)) {
                        return false;
                    }
                }
                o = end + 1;
                continue;
            }
            if (count == 1) {
                take(state, base, o, at, least);
                if (!emit(position + o, least)) {
                    return false;
                }
                o++;
                continue;
            }
            // Pending digits reaching the same label through one home cell: each may go first.
            if (!leading && least > best[position + o]) {
                return false;
            }
            boolean lead = leading;
            int version = bestVersion;
            SearchState child = scratch[depth + 1];
            for (int i = at; i <= end; i++) {
                if (state.reachableLabel(grid[rowOffset + data[base + i]], stack, o, image, boxCols) == least) {
                    child.copyFrom(state);
                    take(child, base, o, i, least);
                    leading = version == bestVersion && lead;
                    if (emit(position + o, least)) {
                        walk(child, depth + 1, g, o + 1);
                    }
                }
            }
            return false;
        }
        return true;
    }

    /** Moves the column at stack position base+i to offset o as a cell of its own; fixes a pending label. */
    private void take(SearchState state, int base, int o, int i, int label) {
        int[] data = state.data;
        int digit = grid[rowOffset + data[base + i]];
        if (i != o) {
            state.swapColumns(base + o, base + i);
        }
        state.cellStarts |= 1L << (base + o + 1);
        if (data[state.label + digit] == 0) {
            state.fixHome(digit, boxCols);
            data[state.label + digit] = label;
        }
    }

    /** The label of a digit alone in its cell, giving it one (pending or new) if needed. */
    private int labelSingle(SearchState state, int digit) {
        int[] data = state.data;
        int label = data[state.label + digit];
        if (label != 0) {
            return label;
        }
        if (data[state.home + digit] != 0) {
            label = state.reachableLabel(digit, -1, -1, image, boxCols);
            state.fixHome(digit, boxCols);
        } else {
            label = state.nextLabel++;
        }
        data[state.label + digit] = label;
        return label;
    }

    /**
     * Whether zeros at [from, to) and then a digit at {@code to} exceed the best row: true when the best row
     * has zeros throughout [from, to]. Lets a tie of stacks be cut before any branch is copied.
     */
    private boolean exceedsAfterZeros(int from, int to) {
        for (int p = from; p <= to; p++) {
            if (best[p] != 0) {
                return false;
            }
        }
        return true;
    }

    private boolean emit(int position, int value) {
        rowValues[position] = value;
        if (!leading) {
            int bound = best[position];
            if (value > bound) {
                return false;
            }
            leading = value < bound;
        }
        return true;
    }

    /** Zeros never exceed the best row; they lead it from the first place where it holds a digit. */
    private void emitZeros(int from, int to) {
        for (int p = from; p < to; p++) {
            rowValues[p] = 0;
            if (!leading && best[p] != 0) {
                leading = true;
            }
        }
    }

    private void complete(SearchState state) {
        if (leading) {
            System.arraycopy(rowValues, 0, best, 0, size);
            haveBest = true;
            bestVersion++;
            bestLeadingZeros = 0;
            while (bestLeadingZeros < size && best[bestLeadingZeros] == 0) {
                bestLeadingZeros++;
            }
            children.moveAllTo(pool);
        }
        SearchState child = pool.pop();
        if (child == null) {
            child = new SearchState(size, stacks);
        }
        child.copyFrom(state);
        children.add(child);
        if (children.size() > CanonicalFormTooCostlyException.MAX_LIVE_NODES) {
            throw new CanonicalFormTooCostlyException();
        }
    }
}
