package dev.sudoku.logic.classic;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Counts sweeps the plain way, to check the solver's cycle count against: in each sweep, find every
 * naked single (one candidate) and hidden single (a digit with one place in a house) of the position,
 * place them all, and count the sweep; when a sweep finds none, take one step of the catalogue's other
 * entries, if any.
 */
final class SweepCounter {
    private SweepCounter() {}

    record Count(int sweeps, List<Step> strongerSteps, CandidateGrid end) {}

    static Count run(CandidateGrid grid, Catalogue catalogue) {
        LogicalSolver stronger = new LogicalSolver(catalogue.withDisabled(
                TechniqueId.FULL_HOUSE,
                TechniqueId.HIDDEN_SINGLE_BOX,
                TechniqueId.HIDDEN_SINGLE_LINE,
                TechniqueId.NAKED_SINGLE));
        int sweeps = 0;
        List<Step> strongerSteps = new ArrayList<>();
        while (!grid.isSolved()) {
            Map<Integer, Integer> singles = singles(grid);
            if (!singles.isEmpty()) {
                singles.forEach(grid::place);
                sweeps++;
                continue;
            }
            Optional<Step> step = stronger.nextStep(grid);
            if (step.isEmpty()) {
                break;
            }
            LogicalSolver.apply(grid, step.get());
            strongerSteps.add(step.get());
        }
        return new Count(sweeps, strongerSteps, grid);
    }

    /** Cell to digit for every single of the position. */
    private static Map<Integer, Integer> singles(CandidateGrid grid) {
        Map<Integer, Integer> found = new LinkedHashMap<>();
        int n = grid.size();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            if (Long.bitCount(mask) == 1) {
                found.put(cell, Long.numberOfTrailingZeros(mask) + 1);
            }
        }
        Geometry geometry = grid.geometry();
        for (int house = 0; house < 3 * n; house++) {
            for (int digit = 1; digit <= n; digit++) {
                int places = 0;
                int last = -1;
                for (int cell : geometry.cellsOf(house)) {
                    if (grid.has(cell, digit)) {
                        places++;
                        last = cell;
                    }
                }
                if (places == 1) {
                    found.put(last, digit);
                }
            }
        }
        return found;
    }
}
