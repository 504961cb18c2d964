package dev.sudoku.bench;

import java.util.ArrayList;
import java.util.List;

/**
 * The rated puzzles of one band of Sudoku Explainer ratings and the time they took: the bands the speed
 * goals are stated in, since the time to rate a puzzle grows with its rating by three orders of magnitude
 * (a whole-file figure says more about a file's few hardest puzzles than about typical ones).
 *
 * @param label the band as written in the tables, e.g. {@code 6.6-7.5}
 * @param from the lowest ER of the band
 * @param to the highest ER of the band
 * @param puzzles rated puzzles whose ER is in the band
 * @param seconds thread CPU time spent on them
 */
public record ErBand(String label, double from, double to, int puzzles, double seconds) {
    /** The bands of the speed goals: ER up to 4.4, 4.5-6.5, 6.6-7.5, 7.6-8.9, 9.0 and up. */
    static final List<ErBand> EMPTY = List.of(
            new ErBand("<= 4.4", 0, 4.4, 0, 0),
            new ErBand("4.5-6.5", 4.5, 6.5, 0, 0),
            new ErBand("6.6-7.5", 6.6, 7.5, 0, 0),
            new ErBand("7.6-8.9", 7.6, 8.9, 0, 0),
            new ErBand("9.0+", 9.0, Double.MAX_VALUE, 0, 0));

    /** Mean thread CPU milliseconds per puzzle of the band; 0 when it has none. */
    public double millisPerPuzzle() {
        return puzzles == 0 ? 0 : seconds * 1e3 / puzzles;
    }

    /** Whether a rating falls in the band (ratings have one decimal; the small margin absorbs rounding). */
    boolean holds(double er) {
        return er >= from - 0.05 && er < to + 0.05;
    }

    ErBand plus(double spent) {
        return new ErBand(label, from, to, puzzles + 1, seconds + spent);
    }

    /** Each rated puzzle's time added to the band of its rating; {@code ers[i]} goes with {@code seconds[i]}. */
    static List<ErBand> of(double[] ers, double[] seconds) {
        List<ErBand> bands = new ArrayList<>(EMPTY);
        for (int i = 0; i < ers.length; i++) {
            for (int b = 0; b < bands.size(); b++) {
                if (bands.get(b).holds(ers[i])) {
                    bands.set(b, bands.get(b).plus(seconds[i]));
                    break;
                }
            }
        }
        return List.copyOf(bands);
    }
}
