package dev.sudoku.logic.als;

import dev.sudoku.logic.Candidate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * The eliminations of one step as they are found, kept sorted by digit then cell and without repeats
 * (a doubly linked ALS-XZ can find one candidate twice).
 */
final class Eliminations {
    private final TreeSet<Candidate> found =
            new TreeSet<>(Comparator.comparingInt(Candidate::digit).thenComparingInt(Candidate::cell));
    private long digits;

    /** Adds {@code digit} in every cell of a cell set ({@link dev.sudoku.logic.CellBits}). */
    void addAll(int digit, long[] cells) {
        for (int word = 0; word < cells.length; word++) {
            for (long rest = cells[word]; rest != 0; rest &= rest - 1) {
                add(word * 64 + Long.numberOfTrailingZeros(rest), digit);
            }
        }
    }

    /** Adds one candidate known to be removable. */
    void add(int cell, int digit) {
        found.add(new Candidate(cell, digit));
        digits |= 1L << (digit - 1);
    }

    boolean isEmpty() {
        return found.isEmpty();
    }

    /** The digits eliminated so far, as a mask. */
    long digits() {
        return digits;
    }

    List<Candidate> list() {
        return new ArrayList<>(found);
    }
}
