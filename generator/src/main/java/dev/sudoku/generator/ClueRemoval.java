package dev.sudoku.generator;

import dev.sudoku.logic.SearchBudget;

/**
 * Empties orbits of cells one after another, in the order given, keeping each removal the test approves
 * and putting the clues back otherwise. One pass is enough for minimality: a removal refused at some
 * point stays refused later, because a puzzle with fewer clues has at least the solutions it had.
 *
 * <p>Stateless apart from the puzzle array it is handed. Cost: one test per orbit still filled.
 */
final class ClueRemoval {
    /** Decides whether a puzzle with the cells {@code removed} just emptied is kept. */
    @FunctionalInterface
    interface Test {
        boolean keeps(byte[] puzzle, int[] removed);
    }

    private ClueRemoval() {}

    /**
     * Removes what the test allows from {@code puzzle}, in place. Checks the thread's {@link SearchBudget}
     * before each orbit: a puzzle's time limit can run out in the middle of a reduction.
     */
    static void reduce(byte[] puzzle, int[][] orbits, Test test) {
        byte[] saved = new byte[orbits.length == 0 ? 0 : maxLength(orbits)];
        for (int[] orbit : orbits) {
            SearchBudget.check();
            if (!filled(puzzle, orbit)) {
                continue;
            }
            for (int i = 0; i < orbit.length; i++) {
                saved[i] = puzzle[orbit[i]];
                puzzle[orbit[i]] = 0;
            }
            if (!test.keeps(puzzle, orbit)) {
                for (int i = 0; i < orbit.length; i++) {
                    puzzle[orbit[i]] = saved[i];
                }
            }
        }
    }

    private static boolean filled(byte[] puzzle, int[] orbit) {
        for (int cell : orbit) {
            if (puzzle[cell] == 0) {
                return false;
            }
        }
        return true;
    }

    private static int maxLength(int[][] orbits) {
        int max = 0;
        for (int[] orbit : orbits) {
            max = Math.max(max, orbit.length);
        }
        return max;
    }
}
