package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SubsetStep;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Naked and hidden subsets of size 2 to 4 in any house. Naked: k empty cells holding only k digits
 * between them, which leave the house's other cells. Hidden: k digits whose places in the house are k
 * cells, which lose every other candidate.
 *
 * <p>Cost per house: C(empty cells, k) unions, at most 126 for a quad among 9 cells.
 */
public final class RuleSubsets {
    private static final TechniqueId[] NAKED = {TechniqueId.NAKED_PAIR, TechniqueId.NAKED_TRIPLE, TechniqueId.NAKED_QUAD
    };
    private static final TechniqueId[] HIDDEN = {
        TechniqueId.HIDDEN_PAIR, TechniqueId.HIDDEN_TRIPLE, TechniqueId.HIDDEN_QUAD
    };

    private RuleSubsets() {}

    /** Naked pair (k = 2), triple or quad. */
    public static RuleTechnique naked(int k) {
        return RuleSingles.technique(NAKED[k - 2], grid -> naked(grid, k));
    }

    /** Hidden pair (k = 2), triple or quad. */
    public static RuleTechnique hidden(int k) {
        return RuleSingles.technique(HIDDEN[k - 2], grid -> hidden(grid, k));
    }

    private static Optional<Step> naked(RuleGrid grid, int k) {
        RuleIndex index = grid.index();
        for (int h = 0; h < index.houseCells.length; h++) {
            int[] empty = emptyCells(grid, index.houseCells[h]);
            int house = h;
            Step[] found = new Step[1];
            Combinations.forEach(empty.length, k, chosen -> {
                int union = 0;
                List<Integer> cells = new ArrayList<>();
                for (int i : chosen) {
                    union |= grid.candidates(empty[i]);
                    cells.add(empty[i]);
                }
                if (Integer.bitCount(union) != k) {
                    return true;
                }
                List<Candidate> eliminations = new ArrayList<>();
                for (int cell : empty) {
                    if (!cells.contains(cell)) {
                        RuleMasks.addCandidates(eliminations, cell, grid.candidates(cell) & union);
                    }
                }
                if (!eliminations.isEmpty()) {
                    found[0] = step(NAKED[k - 2], house, union, cells, eliminations, grid);
                }
                return found[0] == null;
            });
            if (found[0] != null) {
                return Optional.of(found[0]);
            }
        }
        return Optional.empty();
    }

    private static Optional<Step> hidden(RuleGrid grid, int k) {
        RuleIndex index = grid.index();
        int digitCount = grid.rules().digits();
        for (int h = 0; h < index.houseCells.length; h++) {
            int[] cellsOfHouse = index.houseCells[h];
            int[] places = new int[digitCount + 1];
            List<Integer> open = new ArrayList<>();
            for (int digit = 1; digit <= digitCount; digit++) {
                places[digit] = grid.places(h, digit);
                if (places[digit] != 0) {
                    open.add(digit);
                }
            }
            int house = h;
            Step[] found = new Step[1];
            Combinations.forEach(open.size(), k, chosen -> {
                int slots = 0;
                int digits = 0;
                for (int i : chosen) {
                    slots |= places[open.get(i)];
                    digits |= 1 << (open.get(i) - 1);
                }
                if (Integer.bitCount(slots) != k) {
                    return true;
                }
                List<Integer> cells = new ArrayList<>();
                List<Candidate> eliminations = new ArrayList<>();
                for (int rest = slots; rest != 0; rest &= rest - 1) {
                    int cell = cellsOfHouse[Integer.numberOfTrailingZeros(rest)];
                    cells.add(cell);
                    RuleMasks.addCandidates(eliminations, cell, grid.candidates(cell) & ~digits);
                }
                if (!eliminations.isEmpty()) {
                    found[0] = step(HIDDEN[k - 2], house, digits, cells, eliminations, grid);
                }
                return found[0] == null;
            });
            if (found[0] != null) {
                return Optional.of(found[0]);
            }
        }
        return Optional.empty();
    }

    private static int[] emptyCells(RuleGrid grid, int[] cells) {
        return java.util.Arrays.stream(cells)
                .filter(cell -> grid.value(cell) == 0)
                .toArray();
    }

    private static Step step(
            TechniqueId id,
            int house,
            int digitMask,
            List<Integer> cells,
            List<Candidate> eliminations,
            RuleGrid grid) {
        List<Integer> digits = new ArrayList<>();
        for (int rest = digitMask; rest != 0; rest &= rest - 1) {
            digits.add(Integer.numberOfTrailingZeros(rest) + 1);
        }
        List<Highlight> highlights = new ArrayList<>();
        for (int cell : cells) {
            for (int digit : digits) {
                if ((grid.candidates(cell) & (1 << (digit - 1))) != 0) {
                    highlights.add(new Highlight(cell, digit, Role.DEFINING));
                }
            }
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        return new SubsetStep(id, house, digits, cells, eliminations, List.of(), highlights);
    }
}
