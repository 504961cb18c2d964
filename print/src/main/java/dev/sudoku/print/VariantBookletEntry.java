package dev.sudoku.print;

import dev.sudoku.core.rules.VariantPuzzle;
import java.util.Objects;

/**
 * A variant puzzle of a booklet (jigsaw, X, windoku, odd/even, samurai): drawn with its regions, shaded
 * extra houses and odd/even marks, and labelled with its variant.
 *
 * @param number its number in the booklet, from 1
 * @param puzzle the rules and the givens
 * @param solution its one solution, a digit per cell of the rule set, printed at the back
 */
public record VariantBookletEntry(int number, VariantPuzzle puzzle, int[] solution) implements PrintedEntry {
    public VariantBookletEntry {
        Objects.requireNonNull(puzzle, "puzzle");
        if (number < 1) {
            throw new IllegalArgumentException("numbers start at 1, got " + number);
        }
        if (solution.length != puzzle.rules().cellCount()) {
            throw new IllegalArgumentException("puzzle " + number + ": the solution has " + solution.length
                    + " cells, the puzzle " + puzzle.rules().cellCount());
        }
        for (int cell = 0; cell < solution.length; cell++) {
            int given = puzzle.given(cell);
            if (solution[cell] < 1
                    || solution[cell] > puzzle.rules().digits()
                    || (given != 0 && given != solution[cell])) {
                throw new IllegalArgumentException(
                        "puzzle " + number + ": the solution must fill every cell and keep every given, not at "
                                + puzzle.rules().name(cell));
            }
        }
        solution = solution.clone();
    }

    @Override
    public int[] solution() {
        return solution.clone();
    }

    /** The words beside the number: the variant as a player reads it ("Jigsaw X", "Samurai"). */
    /** The canvas's larger side: 21 for a samurai's five grids. */
    @Override
    public int side() {
        var rules = puzzle.rules();
        return Math.max(rules.canvasRows(), rules.canvasCols());
    }

    public String label() {
        StringBuilder words = new StringBuilder();
        for (String word : puzzle.rules().label().split(",")) {
            String name = word.equals("x") ? "X" : word.equals("oddeven") ? "Odd/even" : word;
            if (!words.isEmpty()) {
                words.append(' ');
            }
            words.append(Character.toUpperCase(name.charAt(0))).append(name.substring(1));
        }
        return words.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof VariantBookletEntry entry
                && number == entry.number
                && puzzle.equals(entry.puzzle)
                && java.util.Arrays.equals(solution, entry.solution);
    }

    @Override
    public int hashCode() {
        return 31 * puzzle.hashCode() + java.util.Arrays.hashCode(solution) + number;
    }

    @Override
    public String toString() {
        return "No. " + number + " " + puzzle;
    }
}
