package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The JSON Lines record of {@code sudoku solve --format json}. Field names are a stable interface.
 *
 * @param file the input file, "-" for standard input
 * @param line the 1-based line of the puzzle in that file
 * @param status SOLVED, MULTIPLE, NONE, INVALID or UNKNOWN
 * @param puzzle the puzzle as one line, null when it could not be read
 * @param solution the first solution found (SOLVED and MULTIPLE), else null
 * @param solutions solutions counted, up to the {@code --count} limit
 * @param guesses search guesses made
 * @param micros solving time in microseconds
 * @param error why the puzzle is INVALID or UNKNOWN, else null
 */
@JsonPropertyOrder({"file", "line", "status", "puzzle", "solution", "solutions", "guesses", "micros", "error"})
record SolveReport(
        String file,
        int line,
        String status,
        String puzzle,
        String solution,
        long solutions,
        long guesses,
        long micros,
        String error) {}
