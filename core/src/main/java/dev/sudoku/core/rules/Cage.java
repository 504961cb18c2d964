package dev.sudoku.core.rules;

import java.util.Arrays;
import java.util.Objects;

/**
 * A killer cage: cells whose digits add up to the cage's sum, no digit twice. A cage has fewer cells than a
 * house, so it is a constraint of its own rather than a house: it need not hold every digit.
 *
 * @param label the letter or digit the cage map writes it with
 * @param sum what its digits add up to
 * @param cells its cells, ascending
 */
public record Cage(char label, int sum, int[] cells) {
    public Cage {
        Objects.requireNonNull(cells, "cells");
        if (cells.length == 0) {
            throw new IllegalArgumentException("cage " + label + " has no cells");
        }
        cells = cells.clone();
        Arrays.sort(cells);
    }

    @Override
    public int[] cells() {
        return cells.clone();
    }

    int size() {
        return cells.length;
    }

    int cell(int slot) {
        return cells[slot];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Cage cage && label == cage.label && sum == cage.sum && Arrays.equals(cells, cage.cells);
    }

    @Override
    public int hashCode() {
        return Objects.hash(label, sum, Arrays.hashCode(cells));
    }

    @Override
    public String toString() {
        return label + "=" + sum + Arrays.toString(cells);
    }
}
