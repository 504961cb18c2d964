package dev.sudoku.bench.bank;

import dev.sudoku.core.Grid;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The chain of puzzles a bank is grown with from one real puzzle: each puzzle of the chain is the one
 * before with one more given, the digit of the solution in a cell drawn at random among the empty ones.
 * A given taken from the unique solution keeps the solution unique, and a puzzle with more givens is a
 * different puzzle (no symmetry changes the number of givens), easier or as hard: the chain gives the
 * bank real rated rows spread over the lower levels rather than copies.
 *
 * <p>The chain ends with one empty cell left: a full grid is not a puzzle. Mutable; one per chain.
 */
final class Variants {
    private final Grid solution;
    private final SplittableRandom random;
    private Grid current;

    /**
     * @param puzzle the real puzzle the chain starts from (not itself part of the chain)
     * @param solution its unique solution
     * @param random draws the cells; a fixed seed gives the same chain every time
     */
    Variants(Grid puzzle, Grid solution, SplittableRandom random) {
        if (!solution.isComplete() || !solution.keepsGivensOf(puzzle)) {
            throw new IllegalArgumentException("the solution must be complete and keep the puzzle's givens");
        }
        this.current = Objects.requireNonNull(puzzle, "puzzle");
        this.solution = solution;
        this.random = Objects.requireNonNull(random, "random");
    }

    /** The next puzzle of the chain, or empty once the last puzzle has a single empty cell. */
    Optional<Grid> next() {
        int empty = current.cellCount() - current.filledCount();
        if (empty <= 1) {
            return Optional.empty();
        }
        int skip = random.nextInt(empty);
        for (int cell = 0; cell < current.cellCount(); cell++) {
            if (current.isEmpty(cell) && skip-- == 0) {
                current = current.with(cell, solution.get(cell));
                return Optional.of(current);
            }
        }
        throw new AssertionError("an empty cell was counted but not found");
    }
}
