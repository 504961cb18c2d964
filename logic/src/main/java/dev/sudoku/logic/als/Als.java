package dev.sudoku.logic.als;

import dev.sudoku.logic.AlmostLockedSet;
import java.util.Arrays;

/**
 * One almost locked set of a position while searching: n cells of a house holding n + 1 digits. Working
 * state of one {@link AlsIndex}; steps carry an {@link AlmostLockedSet} instead.
 *
 * <p>For each of its digits d (index d - 1, null for other digits) the set keeps two cell sets ({@link
 * dev.sudoku.logic.CellBits}): {@code places[d - 1]}, its cells holding d, and {@code seers[d - 1]}, the cells outside those that
 * see all of them (the union of the houses the places share, {@code spans[d - 1]}, see {@link Span}). Most questions of the
 * searches are then a few word operations: two sets are linked by d when the other's places lie within
 * this one's seers; a digit leaves the cells in every set's seers.
 */
final class Als {
    final int house;
    final int[] cells;
    final long digits;
    final long[] cellSet;
    final long[][] places;
    final long[][] seers;
    final Span[] spans;

    Als(int house, int[] cells, long digits, long[] cellSet, long[][] places, long[][] seers, Span[] spans) {
        this.house = house;
        this.cells = cells;
        this.digits = digits;
        this.cellSet = cellSet;
        this.places = places;
        this.seers = seers;
        this.spans = spans;
    }

    AlmostLockedSet toSet() {
        return new AlmostLockedSet(house, Arrays.stream(cells).boxed().toList(), digits);
    }

    @Override
    public String toString() {
        return "Als" + Arrays.toString(cells) + " " + Long.toBinaryString(digits);
    }
}
