package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SumStep;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Killer's cage combination: the empty cells of a cage hold different digits adding up to what its sum
 * leaves after the digits placed in it, so a candidate that no such set of digits, fitted to the cells'
 * candidates, puts in its cell is eliminated. A 2-cell cage of 3 is 1 and 2; a 3-cell cage of 23 is 6, 8
 * and 9; a cage of 10 whose one cell can only be 1 leaves 9 to the other two.
 */
public final class RuleCageCombinations {
    private RuleCageCombinations() {}

    public static RuleTechnique technique() {
        return RuleSingles.technique(TechniqueId.CAGE_COMBINATION, RuleCageCombinations::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        RuleIndex index = grid.index();
        for (int cage = 0; cage < index.cageCells.length; cage++) {
            List<Integer> empty = new ArrayList<>();
            int left = index.cageSums[cage];
            for (int cell : index.cageCells[cage]) {
                if (grid.value(cell) == 0) {
                    empty.add(cell);
                } else {
                    left -= grid.value(cell);
                }
            }
            if (empty.isEmpty()) {
                continue;
            }
            int[] candidates = empty.stream().mapToInt(grid::candidates).toArray();
            int[] kept = SumFillings.keptDistinct(candidates, left, grid.rules().digits());
            Optional<Step> step = step(TechniqueId.CAGE_COMBINATION, empty, candidates, kept, left, List.of());
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    /**
     * The step that removes from each of {@code cells} the candidates {@code kept} lacks, or empty when
     * nothing goes. Shared with the innies and outies, which prove their sum another way.
     */
    static Optional<Step> step(
            TechniqueId id, List<Integer> cells, int[] candidates, int[] kept, int sum, List<Integer> houses) {
        List<Candidate> eliminations = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        for (int i = 0; i < cells.size(); i++) {
            highlights.add(new Highlight(cells.get(i), 0, Role.DEFINING));
            for (int gone = candidates[i] & ~kept[i]; gone != 0; gone &= gone - 1) {
                int digit = Integer.numberOfTrailingZeros(gone) + 1;
                eliminations.add(new Candidate(cells.get(i), digit));
                highlights.add(new Highlight(cells.get(i), digit, Role.ELIMINATED));
            }
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SumStep(id, cells, sum, houses, eliminations, highlights));
    }
}
