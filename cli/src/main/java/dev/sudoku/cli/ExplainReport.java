package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * The JSON Lines record of {@code sudoku explain --format json}. Field names are a stable interface.
 *
 * @param file the input file, "-" for standard input, {@code argument N} for a puzzle on the command line
 * @param line the 1-based line of the puzzle in that input
 * @param status the exact verdict: SOLVED (one solution), MULTIPLE, NONE or INVALID
 * @param puzzle the puzzle as one line, null when it could not be read
 * @param solved whether logic alone filled the grid
 * @param uniqueness whether uniqueness techniques were allowed (only for puzzles with one solution)
 * @param steps the steps in order
 * @param counts steps per technique id
 * @param cycles the classic cycle count: sweeps of the singles over the whole grid that placed something
 * @param grid the values logic reached as one line (the solution when solved)
 * @param candidates where logic got stuck, every cell's candidates as an N*N*N-character line; else null
 * @param contradiction what is impossible in the position reached, else null
 * @param error why the puzzle is INVALID, else null
 */
@JsonPropertyOrder({
    "file",
    "line",
    "status",
    "puzzle",
    "solved",
    "uniqueness",
    "steps",
    "counts",
    "cycles",
    "grid",
    "candidates",
    "contradiction",
    "error"
})
record ExplainReport(
        String file,
        int line,
        String status,
        String puzzle,
        boolean solved,
        boolean uniqueness,
        List<StepReport> steps,
        Map<String, Integer> counts,
        int cycles,
        String grid,
        String candidates,
        String contradiction,
        String error) {}
