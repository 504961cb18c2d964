package dev.sudoku.logic;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.Contradiction;
import java.util.Objects;
import java.util.Optional;

/**
 * The next step for a position, or why there is none.
 *
 * @param status the exact verdict on the position's values: SOLVED (one solution), MULTIPLE, NONE, INVALID,
 *     or UNKNOWN when the time budget ended the check
 * @param step the step, empty when the grid is full, logic finds nothing, the position or the puzzle is
 *     impossible, the time ran out, or the input is rejected
 * @param reason when there is no step, why, in words (a filled grid, logic stuck, a contradiction, no
 *     solution, the time limit, a rejection)
 * @param geometry the grid's geometry, to name the step's cells and houses
 * @param refutation for a position that is impossible or has no solution: the steps of logic from it up to
 *     the first impossible position, which {@link LogicalSolution#contradiction} names (no steps when the
 *     position itself is impossible); empty otherwise, or when logic finds no contradiction
 * @param timedOut whether the time budget ran out before a step, or the refutation, was found
 */
public record Hint(
        Status status,
        Optional<Step> step,
        String reason,
        Geometry geometry,
        Optional<LogicalSolution> refutation,
        boolean timedOut) {
    public Hint {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(refutation, "refutation");
        if (step.isPresent() && refutation.isPresent()) {
            throw new IllegalArgumentException("a hint offers a step or refutes the position, not both");
        }
    }

    /** A hint with a step, or without one for {@code reason}; nothing refuted, in time. */
    public Hint(Status status, Optional<Step> step, String reason, Geometry geometry) {
        this(status, step, reason, geometry, Optional.empty(), false);
    }

    /** What is impossible at the end of the {@link #refutation}, if any. */
    public Optional<Contradiction> contradiction() {
        return refutation.flatMap(LogicalSolution::contradiction);
    }
}
