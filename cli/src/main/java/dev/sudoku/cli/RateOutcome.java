package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.rating.Rating;
import java.util.Optional;

/**
 * The answer of {@code rate} for one input entry.
 *
 * @param status RATED, UNRATED, TIMEOUT (the rating ran out of its time limit), MULTIPLE, NONE or INVALID
 * @param rating the rating, for RATED and UNRATED (where it shows how far logic got)
 * @param micros rating time in microseconds
 * @param reason why the status is not RATED, else empty
 */
record RateOutcome(
        String source,
        int line,
        Optional<Grid> puzzle,
        String status,
        Optional<Rating> rating,
        long micros,
        String reason) {}
