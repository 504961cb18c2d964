package dev.sudoku.logic.chains;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Links and steps of the chains of a {@link ChainGraph}. A path {@code p[0..L]} has strong links from even
 * positions and weak links from odd ones. Highlights: every node on a strong link is {@link
 * Role#STRONG_LINK}, a node only on weak links {@link Role#WEAK_LINK}; then the eliminated and placed
 * candidates.
 */
final class AicSteps {
    private final ChainGraph graph;

    AicSteps(ChainGraph graph) {
        this.graph = graph;
    }

    ChainNode node(int node) {
        return new ChainNode(Arrays.stream(graph.cells[node]).boxed().toList(), graph.digit[node]);
    }

    /** The links of a path, strong first. */
    List<ChainLink> links(int[] path) {
        List<ChainLink> links = new ArrayList<>(path.length + 1);
        for (int i = 0; i + 1 < path.length; i++) {
            links.add(new ChainLink(node(path[i]), node(path[i + 1]), i % 2 == 0));
        }
        return links;
    }

    /** A weak link between two nodes. */
    ChainLink weak(int from, int to) {
        return new ChainLink(node(from), node(to), false);
    }

    /** The step; a node's cells are highlighted where they hold its digit (a set's cells may not all). */
    ChainStep step(TechniqueId id, List<ChainLink> links, List<Candidate> eliminations, List<Placement> placements) {
        return step(graph.grid, id, links, eliminations, placements);
    }

    /** {@link #step(TechniqueId, List, List, List)} for links made without a chain graph. */
    static ChainStep step(
            CandidateGrid grid,
            TechniqueId id,
            List<ChainLink> links,
            List<Candidate> eliminations,
            List<Placement> placements) {
        Set<Highlight> highlights = new LinkedHashSet<>();
        for (ChainLink link : links) {
            if (link.strong()) {
                mark(grid, highlights, link.from(), Role.STRONG_LINK);
                mark(grid, highlights, link.to(), Role.STRONG_LINK);
            }
        }
        Set<Long> strong = new HashSet<>();
        highlights.forEach(h -> strong.add((long) h.cell() << 8 | h.digit()));
        for (ChainLink link : links) {
            for (ChainNode node : List.of(link.from(), link.to())) {
                for (int cell : node.cells()) {
                    if (grid.has(cell, node.digit()) && !strong.contains((long) cell << 8 | node.digit())) {
                        highlights.add(new Highlight(cell, node.digit(), Role.WEAK_LINK));
                    }
                }
            }
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        for (Placement placement : placements) {
            highlights.add(new Highlight(placement.cell(), placement.digit(), Role.PLACED));
        }
        return new ChainStep(id, links, placements, eliminations, new ArrayList<>(highlights));
    }

    private static void mark(CandidateGrid grid, Set<Highlight> highlights, ChainNode node, Role role) {
        for (int cell : node.cells()) {
            if (grid.has(cell, node.digit())) {
                highlights.add(new Highlight(cell, node.digit(), role));
            }
        }
    }
}
