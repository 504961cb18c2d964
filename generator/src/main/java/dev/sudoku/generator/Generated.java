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
 * @param knownRating its SE rating ({@code se} catalogue); always present for a puzzle made in a band,
 *     empty when a puzzle made without one could not be rated ({@link #unrated} says why)
 * @param unrated why the rating is missing, exactly when it is
 * @param symmetry the symmetry its givens keep; empty when a clue pattern fixed them
 * @param grids how many solution grids were tried to find it
 * @param candidates how many candidate puzzles were rated to find it (1 when the first was kept)
 */
public record Generated(
        long index,
        long seed,
        Grid puzzle,
        Grid solution,
        Optional<Rating> knownRating,
        Optional<Unrated> unrated,
        Optional<Symmetry> symmetry,
        int grids,
        int candidates) {
    public Generated {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(solution, "solution");
        Objects.requireNonNull(knownRating, "knownRating");
        Objects.requireNonNull(unrated, "unrated");
        Objects.requireNonNull(symmetry, "symmetry");
        if (knownRating.isPresent() == unrated.isPresent()) {
            throw new IllegalArgumentException("a puzzle has either a rating or a reason for none");
        }
    }

    /** Whether it has a rating: always in a band; without one, unless {@link #unrated} says why not. */
    public boolean rated() {
        return knownRating.isPresent();
    }

    /**
     * Its rating; throws {@link IllegalStateException} for a puzzle made without a band that could not be
     * rated ({@link #rated()} false): read {@link #knownRating} where that can happen.
     */
    public Rating rating() {
        return knownRating.orElseThrow(() -> new IllegalStateException("puzzle " + (index + 1) + " has no rating: "
                + why(unrated.orElseThrow()) + " (" + unrated.orElseThrow() + "; read knownRating())"));
    }

    private static String why(Unrated reason) {
        return switch (reason) {
            case OUT_OF_TIME -> "its rating did not finish within the time limit";
            case NOT_ASKED -> "no rating was asked for";
            case ABOVE_LARGE_GRID_CAP -> "its path needs a step above " + Unrated.LARGE_GRID_CAP
                    + ", which a rating without a band does not search on grids larger than "
                    + Unrated.LARGEST_FULLY_RATED_SIDE + "x" + Unrated.LARGEST_FULLY_RATED_SIDE;
        };
    }

    public int clues() {
        return puzzle.filledCount();
    }
}
