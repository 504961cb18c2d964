package dev.sudoku.logic.colouring;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ColouringStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/** Builds the colouring steps shared by Simple Colouring and Multi-Colouring. */
final class ColouringSteps {
    private ColouringSteps() {}

    /**
     * A step showing the given colours (in opposite pairs) that removes the digit from {@code eliminated}
     * and places it in {@code placed}. Coloured candidates are DEFINING unless eliminated or placed.
     */
    static ColouringStep step(
            TechniqueId id,
            int digit,
            Clusters clusters,
            int[] colours,
            List<Integer> eliminated,
            List<Integer> placed) {
        List<List<Integer>> cells = new ArrayList<>();
        TreeSet<Integer> shown = new TreeSet<>();
        for (int colour : colours) {
            List<Integer> own = Arrays.stream(clusters.cells(colour)).boxed().toList();
            cells.add(own);
            shown.addAll(own);
        }
        TreeSet<Integer> removed = new TreeSet<>(eliminated);
        List<Candidate> eliminations =
                removed.stream().map(c -> new Candidate(c, digit)).toList();
        List<Placement> placements =
                placed.stream().map(c -> new Placement(c, digit)).toList();
        shown.addAll(removed);
        List<Highlight> highlights = new ArrayList<>();
        for (int cell : shown) {
            Role role = removed.contains(cell) ? Role.ELIMINATED : placed.contains(cell) ? Role.PLACED : Role.DEFINING;
            highlights.add(new Highlight(cell, digit, role));
        }
        return new ColouringStep(id, digit, cells, placements, eliminations, highlights);
    }

    /**
     * The step for colour {@code a} (even) or its opposite {@code a + 1} found false: the digit leaves the
     * false colour's cells and goes into those of the other. Both false means the position has no
     * solution; then the step only eliminates, from both, and places nothing. One of them must be false.
     */
    static ColouringStep falseColour(
            TechniqueId id, int digit, Clusters clusters, int[] colours, int a, boolean aFalse, boolean oppositeFalse) {
        if (aFalse && oppositeFalse) {
            return step(id, digit, clusters, colours, cellsOf(clusters, a, a + 1), List.of());
        }
        int falseColour = aFalse ? a : a + 1;
        return step(id, digit, clusters, colours, cellsOf(clusters, falseColour), cellsOf(clusters, falseColour ^ 1));
    }

    /** The cells of colours, ascending. */
    static List<Integer> cellsOf(Clusters clusters, int... colours) {
        TreeSet<Integer> cells = new TreeSet<>();
        for (int colour : colours) {
            for (int cell : clusters.cells(colour)) {
                cells.add(cell);
            }
        }
        return List.copyOf(cells);
    }
}
