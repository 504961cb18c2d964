package dev.sudoku.logic;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.solve.Status;
import java.util.Optional;

/**
 * The next step for a position, or why there is none.
 *
 * @param status the exact verdict on the position's values: SOLVED (one solution), MULTIPLE, NONE, INVALID
 * @param step the step, empty when the grid is full, logic finds nothing, or the input is rejected
 * @param reason when there is no step, why (a filled grid, logic stuck, a contradiction, a rejection)
 * @param geometry the grid's geometry, to name the step's cells and houses
 */
public record Hint(Status status, Optional<Step> step, String reason, Geometry geometry) {}
