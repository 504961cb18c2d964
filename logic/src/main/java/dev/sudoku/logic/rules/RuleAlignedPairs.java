package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
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
        int[] excluders = mayEmpty(grid, index, a, b);
        int[] tiesA = ties(links, a, excluders);
        // What each digit of b leaves each excluder, read once a pair of cells, not once a pair of digits.
        int[] tiesB = ties(links, b, excluders);
        int[][] leftByB = new int[grid.rules().digits()][];
        for (int restB = grid.candidates(b); restB != 0; restB &= restB - 1) {
            leftByB[Integer.numberOfTrailingZeros(restB)] =
                    left(grid, links, excluders, tiesB, b, Integer.numberOfTrailingZeros(restB) + 1);
        }
        int keptA = 0;
        int keptB = 0;
        TreeSet<Integer> found = new TreeSet<>();
        for (int restA = grid.candidates(a); restA != 0; restA &= restA - 1) {
            int digitA = Integer.numberOfTrailingZeros(restA) + 1;
            int nodeA = links.node(a, digitA);
            int[] leftByA = left(grid, links, excluders, tiesA, a, digitA);
            for (int restB = grid.candidates(b); restB != 0; restB &= restB - 1) {
                int digitB = Integer.numberOfTrailingZeros(restB) + 1;
                int nodeB = links.node(b, digitB);
                if (links.conflict(nodeA, nodeB)) {
                    continue;
                }
                int excluder = excluder(excluders, leftByA, leftByB[digitB - 1]);
                if (excluder >= 0) {
                    found.add(excluder);
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
        RuleMasks.addCandidates(eliminations, a, goneA);
        RuleMasks.addCandidates(eliminations, b, goneB);
        List<Highlight> highlights = new ArrayList<>();
        highlights.add(new Highlight(a, 0, Role.DEFINING));
        highlights.add(new Highlight(b, 0, Role.DEFINING));
        for (int excluder : found) {
            highlights.add(new Highlight(excluder, 0, Role.PINCER));
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        return Optional.of(new ExclusionStep(
                TechniqueId.ALIGNED_PAIR_EXCLUSION, List.of(a, b), List.copyOf(found), eliminations, highlights));
    }

    /**
     * The peers of a, then of b, that a pair of digits may leave without one: a peer holds its digit apart
     * from a and b only by their own digits, so it needs two candidates at most, unless a bar or a cage
     * ties it to a or b. Read once a pair of cells rather than once a pair of digits; a peer of both once.
     */
    private static int[] mayEmpty(RuleGrid grid, RuleIndex index, int a, int b) {
        int[] cells = new int[index.peers[a].length + index.peers[b].length];
        int count = 0;
        for (int[] peers : new int[][] {index.peers[a], index.peers[b]}) {
            for (int cell : peers) {
                int mask = grid.candidates(cell);
                if (cell != a
                        && cell != b
                        && (peers == index.peers[a] || !index.sees(cell, a))
                        && mask != 0
                        && (Integer.bitCount(mask) <= 2 || index.tied(cell, a) || index.tied(cell, b))) {
                    cells[count++] = cell;
                }
            }
        }
        return Arrays.copyOf(cells, count);
    }

    /**
     * A cell among {@code cells} (not a or b) left without a digit by a = digitA, b = digitB (what each digit
     * leaves each cell: {@code leftByA}, {@code leftByB}), else -1: the
     * peers of a, then of b (a consecutive border or a cage can tie a cell to one of them only), as far as
     * {@link #mayEmpty} keeps them.
     */
    private static int excluder(int[] cells, int[] leftByA, int[] leftByB) {
        for (int i = 0; i < cells.length; i++) {
            // The pair empties the cell when neither digit leaves it one: two masks, not a test a digit.
            if ((leftByA[i] & leftByB[i]) == 0) {
                return cells[i];
            }
        }
        return -1;
    }

    /** How each of {@code cells} is tied to {@code cell} ({@link RuleLinks#tie}). */
    private static int[] ties(RuleLinks links, int cell, int[] cells) {
        int[] ties = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            ties[i] = links.tie(cell, cells[i]);
        }
        return ties;
    }

    /** The candidates each of {@code cells}, tied to {@code cell} by {@code ties}, keeps beside {@code digit} there. */
    private static int[] left(RuleGrid grid, RuleLinks links, int[] cells, int[] ties, int cell, int digit) {
        int[] left = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            left[i] = grid.candidates(cells[i]) & ~links.forbiddenBy(ties[i], cell, digit);
        }
        return left;
    }
}
