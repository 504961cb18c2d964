package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * BUG type 3: all BUG cells lie in one house, and one of their BUG digits is true, so together they act
 * as one more cell holding the BUG digits. If m-1 other cells of the house plus that virtual cell hold
 * exactly m digits, those digits leave the rest of the house.
 *
 * <p>SE's order (BivalueUniversalGrave.addBug3Hint): house kinds box, row, column; m = 2..6; (m-1)-cell
 * combinations, colex, of the house's cells in {@link BugGrave#common()} order. Each cell and the virtual
 * cell need 2+ digits, the chosen cells alone must already show all m digits. SE stops at m = 6; larger
 * sets would cost C(|house|, m-1) tuples and are kept out for every N so the step set stays SE's.
 */
final class BugNakedSubset {
    private static final int MAX_SIZE = 6;

    private BugNakedSubset() {}

    /** Offers every type 3 step; returns false when the sink asked to stop. */
    static boolean find(CandidateGrid grid, BugGrave grave, StepSink sink) {
        Geometry geometry = grid.geometry();
        for (int kind = 0; kind < 3; kind++) {
            int house = houseOf(geometry, grave.cells().get(0), kind);
            boolean shared = true;
            for (int cell : grave.cells()) {
                shared &= houseOf(geometry, cell, kind) == house;
            }
            if (!shared) {
                continue;
            }
            List<Integer> inHouse = new ArrayList<>();
            for (int cell : grave.common()) {
                if (houseOf(geometry, cell, kind) == house) {
                    inHouse.add(cell);
                }
            }
            for (int size = 2; size <= MAX_SIZE; size++) {
                if (inHouse.size() >= size && !search(grid, grave, sink, house, inHouse, size)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean search(
            CandidateGrid grid, BugGrave grave, StepSink sink, int house, List<Integer> inHouse, int size) {
        return Combinations.forEach(inHouse.size(), size - 1, tuple -> {
            long union = 0;
            boolean wide = Masks.count(grave.allDigits()) >= 2;
            for (int index : tuple) {
                long mask = grid.candidates(inHouse.get(index));
                wide &= Masks.count(mask) >= 2;
                union |= mask;
            }
            if (Masks.count(union) != size || !wide || Masks.count(union | grave.allDigits()) != size) {
                return true;
            }
            List<Integer> subset = new ArrayList<>();
            for (int index : tuple) {
                subset.add(inHouse.get(index));
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int cell : inHouse) {
                if (!subset.contains(cell)) {
                    eliminations.addAll(BugTypes.candidates(cell, grid.candidates(cell) & union));
                }
            }
            if (eliminations.isEmpty()) {
                return true;
            }
            eliminations.sort(BugTypes::byCell);
            List<Highlight> defining = new ArrayList<>();
            for (int cell : subset) {
                for (Candidate c : BugTypes.candidates(cell, grid.candidates(cell))) {
                    defining.add(new Highlight(cell, c.digit(), Role.DEFINING));
                }
            }
            return sink.offer(
                    BugTypes.step(TechniqueId.BUG_TYPE_3, grave, house, subset, union, eliminations, defining));
        });
    }

    /** The house of a cell by SE's kind index: 0 box, 1 row, 2 column. */
    static int houseOf(Geometry geometry, int cell, int kind) {
        int n = geometry.size();
        return switch (kind) {
            case 0 -> 2 * n + geometry.box(cell);
            case 1 -> geometry.row(cell);
            default -> n + geometry.col(cell);
        };
    }
}
