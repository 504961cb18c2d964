package dev.sudoku.logic.singledigit;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the short chains share: who sees whom, which candidates see both ends of a chain, and the
 * {@link ChainStep} with its highlights (every node is the end of a strong link, so all nodes are
 * {@link Role#STRONG_LINK}; removed candidates are {@link Role#ELIMINATED}).
 */
public final class ChainSteps {
    private ChainSteps() {}

    /** Whether two different cells share a row, a column or a box. */
    public static boolean sees(Geometry geometry, int a, int b) {
        return a != b
                && (geometry.row(a) == geometry.row(b)
                        || geometry.col(a) == geometry.col(b)
                        || geometry.box(a) == geometry.box(b));
    }

    /**
     * The cells holding {@code digit} that see every cell of {@code first} and of {@code second}, apart
     * from those cells themselves, ascending. Cost: O(3N * (|first| + |second|)), walking the peers of
     * {@code first}'s first cell.
     */
    public static List<Integer> seeingAll(CandidateGrid grid, int digit, List<Integer> first, List<Integer> second) {
        Geometry geometry = grid.geometry();
        List<Integer> cells = new ArrayList<>();
        for (int peer : geometry.peersOf(first.get(0))) {
            if (grid.has(peer, digit) && seesAll(geometry, peer, first) && seesAll(geometry, peer, second)) {
                cells.add(peer);
            }
        }
        return cells;
    }

    /** {@link #seeingAll} for two single cells. */
    public static List<Integer> seeingBoth(CandidateGrid grid, int digit, int a, int b) {
        return seeingAll(grid, digit, List.of(a), List.of(b));
    }

    private static boolean seesAll(Geometry geometry, int cell, List<Integer> cells) {
        for (int other : cells) {
            if (!sees(geometry, cell, other)) {
                return false;
            }
        }
        return true;
    }

    /** A strong link between two candidates. */
    public static ChainLink strong(int from, int fromDigit, int to, int toDigit) {
        return new ChainLink(ChainNode.of(from, fromDigit), ChainNode.of(to, toDigit), true);
    }

    /** A weak link between two candidates. */
    public static ChainLink weak(int from, int fromDigit, int to, int toDigit) {
        return new ChainLink(ChainNode.of(from, fromDigit), ChainNode.of(to, toDigit), false);
    }

    /** The step of a chain, or null when it eliminates nothing. */
    public static ChainStep step(TechniqueId id, List<ChainLink> links, List<Candidate> eliminations) {
        if (eliminations.isEmpty()) {
            return null;
        }
        Set<Highlight> highlights = new LinkedHashSet<>();
        for (ChainLink link : links) {
            for (ChainNode node : List.of(link.from(), link.to())) {
                for (int cell : node.cells()) {
                    highlights.add(new Highlight(cell, node.digit(), Role.STRONG_LINK));
                }
            }
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        return new ChainStep(id, links, List.of(), eliminations, new ArrayList<>(highlights));
    }

    /** Eliminations of one digit from the given cells. */
    public static List<Candidate> of(int digit, List<Integer> cells) {
        List<Candidate> candidates = new ArrayList<>(cells.size());
        for (int cell : cells) {
            candidates.add(new Candidate(cell, digit));
        }
        return candidates;
    }
}
