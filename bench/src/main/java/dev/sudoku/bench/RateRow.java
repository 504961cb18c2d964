package dev.sudoku.bench;

import java.util.List;

/**
 * One line of the rating table: Sudoku Explainer's rating over one dataset, beside serate's own times
 * when the file carries them.
 *
 * @param puzzles puzzles in the file
 * @param rated puzzles our techniques finish (the others need chains)
 * @param agreeing rated puzzles whose ER/EP/ED equal the file's reference, when it has one
 * @param referenced rated puzzles that carry a reference rating
 * @param seconds median thread CPU time to rate every puzzle of the file
 * @param ratedSeconds of that, the time spent on the rated puzzles
 * @param serateSeconds serate's recorded time for the rated puzzles, 0 when the file has none
 * @param medianPuzzleSeconds the median time of one puzzle (last timed run)
 * @param maxPuzzleSeconds the longest time of one puzzle (last timed run)
 * @param bands the rated puzzles and their time per band of ER (last timed run)
 */
public record RateRow(
        String dataset,
        int puzzles,
        int rated,
        int agreeing,
        int referenced,
        double seconds,
        double ratedSeconds,
        double serateSeconds,
        double medianPuzzleSeconds,
        double maxPuzzleSeconds,
        List<ErBand> bands) {

    public RateRow {
        bands = List.copyOf(bands);
    }

    public double puzzlesPerSecond() {
        return seconds == 0 ? 0 : puzzles / seconds;
    }

    /** How many times faster than serate on the rated puzzles; 0 without reference times. */
    public double speedup() {
        return ratedSeconds == 0 || serateSeconds == 0 ? 0 : serateSeconds / ratedSeconds;
    }
}
