package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * The JSON Lines record of {@code solve --logic-only} and {@code solve --search guess|bivalue}. Field names
 * are a stable interface.
 *
 * @param mode logic-only, guess or bivalue
 * @param status SOLVED, MULTIPLE, STUCK, NONE, UNRESOLVED, UNKNOWN or INVALID
 * @param grid the solution (SOLVED, MULTIPLE: the first found) or the position reached (STUCK, UNRESOLVED)
 * @param candidates for STUCK and UNRESOLVED, every cell's candidates as an N*N*N-character line
 * @param cycles sweeps of the singles that placed something
 * @param steps logic steps applied
 * @param guesses guesses made
 * @param kept guesses on the path to the solution
 * @param rollbacks returns to an earlier guess after a contradiction
 * @param combinations bivalue combinations tried
 * @param solutions distinct solutions found
 * @param trace with {@code --trace}: every guess, in order; else null
 * @param error why the status is not SOLVED, else null
 */
@JsonPropertyOrder({
    "file",
    "line",
    "mode",
    "status",
    "puzzle",
    "grid",
    "candidates",
    "cycles",
    "steps",
    "guesses",
    "kept",
    "rollbacks",
    "combinations",
    "solutions",
    "trace",
    "error"
})
record ClassicReport(
        String file,
        int line,
        String mode,
        String status,
        String puzzle,
        String grid,
        String candidates,
        long cycles,
        long steps,
        long guesses,
        long kept,
        long rollbacks,
        long combinations,
        long solutions,
        List<TraceEntry> trace,
        String error) {

    /**
     * One guess of the log.
     *
     * @param guess the guess number, from 1
     * @param parent the number of the guess it was made under, 0 for none
     * @param cell the cell, as r1c1
     * @param value the digit tried
     * @param candidates the cell's candidates when the guess was made
     * @param outcome KEPT, CONTRADICTION or ABANDONED
     */
    @JsonPropertyOrder({"guess", "parent", "cell", "value", "candidates", "outcome"})
    record TraceEntry(int guess, int parent, String cell, int value, List<Integer> candidates, String outcome) {}
}
