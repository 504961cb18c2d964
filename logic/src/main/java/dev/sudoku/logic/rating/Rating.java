package dev.sudoku.logic.rating;

import dev.sudoku.logic.TechniqueId;
import java.util.Objects;
import java.util.Optional;

/**
 * Sudoku Explainer's three numbers for a puzzle (SE_RATING_SPEC §2.3).
 *
 * @param er the hardest step of the solve path; 20.0 when the catalogue gets stuck before the grid is full
 * @param ep the hardest step up to and including the first one that places a digit (0.0 when none did)
 * @param ed the difficulty of the first step (0.0 for a full grid)
 * @param hardest the kind of the first step that reached the path's maximum; empty for a grid already full.
 *     When the solve got stuck it names the hardest step taken before, not the 20.0.
 * @param solved whether the catalogue filled the grid
 * @param steps how many steps were applied
 * @param score HoDoKu's cumulative score of the path ({@link HodokuScore}), brute force included when stuck
 */
public record Rating(
        double er, double ep, double ed, Optional<TechniqueId> hardest, boolean solved, int steps, int score) {
    /** SE's value for a puzzle its techniques cannot finish. */
    public static final double NOT_RATED = 20.0;

    public Rating {
        Objects.requireNonNull(hardest, "hardest");
        if (steps < 0 || score < 0) {
            throw new IllegalArgumentException("steps and score must be 0 or more, got " + steps + ", " + score);
        }
    }

    /** The level of {@link #er()} on the default scale ({@link LevelScale#DEFAULT}). */
    public Level level() {
        return Level.of(er);
    }

    /** "ER/EP/ED" as serate prints it, e.g. "4.2/1.2/1.2". */
    public String triple() {
        return format(er) + "/" + format(ep) + "/" + format(ed);
    }

    /**
     * A difficulty with one decimal, the way SE prints it: {@code w = (int) ((d + 0.05) * 10)}, then
     * {@code w / 10 + "." + w % 10} (§1.3). Built from integers, so it reads "4.2" under every locale
     * (what {@code String.format(Locale.ROOT, "%.1f", d)} gives for SE's values) and 6.699999999999999
     * prints "6.7".
     */
    public static String format(double difficulty) {
        if (!(difficulty >= 0) || Double.isInfinite(difficulty)) {
            throw new IllegalArgumentException("a difficulty is finite and 0 or more, got " + difficulty);
        }
        int tenths = tenths(difficulty);
        return tenths / 10 + "." + tenths % 10;
    }

    /** A difficulty in whole tenths, rounded as SE prints it. */
    static int tenths(double difficulty) {
        return (int) ((difficulty + 0.05) * 10);
    }
}
