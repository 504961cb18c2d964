package dev.sudoku.core.canon;

import java.util.Arrays;

/**
 * One node of the canonical-form search: the group elements, all giving the same image of the rows
 * placed so far, that the search has not yet told apart.
 *
 * <p>Columns are kept as an ordered partition that respects stacks. Each stack lists its columns by
 * offset (0..C-1) and cuts that list into <em>cells</em>: runs of columns the image so far cannot tell
 * apart, so any order inside a cell gives the same image. Stacks sit in <em>slots</em> (image stacks);
 * consecutive slots may be <em>tied</em>: a group of stacks with the same cell boundaries whose blocks
 * showed the same values in every placed row (empty, or new digits labelled in image order), so any
 * order of the group gives the same image too.
 *
 * <p>Digits are unlabelled, labelled, or <em>pending</em>: a digit first seen in a cell of several new
 * digits, or in a tied stack, gets the label at the image position its column ends up at, which the
 * node leaves open. The node keeps that column (the digit's <em>home</em>) and the image row, and fixes
 * the label when the digit shows up again.
 *
 * <p>Everything that varies lives in one int array and a few scalars, so a copy is one {@code arraycopy}:
 *
 * <pre>
 *   [0, N)          column at stack position s*C + offset      (per stack, not per slot)
 *   [N, 2N)         offset of each column inside its stack
 *   [2N, 2N+S)      stack in each slot
 *   [2N+S, 2N+2S)   slot of each stack
 *   then N+1 each:  label of each digit (0: none); home column + 1 (0: not pending); home image row
 *   then N:         working row shown at each image row
 * </pre>
 */
final class SearchState {
    /** Above every label: what a digit not seen yet can reach. */
    static final int NEW = Integer.MAX_VALUE;

    final int[] data;
    /** Bit s*C + o: offset o of stack s starts a cell. Offset 0 of every stack always does. */
    long cellStarts;
    /** Bit g: slot g is tied with slot g + 1. */
    long tiedSlots;
    /** Bit r: working row r is placed. */
    long usedRows;
    /** The label the next new digit gets. */
    int nextLabel;
    /** Whether rows are read from the transposed puzzle. */
    boolean transposed;

    // Where each part of data starts (the column orders start at 0).
    final int offsetOf;
    final int slotStack;
    final int slotOf;
    final int label;
    final int home;
    final int homeRow;
    final int rowAt;

    SearchState(int size, int stacks) {
        offsetOf = size;
        slotStack = 2 * size;
        slotOf = slotStack + stacks;
        label = slotOf + stacks;
        home = label + size + 1;
        homeRow = home + size + 1;
        rowAt = homeRow + size + 1;
        data = new int[rowAt + size];
    }

    /** The root: nothing placed, all stacks in one tied group, each stack one cell. */
    void reset(int boxCols, boolean transpose) {
        int size = offsetOf;
        int stacks = slotOf - slotStack;
        Arrays.fill(data, 0);
        cellStarts = 0;
        for (int column = 0; column < size; column++) {
            data[column] = column;
            data[offsetOf + column] = column % boxCols;
            if (column % boxCols == 0) {
                cellStarts |= 1L << column;
            }
        }
        for (int s = 0; s < stacks; s++) {
            data[slotStack + s] = s;
            data[slotOf + s] = s;
        }
        tiedSlots = stacks == 1 ? 0 : (1L << (stacks - 1)) - 1;
        usedRows = 0;
        nextLabel = 1;
        transposed = transpose;
    }

    void copyFrom(SearchState other) {
        System.arraycopy(other.data, 0, data, 0, data.length);
        cellStarts = other.cellStarts;
        tiedSlots = other.tiedSlots;
        usedRows = other.usedRows;
        nextLabel = other.nextLabel;
        transposed = other.transposed;
    }

    /** Swaps the columns at stack positions {@code a} and {@code b} (same stack). */
    void swapColumns(int a, int b) {
        int ca = data[a];
        int cb = data[b];
        data[a] = cb;
        data[b] = ca;
        int offsetA = data[offsetOf + ca];
        data[offsetOf + ca] = data[offsetOf + cb];
        data[offsetOf + cb] = offsetA;
    }

