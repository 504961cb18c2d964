package dev.sudoku.bench;

/**
 * One line of the shoot-out table: one solver over one dataset.
 *
 * @param dataset the file name
 * @param solver the solver name
 * @param threads threads used (1: single-thread speed from thread CPU time)
 * @param puzzles puzzles solved per run
 * @param seconds the median time of the timed runs (CPU time for one thread, wall time for several)
 * @param noGuessPercent share of puzzles solved without a guess
 * @param guessesPerPuzzle mean guesses
 * @param unsolved puzzles not SOLVED (MULTIPLE, NONE, UNKNOWN, INVALID) in a run
 */
public record BenchRow(
        String dataset,
        String solver,
        int threads,
        int puzzles,
        double seconds,
        double noGuessPercent,
        double guessesPerPuzzle,
        int unsolved) {

    public double puzzlesPerSecond() {
        return seconds == 0 ? 0 : puzzles / seconds;
    }

    public double microsPerPuzzle() {
        return puzzles == 0 ? 0 : seconds * 1e6 / puzzles;
    }
}
