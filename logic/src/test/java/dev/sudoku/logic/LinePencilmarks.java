package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;

/**
 * Constructed single-digit positions on an empty grid of any box shape: a digit is confined to chosen
 * cells of some rows or columns, and stays a candidate everywhere else.
 */
final class LinePencilmarks {
    private final CandidateGrid grid;
    private final int size;

    LinePencilmarks(BoxShape shape) {
        this.grid = CandidateGrid.fromPuzzle(Grid.empty(shape));
        this.size = shape.size();
    }

    CandidateGrid grid() {
        return grid;
    }

    /** The 0-based index of a cell named like {@code r4c5}. */
    int cell(String name) {
        String[] parts = name.substring(1).split("c");
        return (Integer.parseInt(parts[0]) - 1) * size + Integer.parseInt(parts[1]) - 1;
    }

    /** Leaves {@code digit} in a row ({@code "r3"}) or column ({@code "c3"}) only at the given indices. */
    LinePencilmarks confine(int digit, String line, int... keep) {
        int index = Integer.parseInt(line.substring(1)) - 1;
        for (int other = 0; other < size; other++) {
            boolean kept = false;
            for (int k : keep) {
                kept |= k - 1 == other;
            }
            if (!kept) {
                grid.eliminate(line.startsWith("r") ? index * size + other : other * size + index, digit);
            }
        }
        return this;
    }

    /** Leaves {@code digit} a candidate only in the named cells. */
    LinePencilmarks only(int digit, String... keep) {
        List<Integer> kept = java.util.Arrays.stream(keep).map(this::cell).toList();
        for (int cell = 0; cell < size * size; cell++) {
            if (!kept.contains(cell)) {
                grid.eliminate(cell, digit);
            }
        }
        return this;
    }

    /** Removes a digit from each named cell. */
    LinePencilmarks remove(int digit, String... cells) {
        for (String name : cells) {
            grid.eliminate(cell(name), digit);
        }
        return this;
    }

    /** The text of every step a technique offers, in order. */
    List<String> texts(Technique technique) {
        return Pencilmarks.all(technique, grid).stream()
                .map(step -> new StepText(size).describe(step))
                .toList();
    }
}
