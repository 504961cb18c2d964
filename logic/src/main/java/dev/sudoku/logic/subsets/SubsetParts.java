package dev.sudoku.logic.subsets;

import dev.sudoku.logic.Masks;
import java.util.ArrayList;
import java.util.List;

/** Small conversions shared by the subset techniques. */
final class SubsetParts {
    private SubsetParts() {}

    /** The digits of a mask, ascending. */
    static List<Integer> digits(long mask) {
        List<Integer> digits = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Masks.firstDigit(rest));
        }
        return digits;
    }
}
