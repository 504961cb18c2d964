package dev.sudoku.generator;

/**
 * Why a puzzle made without a band has no rating ({@link Generated#unrated}). Without a band the rating only
 * describes the puzzle, so a rating that cannot finish leaves the puzzle unrated instead of losing it.
 */
public enum Unrated {
    /** The puzzle's time limit ran out while it was being rated. */
    OUT_OF_TIME,
    /**
     * Its path needs a step rated above {@link #LARGE_GRID_CAP} (SE's Nishio, multiple and dynamic forcing
     * chains, aligned triplets), which a rating without a band does not search on grids larger than {@link
     * #LARGEST_FULLY_RATED_SIDE}: so its ER is at least that cap plus 0.1.
     */
    ABOVE_LARGE_GRID_CAP,
    /** The run asked for no rating of puzzles made without a band: its output shows none. */
    NOT_ASKED;

    /** The highest ER a rating without a band reaches on grids larger than 16x16. */
    public static final double LARGE_GRID_CAP = 7.4;

    /** The largest side on which a rating without a band runs every SE technique. */
    public static final int LARGEST_FULLY_RATED_SIDE = 16;
}
