package dev.sudoku.cli;

/**
 * The work a classic mode did on one puzzle.
 *
 * @param cycles sweeps of the singles that placed something
 * @param steps logic steps applied
 * @param guesses guesses made (guessing only)
 * @param kept guesses on the path to the solution
 * @param rollBacks returns to an earlier guess after a contradiction
 * @param combinations value combinations tried (bivalue search only)
 * @param solutions distinct solutions found (bivalue search only; guessing stops at the first)
 */
record ClassicCounts(
        long cycles, long steps, long guesses, long kept, long rollBacks, long combinations, long solutions) {
    static final ClassicCounts NONE = new ClassicCounts(0, 0, 0, 0, 0, 0, 0);
}
