package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Aligned Pair Exclusion on any rule set: two empty cells that see each other, and every pair of digits
 * they could hold together. A pair is ruled out when the rules forbid it outright (the same digit in
 * peers, a consecutive border or a two-cell cage the two digits break) or when it would leave an excluder
 * without a digit: a peer of the two cells whose every candidate the pair forbids (a cell of candidates
 * {x, y} seeing both base cells rules out x and y). A digit of a base cell that is in no pair left goes.
 *
 * <p>Cost: for each pair of peers, (candidates of a) x (candidates of b) pairs, each tested against the
 * first cell's peers: about 3,000 pairs of cells, 81 digit pairs and 20 peers on a 9x9 grid at worst.
 */
public final class RuleAlignedPairs {
    private RuleAlignedPairs() {}

    public static RuleTechnique technique() {
        return RuleSingles.technique(TechniqueId.ALIGNED_PAIR_EXCLUSION, RuleAlignedPairs::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        RuleIndex index = grid.index();
        RuleLinks links = new RuleLinks(grid, RuleLinks.Kind.ALL);
        for (int a = 0; a < grid.cellCount(); a++) {
            if (grid.candidates(a) == 0) {
                continue;
            }
            for (int b : index.peers[a]) {
                if (b > a && grid.candidates(b) != 0) {
                    Optional<Step> step = pair(grid, links, a, b);
                    if (step.isPresent()) {
                        return step;
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Step> pair(RuleGrid grid, RuleLinks links, int a, int b) {
        RuleIndex index = grid.index();
        int keptA = 0;
        int keptB = 0;
        TreeSet<Integer> excluders = new TreeSet<>();
        for (int restA = grid.candidates(a); restA != 0; restA &= restA - 1) {
            int digitA = Integer.numberOfTrailingZeros(restA) + 1;
            int nodeA = links.node(a, digitA);
            for (int restB = grid.candidates(b); restB != 0; restB &= restB - 1) {
                int digitB = Integer.numberOfTrailingZeros(restB) + 1;
                int nodeB = links.node(b, digitB);
                if (links.conflict(nodeA, nodeB)) {
                    continue;
                }
                int excluder = excluder(grid, links, index.peers[a], a, b, nodeA, nodeB);
                if (excluder < 0) {
                    excluder = excluder(grid, links, index.peers[b], a, b, nodeA, nodeB);
                }
                if (excluder >= 0) {
                    excluders.add(excluder);
                    continue;
                }
                keptA |= 1 << (digitA - 1);
                keptB |= 1 << (digitB - 1);
            }
        }
        int goneA = grid.candidates(a) & ~keptA;
        int goneB = grid.candidates(b) & ~keptB;
        if (goneA == 0 && goneB == 0) {
            return Optional.empty();
        }
        List<Candidate> eliminations = new ArrayList<>();
        addAll(eliminations, a, goneA);
        addAll(eliminations, b, goneB);
        List<Highlight> highlights = new ArrayList<>();
        highlights.add(new Highlight(a, 0, Role.DEFINING));
        highlights.add(new Highlight(b, 0, Role.DEFINING));
        for (int excluder : excluders) {
            highlights.add(new Highlight(excluder, 0, Role.PINCER));
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        return Optional.of(new ExclusionStep(
                TechniqueId.ALIGNED_PAIR_EXCLUSION, List.of(a, b), List.copyOf(excluders), eliminations, highlights));
    }

    /**
     * A cell among {@code cells} (not a or b) left without a digit by a = nodeA, b = nodeB, else -1: the
     * peers of a, then of b (a consecutive border or a cage can tie a cell to one of them only).
     */
    private static int excluder(RuleGrid grid, RuleLinks links, int[] cells, int a, int b, int nodeA, int nodeB) {
        for (int cell : cells) {
            int mask = grid.candidates(cell);
            if (cell == a || cell == b || mask == 0) {
                continue;
            }
            boolean emptied = true;
            for (int rest = mask; rest != 0 && emptied; rest &= rest - 1) {
                int node = links.node(cell, Integer.numberOfTrailingZeros(rest) + 1);
                emptied = links.conflict(node, nodeA) || links.conflict(node, nodeB);
            }
            if (emptied) {
                return cell;
            }
        }
        return -1;
    }

    private static void addAll(List<Candidate> eliminations, int cell, int mask) {
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            eliminations.add(new Candidate(cell, Integer.numberOfTrailingZeros(rest) + 1));
        }
    }
}
