package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.AlmostLockedSet;
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
 * What an alternating inference chain proves, read from its path of nodes ({@code path[0]} false implies
 * {@code path[last]} true; links strong, weak, strong, ... strong). The chain says one of its two ends is
 * true, so:
 *
 * <ul>
 *   <li>both ends the same digit: the digit goes from every cell seeing all cells of both ends;
 *   <li>ends of two digits: each end's digit goes from the other end when that is one cell seeing every
 *       cell of the first end;
 *   <li>ends weakly linked (a loop closes): every weak link of the loop becomes strong, see {@link #loop}.
 * </ul>
 *
 * Cost: O(3N) per end pair; O(3N) per weak link of a loop.
 */
final class ChainEnds {
    static final Comparator<Candidate> ORDER =
            Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit);

    private final ChainGraph graph;
    private final CandidateGrid grid;
    private final Geometry geometry;

    ChainEnds(ChainGraph graph) {
        this.graph = graph;
        this.grid = graph.grid;
        this.geometry = graph.geometry;
    }

    /** Whether two different nodes are weakly linked: one cell's two digits, or one digit in one house. */
    boolean weaklyLinked(int a, int b) {
        if (graph.digit[a] != graph.digit[b]) {
            return !graph.isGroup(a) && !graph.isGroup(b) && graph.cells[a][0] == graph.cells[b][0];
        }
        return graph.seeEachOther(a, b);
    }

    /**
     * The eliminations of an open chain from {@code start} to {@code end} (not weakly linked), ordered by
     * cell then digit; empty when the ends prove nothing.
     */
    List<Candidate> open(int start, int end) {
        int digit = graph.digit[start];
        if (digit == graph.digit[end]) {
            return sorted(ChainSteps.of(digit, seeingAll(digit, start, end)));
        }
        List<Candidate> out = new ArrayList<>(2);
        otherEnd(start, end, out);
        otherEnd(end, start, out);
        return sorted(out);
    }

    /** The other end's digit leaves a one-cell end that sees the whole other end. */
    private void otherEnd(int end, int other, List<Candidate> out) {
        if (graph.isGroup(end)) {
            return;
        }
        int cell = graph.cells[end][0];
        int digit = graph.digit[other];
        if (!grid.has(cell, digit) || graph.contains(other, cell)) {
            return;
        }
        for (int x : graph.cells[other]) {
            if (!ChainSteps.sees(geometry, cell, x)) {
                return;
            }
        }
        out.add(new Candidate(cell, digit));
    }

    /**
     * The eliminations of a continuous loop: {@code path} with the weak link from its last node back to
     * its first. Exactly one node of each weak link is true, so a weak link of one digit clears the digit
     * from the cells seeing both its nodes, and a weak link inside a cell clears the cell's other digits.
     */
    List<Candidate> loop(int[] path) {
        Set<Candidate> out = new LinkedHashSet<>();
        for (int i = 0; i + 1 < path.length; i += 2) {
            AlmostLockedSet set = graph.linkSet(path[i], path[i + 1]);
            if (set != null) {
                locked(set, graph.digit[path[i]], graph.digit[path[i + 1]], out);
            }
        }
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

    /**
     * In a loop the strong link through an almost locked set holds both ways: exactly one of its digits
     * {@code x} and {@code z} is missing from it, so its other digits fill the rest and each leaves the cells
     * outside that see all its places of that digit.
     */
    private void locked(AlmostLockedSet set, int x, int z, Set<Candidate> out) {
        for (long rest = set.digits() & ~Masks.bit(x) & ~Masks.bit(z); rest != 0; rest &= rest - 1) {
            int digit = Masks.firstDigit(rest);
            List<Integer> places =
                    set.cells().stream().filter(cell -> grid.has(cell, digit)).toList();
            // The cells seeing every place (given as both sides of the pair the helper expects).
            out.addAll(ChainSteps.of(digit, ChainSteps.seeingAll(grid, digit, places, places)));
        }
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
