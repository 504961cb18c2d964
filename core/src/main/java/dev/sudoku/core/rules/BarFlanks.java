package dev.sudoku.core.rules;

import java.util.Arrays;

/**
 * The cells flanked by two barred neighbours that see each other: the two sides of a row or a column, or two
 * sides meeting in one box. Both differ from the cell by 1 and from each other, so they hold its digit less 1
 * and its digit plus 1: the cell holds neither the lowest digit nor the highest, and the two differ by 2.
 * Pairs of bars alone never show that; without it a search for a second solution of a puzzle made of bars
 * and two or three givens met tens of thousands of dead ends.
 */
final class BarFlanks {
    private BarFlanks() {}

    /**
     * Every flanked cell with its two neighbours, as flat triples (cell, first, second); empty without bars.
     *
     * @param barred per cell, the side-neighbours a bar joins to it
     * @param peers per cell, the cells that must hold other digits, ascending
     */
    static int[] of(int[][] barred, int[][] peers) {
        int[] triples = new int[0];
        int count = 0;
        for (int cell = 0; cell < barred.length; cell++) {
            int[] sides = barred[cell];
            for (int i = 0; i < sides.length; i++) {
                for (int j = i + 1; j < sides.length; j++) {
                    if (Arrays.binarySearch(peers[sides[i]], sides[j]) < 0) {
                        continue;
                    }
                    if (count + 3 > triples.length) {
                        triples = Arrays.copyOf(triples, Math.max(24, 2 * triples.length));
                    }
                    triples[count++] = cell;
                    triples[count++] = sides[i];
                    triples[count++] = sides[j];
                }
            }
        }
        return Arrays.copyOf(triples, count);
    }
}
