package dev.sudoku.logic.rules;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.als.SueDeCoqSearch;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Sue de Coq on any rule set: the classic one's (a line crossing a box) on every two houses of the rule set
 * sharing two cells or more, a window and a row, a diagonal and a box or a jigsaw region and a column as
 * well. A core C of two or more empty cells of both houses H and K holds digits V, at least |C| + 2 of
 * them. A set L of other empty cells of H and a set B of other empty cells of K, no cell in both, take
 * digits of V with no digit of V in both (VL and VB), and may hold extra digits outside V (EL and EB),
 * provided |L| - |EL| >= 1, |B| - |EB| >= 1 and (|L| - |EL|) + (|B| - |EB|) = |V| - |C|.
 *
 * <p>Why, on any rules: C gives |C| digits of V, L at least |L| - |EL| and B at least |B| - |EB|, |V| in
 * all, and no digit of V can appear twice among them (a digit of VL only in C and L, all cells of H; of VB
 * only in C and B, all of K; any other only in C). So each digit of V is placed once in C, L or B, and L
 * and B hold all their extra digits: H's other cells lose V - VB and EL, K's other cells V - VL and EB. It
 * relies only on each house holding a digit once, as the classic argument does; the two roles are
 * symmetric, so each pair of houses is tried one way.
 *
 * <p>Order: pairs of houses in the rule set's house order; cores of two cells before three, in house
 * order; then sets of H and sets of K depth first, by the classic producer's search ({@link
 * SueDeCoqSearch}). The first pattern with an elimination is taken. Cost: per pair of houses, the core
 * subsets of their shared empty cells times the subsets of each house's other empty cells, pruned as the
 * classic search prunes; the {@link SearchBudget} is checked per set of H.
 */
final class RuleSueDeCoq {
    private RuleSueDeCoq() {}

    static Optional<Step> find(RuleGrid grid) {
        boolean[][] marks = new boolean[3][grid.cellCount()];
        Step[] found = new Step[1];
        for (RuleIndex.Overlap overlap : grid.index().overlaps) {
            if (overlap.first() > overlap.second()) {
                continue;
            }
            int first = overlap.first();
            int second = overlap.second();
            int[] firstCells = empty(grid, grid.index().houseCells[first]);
            int[] secondCells = empty(grid, grid.index().houseCells[second]);
            int[] shared = shared(grid, firstCells, secondCells);
            SueDeCoqSearch search = new SueDeCoqSearch(grid::candidates, firstCells, secondCells, marks, pattern -> {
                found[0] = step(grid, first, second, pattern);
                return found[0] == null;
            });
            for (int k = 2; k <= shared.length && found[0] == null; k++) {
                Combinations.forEach(shared.length, k, subset -> search.core(shared, subset));
            }
            if (found[0] != null) {
                return Optional.of(found[0]);
            }
        }
        return Optional.empty();
    }

    /** The empty cells of both houses, in the first house's order. */
    private static int[] shared(RuleGrid grid, int[] firstCells, int[] secondCells) {
        boolean[] inSecond = new boolean[grid.cellCount()];
        for (int cell : secondCells) {
            inSecond[cell] = true;
        }
        return Arrays.stream(firstCells).filter(cell -> inSecond[cell]).toArray();
    }

    /** The step of a pattern, or null when it removes nothing. */
    private static Step step(RuleGrid grid, int first, int second, SueDeCoqSearch pattern) {
        long[][] removed = new long[grid.rules().digits() + 1][];
        int words = (grid.cellCount() + 63) / 64;
        pattern.removals((cell, digit) -> {
            if (removed[digit] == null) {
                removed[digit] = new long[words];
            }
            removed[digit][cell >>> 6] |= 1L << cell;
        });
        List<Candidate> eliminations = RuleAlsSets.eliminations(grid, removed);
        if (eliminations.isEmpty()) {
            return null;
        }
        int removedDigits = 0;
        List<Highlight> highlights = pattern.highlights();
        for (Candidate candidate : eliminations) {
            removedDigits |= 1 << (candidate.digit() - 1);
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        return new AlsStep(
                TechniqueId.SUE_DE_COQ,
                pattern.sets(first, second),
                List.of(),
                Masks.digits(removedDigits),
                -1,
                eliminations,
                highlights);
    }

    private static int[] empty(RuleGrid grid, int[] cells) {
        return Arrays.stream(cells).filter(cell -> grid.value(cell) == 0).toArray();
    }
}
