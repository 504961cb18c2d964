package dev.sudoku.logic.als;

import dev.sudoku.logic.AlmostLockedSet;
import java.util.Arrays;

/**
 * One almost locked set of a position while searching: n cells of a house (as a slot mask of that house
 * and as cell indices) holding n + 1 digits. Working state of one {@link AlsIndex}; steps carry an {@link
 * AlmostLockedSet} instead.
 */
final class Als {
    final int house;
    final long slots;
    final int[] cells;
    final long digits;

    Als(int house, long slots, int[] cells, long digits) {
        this.house = house;
        this.slots = slots;
        this.cells = cells;
        this.digits = digits;
    }

    AlmostLockedSet toSet() {
        return new AlmostLockedSet(house, Arrays.stream(cells).boxed().toList(), digits);
    }

    @Override
    public String toString() {
        return "Als" + Arrays.toString(cells) + " " + Long.toBinaryString(digits);
    }
}
