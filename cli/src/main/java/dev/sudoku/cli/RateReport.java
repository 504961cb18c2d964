package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The JSON Lines record of {@code sudoku rate --format json}. Field names are a stable interface.
 *
 * @param status RATED; UNRATED when logic stops before the grid is full (the techniques it would need
 *     are not implemented); TIMEOUT when the rating did not finish within {@code --time-limit}; MULTIPLE,
 *     NONE or INVALID for puzzles without exactly one solution
 * @param er the highest step difficulty on the path (Sudoku Explainer's ER), null unless RATED
 * @param ep the highest difficulty up to the first placement (EP), null unless RATED
 * @param ed the difficulty of the first step (ED), null unless RATED
 * @param level the level named from ER, null unless RATED
 * @param hardest the technique that set ER, null unless RATED
 * @param score HoDoKu's cumulative score of the path, null unless RATED
 * @param steps logic steps on the path
 * @param micros rating time in microseconds
 * @param error why the status is not RATED, else null
 */
@JsonPropertyOrder({
    "file", "line", "status", "puzzle", "er", "ep", "ed", "level", "hardest", "score", "steps", "micros", "error"
})
record RateReport(
        String file,
        int line,
        String status,
        String puzzle,
        Double er,
        Double ep,
        Double ed,
        String level,
        String hardest,
        Integer score,
        int steps,
        long micros,
        String error) {}
