package dev.sudoku.count;

import java.util.function.IntConsumer;

/** The subsets of a bitmask with a given number of elements. */
final class Subsets {
    private Subsets() {}

    /** Calls {@code action} with every subset of {@code set} that has exactly {@code size} bits. */
    static void forEach(int set, int size, IntConsumer action) {
        // Walks the submasks of set from the largest down; those of the wrong size are skipped. Sets have
        // at most 9 bits here, so at most 512 submasks.
        for (int sub = set; sub != 0; sub = (sub - 1) & set) {
            if (Integer.bitCount(sub) == size) {
                action.accept(sub);
            }
        }
        if (size == 0) {
            action.accept(0);
        }
    }
}
