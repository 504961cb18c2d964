package dev.sudoku.bench;

/**
 * One line of the logical solver's table: one technique profile over one dataset, full path (logic, then
 * guessing where logic stops), beside the exact solver timed in the same run.
 *
 * @param dataset the file name
 * @param profile the technique profile (se or players)
 * @param puzzles puzzles solved per run
 * @param seconds median thread CPU time of the timed runs
 * @param exactSeconds the same for the reference exact solver over the same puzzles
 * @param noGuessPercent share of puzzles logic solved without a guess
 * @param stepsPerPuzzle mean logic steps applied (guessing included)
 * @param guessesPerPuzzle mean guesses
 * @param unsolved puzzles without a solution at the end of a run (none expected for valid sets)
 */
public record LogicRow(
        String dataset,
        String profile,
        int puzzles,
        double seconds,
        double exactSeconds,
        double noGuessPercent,
        double stepsPerPuzzle,
        double guessesPerPuzzle,
        int unsolved) {

    public double puzzlesPerSecond() {
        return seconds == 0 ? 0 : puzzles / seconds;
    }

    /** How many times slower than the exact solver on the same puzzles in the same run. */
    public double slowdown() {
        return exactSeconds == 0 ? 0 : seconds / exactSeconds;
    }
}
