package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;

/** Builds constructed test positions: an empty 9x9 grid with chosen candidates removed. */
final class Pencilmarks {
    private Pencilmarks() {}

    static CandidateGrid empty() {
        return CandidateGrid.fromPuzzle(Grid.empty(BoxShape.CLASSIC));
    }

    /** The 0-based index of a cell named like {@code r4c5}. */
    static int cell(String name) {
        String[] parts = name.substring(1).split("c");
        return (Integer.parseInt(parts[0]) - 1) * 9 + Integer.parseInt(parts[1]) - 1;
    }

    /** Removes a digit from each named cell. */
    static void remove(CandidateGrid grid, int digit, String... cells) {
        for (String name : cells) {
            grid.eliminate(cell(name), digit);
        }
    }

    /** Leaves only the given digits in a cell. */
    static void keepOnly(CandidateGrid grid, String cell, int... digits) {
        for (int d = 1; d <= 9; d++) {
            boolean keep = false;
            for (int k : digits) {
                keep |= k == d;
            }
            if (!keep) {
                grid.eliminate(cell(cell), d);
            }
        }
    }

    /** Every step a technique offers, in order. */
    static List<Step> all(Technique technique, CandidateGrid grid) {
        List<Step> steps = new ArrayList<>();
        technique.find(grid, steps::add);
        return steps;
    }

    static String text(Step step) {
        return new StepText(9).describe(step);
    }

    static String name(int cell) {
        return Cells.name(cell, 9);
    }
}
