package dev.sudoku.logic.forcing;

import java.util.Arrays;

/** A growable list of ints, for the queues of chain walks (no boxing in the hot loops). */
final class IntList {
    private int[] items = new int[64];
    private int size;

    void add(int value) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = value;
    }

    int get(int index) {
        return items[index];
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Empties the list and keeps its storage, for lists reused layer after layer. */
    void clear() {
        size = 0;
    }
}