    /** Swaps the stacks in slots {@code g} and {@code h}. */
    void swapSlots(int g, int h) {
        int sg = data[slotStack + g];
        int sh = data[slotStack + h];
        data[slotStack + g] = sh;
        data[slotStack + h] = sg;
        data[slotOf + sg] = h;
        data[slotOf + sh] = g;
    }

    /** The last offset of the cell starting at offset o of the stack whose positions begin at {@code base}. */
    int cellEnd(int base, int o, int boxCols) {
        if (o == boxCols - 1) {
            return o;
        }
        long above = cellStarts >>> (base + o + 1);
        return Math.min(o + Long.numberOfTrailingZeros(above), boxCols - 1);
    }

    /** The first offset of the cell holding offset {@code offset} of the stack at {@code base}. */
    int cellFront(int base, int offset) {
        long upTo = cellStarts & ((2L << (base + offset)) - 1);
        return 63 - Long.numberOfLeadingZeros(upTo) - base;
    }

    /** Whether slot g starts a group of two or more tied slots (it is tied with the next one). */
    boolean tiedWithNext(int g) {
        return (tiedSlots & (1L << g)) != 0;
    }

    /** The last slot of the group that starts at slot g. */
    int groupEnd(int g) {
        int end = g;
        while ((tiedSlots & (1L << end)) != 0) {
            end++;
        }
        return end;
    }

    /** The first slot of the group holding slot g (g itself when g has a slot of its own). */
    int groupStart(int g) {
        while (g > 0 && (tiedSlots & (1L << (g - 1))) != 0) {
            g--;
        }
        return g;
    }

    /**
     * The earliest slot the stack can still take: its own, or the first of its tied group. {@link
     * #claimEarliestSlot} then gives it that slot.
     */
    int earliestSlot(int stack) {
        return groupStart(data[slotOf + stack]);
    }

    /** Moves a tied stack to the first slot of its group and unties it from the rest. */
    void claimEarliestSlot(int stack) {
        int slot = data[slotOf + stack];
        int first = groupStart(slot);
        if (first != slot) {
            swapSlots(first, slot);
        }
        tiedSlots &= ~(1L << first);
    }

    /** Ends the group at slot {@code last} when it went on to slot {@code end}. */
    void cutGroupAfter(int last, int end) {
        if (last < end) {
            tiedSlots &= ~(1L << last);
        }
    }

    /**
     * The least label a digit can show at the front of the cell starting at offset o of {@code stack}
     * (rows written so far in {@code image}): its label, or for a pending digit the label at the front of
     * its home cell in the earliest slot of the home's stack (one further when the home is in this very
     * cell, whose front the digit's own column takes), or {@link #NEW}. Labels of a pending digit grow with
     * the position of its home, so no placement of the home gives less.
     */
    int reachableLabel(int digit, int stack, int o, int[] image, int boxCols) {
        int label = data[this.label + digit];
        if (label != 0) {
            return label;
        }
        int homeColumn = data[home + digit] - 1;
        if (homeColumn < 0) {
            return NEW;
        }
        int homeStack = homeColumn / boxCols;
        int front = cellFront(homeStack * boxCols, data[offsetOf + homeColumn]);
        if (homeStack == stack && front == o) {
            front++;
        }
        return image[data[homeRow + digit] * offsetOf + earliestSlot(homeStack) * boxCols + front];
    }

    /**
     * Puts a pending digit's home where {@link #reachableLabel} found it: its stack in the earliest slot it
     * can take, the column first in its cell as a cell of its own. Clears the pending mark; the caller sets
     * the label.
     */
    void fixHome(int digit, int boxCols) {
        int homeColumn = data[home + digit] - 1;
        int homeStack = homeColumn / boxCols;
        int base = homeStack * boxCols;
        claimEarliestSlot(homeStack);
        int offset = data[offsetOf + homeColumn];
        int front = cellFront(base, offset);
        if (front != offset) {
            swapColumns(base + front, base + offset);
        }
        if (front + 1 < boxCols) {
            cellStarts |= 1L << (base + front + 1);
        }
        data[home + digit] = 0;
    }
}
