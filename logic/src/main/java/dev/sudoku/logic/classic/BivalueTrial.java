package dev.sudoku.logic.classic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.Placement;
import java.util.List;
import java.util.Objects;

/**
 * A combination of the bivalue search: the values fixed and where logic ended.
 *
 * @param assignment the bivalue cells fixed and their values, in cell order
 * @param status SOLVED (the grid is a solution), STUCK (a consistent position logic could not refute) or,
 *     for a traced combination, CONTRADICTION (refuted)
 * @param grid the values logic reached
 */
public record BivalueTrial(List<Placement> assignment, LogicStatus status, Grid grid) {
    public BivalueTrial {
        assignment = List.copyOf(assignment);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(grid, "grid");
    }
}
