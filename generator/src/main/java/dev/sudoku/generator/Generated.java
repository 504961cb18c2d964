package dev.sudoku.generator;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.rating.Rating;
import java.util.Objects;
import java.util.Optional;

/**
 * One generated puzzle.
 *
 * @param index its position in the run, from 0
 * @param seed the seed it was made from; a run with this seed makes it as its puzzle 0
 * @param puzzle the givens
 * @param solution its one solution
 * @param rating its SE rating ({@code se} catalogue)
 * @param symmetry the symmetry its givens keep; empty when a clue pattern fixed them
 * @param grids how many solution grids were tried to find it
 * @param candidates how many candidate puzzles were rated to find it (1 when the first was kept)
 */
public record Generated(
        long index,
        long seed,
        Grid puzzle,
        Grid solution,
        Rating rating,
        Optional<Symmetry> symmetry,
        int grids,
        int candidates) {
    public Generated {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(rating, "rating");
        Objects.requireNonNull(symmetry, "symmetry");
    }

    public int clues() {
        return puzzle.filledCount();
    }
}
