package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import java.util.Arrays;
import java.util.List;

/**
 * Constructed positions of any box shape for the short-chain tests: an empty grid, then a digit kept only
 * in chosen cells of a house. Houses are named {@code r3}, {@code c6} or {@code b1} (1-based).
 */
final class ChainFixtures {
    private ChainFixtures() {}

    static CandidateGrid empty(BoxShape shape) {
        return CandidateGrid.fromPuzzle(Grid.empty(shape));
    }

    static int cell(CandidateGrid grid, String name) {
        String[] parts = name.substring(1).split("c");
        return (Integer.parseInt(parts[0]) - 1) * grid.size() + Integer.parseInt(parts[1]) - 1;
    }

    /** Removes {@code digit} from every cell of {@code house} except the named ones. */
    static void only(CandidateGrid grid, int digit, String house, String... keep) {
        int n = grid.size();
        int index = Integer.parseInt(house.substring(1)) - 1;
        int global =
                switch (house.charAt(0)) {
                    case 'r' -> index;
                    case 'c' -> n + index;
                    case 'b' -> 2 * n + index;
                    default -> throw new IllegalArgumentException(house);
                };
        List<Integer> kept = Arrays.stream(keep).map(name -> cell(grid, name)).toList();
        for (int cell : grid.geometry().cellsOf(global)) {
            if (!kept.contains(cell)) {
                grid.eliminate(cell, digit);
            }
        }
    }

    /** Removes a digit from each named cell. */
    static void remove(CandidateGrid grid, int digit, String... cells) {
        for (String name : cells) {
            grid.eliminate(cell(grid, name), digit);
        }
    }

    /** Leaves only the given digits in each named cell. */
    static void pair(CandidateGrid grid, int first, int second, String... cells) {
        for (String name : cells) {
            for (int d = 1; d <= grid.size(); d++) {
                if (d != first && d != second) {
                    grid.eliminate(cell(grid, name), d);
                }
            }
        }
    }

    /** Every step a technique offers, in players' notation. */
    static List<String> texts(Technique technique, CandidateGrid grid) {
        StepText text = new StepText(grid.size());
        return Pencilmarks.all(technique, grid).stream().map(text::describe).toList();
    }

    static String name(CandidateGrid grid, int cell) {
        return Cells.name(cell, grid.size());
    }
}
