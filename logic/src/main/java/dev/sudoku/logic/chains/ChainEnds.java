package dev.sudoku.logic.chains;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether the ends of an alternating inference chain of a {@link ChainGraph} close a loop, and what the loop
 * proves, read from its path of nodes ({@code path[0]} false implies {@code path[last]} true; links strong,
 * weak, strong, ... strong): when the ends are weakly linked every weak link of the loop becomes strong, see
 * {@link #loop}.
 *
 * <p>Cost: O(3N) per weak link of a loop.
 */
final class ChainEnds {
    static final Comparator<Candidate> ORDER =
            Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit);

    private final ChainGraph graph;
    private final CandidateGrid grid;

    ChainEnds(ChainGraph graph) {
        this.graph = graph;
        this.grid = graph.grid;
    }

    /** Whether two different nodes are weakly linked: one cell's two digits, or one digit in one house. */
    boolean weaklyLinked(int a, int b) {
        if (graph.digit[a] != graph.digit[b]) {
            return !graph.isGroup(a) && !graph.isGroup(b) && graph.cells[a][0] == graph.cells[b][0];
        }
        return graph.seeEachOther(a, b);
    }

    /**
     * The eliminations of a continuous loop: {@code path} with the weak link from its last node back to
     * its first. Exactly one node of each weak link is true, so a weak link of one digit clears the digit
     * from the cells seeing both its nodes, and a weak link inside a cell clears the cell's other digits.
     */
    List<Candidate> loop(int[] path) {
        Set<Candidate> out = new LinkedHashSet<>();
        for (int i = 1; i < path.length; i += 2) {
            int a = path[i];
            int b = i + 1 < path.length ? path[i + 1] : path[0];
            int digit = graph.digit[a];
            if (digit == graph.digit[b]) {
                out.addAll(ChainSteps.of(digit, seeingAll(digit, a, b)));
            } else {
                int cell = graph.cells[a][0];
                long others = grid.candidates(cell) & ~Masks.bit(digit) & ~Masks.bit(graph.digit[b]);
                for (; others != 0; others &= others - 1) {
                    out.add(new Candidate(cell, Masks.firstDigit(others)));
                }
            }
        }
        return sorted(out);
    }

    private List<Integer> seeingAll(int digit, int a, int b) {
        return ChainSteps.seeingAll(grid, digit, list(graph.cells[a]), list(graph.cells[b]));
    }

    private static List<Integer> list(int[] cells) {
        return Arrays.stream(cells).boxed().toList();
    }

    private static List<Candidate> sorted(Collection<Candidate> candidates) {
        List<Candidate> list = new ArrayList<>(candidates);
        list.sort(ORDER);
        return list;
    }
}
