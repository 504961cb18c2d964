package dev.sudoku.logic.intersections;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Houses;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * Pointing (a digit of a box confined to one line) and claiming (a digit of a line confined to one box):
 * the digit leaves the rest of the target house. Source/target pairs are visited as SE does: box to
 * column, box to row, column to box, row to box; then source index, target index, digit.
 *
 * <p>The direct variant offers a step only when the eliminations leave a hidden single in another house
 * of the source's kind; it places that digit as well. Otherwise steps are offered only when they
 * eliminate something.
 */
public final class LockedCandidates implements Technique {
    private final boolean direct;

    /** @param direct true for Direct Pointing/Claiming, false for plain Pointing/Claiming */
    public LockedCandidates(boolean direct) {
        this.direct = direct;
    }

    @Override
    public List<TechniqueId> ids() {
        return direct
                ? List.of(TechniqueId.DIRECT_POINTING, TechniqueId.DIRECT_CLAIMING)
                : List.of(TechniqueId.POINTING, TechniqueId.CLAIMING);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        for (Intersections.Crossing crossing : Intersections.of(grid.geometry())) {
            if (!tryPair(grid, sink, crossing)) {
                return;
            }
        }
    }

    private boolean tryPair(CandidateGrid grid, StepSink sink, Intersections.Crossing crossing) {
        Geometry geometry = grid.geometry();
        int source = crossing.source();
        int target = crossing.target();
        // Only a digit with a place where the houses meet can be locked there.
        long shared = 0;
        for (int cell : crossing.cells()) {
            shared |= grid.candidates(cell);
        }
        for (long digits = shared; digits != 0; digits &= digits - 1) {
            int digit = Masks.firstDigit(digits);
            long positions = grid.positions(source, digit);
            // Locked: every place of the digit in the source lies in the target; useful: the target has
            // places outside the source to remove.
            long removable = grid.positions(target, digit) & ~crossing.inTarget();
            if (Masks.count(positions) < 2 || (positions & ~crossing.inSource()) != 0 || removable == 0) {
                continue;
            }
            int[] targetCells = geometry.cellsOf(target);
            List<Candidate> eliminations = new ArrayList<>();
            for (long rest = removable; rest != 0; rest &= rest - 1) {
                eliminations.add(new Candidate(targetCells[Masks.firstSlot(rest)], digit));
            }
            List<Highlight> highlights = new ArrayList<>();
            for (int cell : geometry.cellsOf(source)) {
                if (grid.has(cell, digit)) {
                    highlights.add(new Highlight(cell, digit, Role.DEFINING));
                }
            }
            for (Candidate eliminated : eliminations) {
                highlights.add(new Highlight(eliminated.cell(), digit, Role.ELIMINATED));
            }
            boolean pointing = Houses.isBox(source, grid.size());
            if (!direct) {
                TechniqueId id = pointing ? TechniqueId.POINTING : TechniqueId.CLAIMING;
                if (!sink.offer(new IntersectionStep(id, digit, source, target, eliminations, List.of(), highlights))) {
                    return false;
                }
                continue;
            }
            TechniqueId id = pointing ? TechniqueId.DIRECT_POINTING : TechniqueId.DIRECT_CLAIMING;
            for (int i3 = 0; i3 < grid.size(); i3++) {
                int third = crossing.sourceKind() + i3;
                if (third == source || !Houses.cross(geometry, third, target)) {
                    continue;
                }
                int single = singleOutside(grid, grid.positions(third, digit), third, target);
                if (single < 0) {
                    continue;
                }
                List<Highlight> withPlacement = new ArrayList<>(highlights);
                withPlacement.add(new Highlight(single, digit, Role.PLACED));
                List<Placement> placements = List.of(new Placement(single, digit));
                if (!sink.offer(
                        new IntersectionStep(id, digit, source, target, eliminations, placements, withPlacement))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The one cell of {@code house} outside {@code target} holding the digit, when it has 2+ places; else -1. */
    private static int singleOutside(CandidateGrid grid, long positions, int house, int target) {
        if (Masks.count(positions) < 2) {
            return -1;
        }
        int found = -1;
        int[] cells = grid.geometry().cellsOf(house);
        for (long rest = positions; rest != 0; rest &= rest - 1) {
            int cell = cells[Masks.firstSlot(rest)];
            if (!Houses.contains(grid.geometry(), target, cell)) {
                if (found >= 0) {
                    return -1;
                }
                found = cell;
            }
        }
        return found;
    }
}
