package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SubsetStep;
import java.util.ArrayList;
import java.util.List;

/**
 * Which deletions made by a chain a rule's step depends on (SE rating spec §5.5): the candidates present
 * when the chain began, gone now, whose absence the pattern needs. A step that needs none was there
 * before the chain and adds nothing to it.
 */
final class RuleParents {
    private RuleParents() {}

    /** The deleted candidates, as (cell, digit) pairs in SE's order, that the step relies on. */
    static List<int[]> of(Step step, CandidateGrid initial, CandidateGrid now) {
        Geometry geometry = now.geometry();
        List<int[]> parents = new ArrayList<>();
        if (step instanceof IntersectionStep s) {
            // The digit's other places in the source house, outside the target house, that were deleted.
            List<Integer> cover = cellsOf(geometry, s.targetHouse());
            for (int cell : geometry.cellsOf(s.sourceHouse())) {
                if (!cover.contains(cell) && deleted(initial, now, cell, s.digit())) {
                    parents.add(new int[] {cell, s.digit()});
                }
            }
        } else if (step instanceof FishStep s) {
            List<Integer> cover = new ArrayList<>();
            for (int house : s.coverHouses()) {
                cover.addAll(cellsOf(geometry, house));
            }
            for (int house : s.baseHouses()) {
                for (int cell : geometry.cellsOf(house)) {
                    if (!cover.contains(cell) && deleted(initial, now, cell, s.digit())) {
                        parents.add(new int[] {cell, s.digit()});
                    }
                }
            }
        } else if (step instanceof SubsetStep s && s.technique().name().startsWith("HIDDEN")) {
            // The set's digits deleted from the house's other cells.
            for (int cell : geometry.cellsOf(s.house())) {
                for (int digit : s.digits()) {
                    if (deleted(initial, now, cell, digit)) {
                        parents.add(new int[] {cell, digit});
                    }
                }
            }
        } else if (step instanceof SubsetStep s) {
            // The other digits deleted from the set's cells.
            for (int cell : s.cells()) {
                for (int digit = 1; digit <= now.size(); digit++) {
                    if (!s.digits().contains(digit) && deleted(initial, now, cell, digit)) {
                        parents.add(new int[] {cell, digit});
                    }
                }
            }
        } else {
            throw new IllegalArgumentException("no rule parents for " + step.technique());
        }
        return parents;
    }

    private static boolean deleted(CandidateGrid initial, CandidateGrid now, int cell, int digit) {
        return initial.has(cell, digit) && !now.has(cell, digit);
    }

    private static List<Integer> cellsOf(Geometry geometry, int house) {
        List<Integer> cells = new ArrayList<>();
        for (int cell : geometry.cellsOf(house)) {
            cells.add(cell);
        }
        return cells;
    }
}
