package dev.sudoku.bench;

/**
 * One line of the generation table: puzzles of one shape and level made on one thread.
 *
 * @param shape the box shape, e.g. {@code 3x3}
 * @param side the grid side, e.g. 9
 * @param what the level's name, or {@code minimal} for the unrated reference
 * @param band the ER band, empty for the reference
 * @param puzzles puzzles made
 * @param timeouts puzzles not made within their time limit (their time is counted)
 * @param seconds thread CPU time spent on all of them
 * @param candidates candidate puzzles rated (each solution grid gives at least one)
 * @param grids solution grids drawn
 * @param clues givens of all the puzzles made
 */
public record GenerateRow(
        String shape,
        int side,
        String what,
        String band,
        int puzzles,
        int timeouts,
        double seconds,
        long candidates,
        long grids,
        long clues) {

    public double puzzlesPerSecond() {
        return seconds == 0 ? 0 : puzzles / seconds;
    }

    /** Mean thread CPU milliseconds per puzzle made (time of timed-out puzzles included). */
    public double millisPerPuzzle() {
        return puzzles == 0 ? 0 : seconds * 1e3 / puzzles;
    }

    /** Puzzles kept per candidate rated, as a percentage; 100 for the unrated reference. */
    public double acceptedPercent() {
        return candidates == 0 ? 100 : 100.0 * puzzles / candidates;
    }

    public double gridsPerPuzzle() {
        return puzzles == 0 ? 0 : (double) grids / puzzles;
    }

    public double cluesPerPuzzle() {
        return puzzles == 0 ? 0 : (double) clues / puzzles;
    }
}
