package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The JSON Lines record of {@code sudoku generate --format json}. Field names are a stable interface.
 *
 * @param index the puzzle's position in the run, from 0
 * @param seed the puzzle's own seed: {@code --seed} with it and {@code --count 1} (same other options)
 *     makes this puzzle again
 * @param size the grid side N
 * @param box the box shape, {@code RxC}
 * @param symmetry the symmetry its givens keep, null when a clue pattern fixed them
 * @param clues the number of givens
 * @param puzzle the puzzle on one line
 * @param solution its one solution on one line
 * @param rating Sudoku Explainer's ER, EP, ED and the technique that set ER
 * @param level the level named from ER
 */
@JsonPropertyOrder({"index", "seed", "size", "box", "symmetry", "clues", "puzzle", "solution", "rating", "level"})
record GenerateReport(
        long index,
        long seed,
        int size,
        String box,
        String symmetry,
        int clues,
        String puzzle,
        String solution,
        RatingReport rating,
        String level) {
    /** The nested rating object. */
    @JsonPropertyOrder({"er", "ep", "ed", "hardest"})
    record RatingReport(double er, double ep, double ed, String hardest) {}
}
