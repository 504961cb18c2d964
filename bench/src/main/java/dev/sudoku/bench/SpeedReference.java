package dev.sudoku.bench;

import java.util.List;

/**
 * The reference tools' figures the speed goals are stated against, measured on this project's machine
 * kind (2 cores) on 2026-11-25, the tools built from their public sources and run one after the other in
 * one session: tdoku's example-style solver with limit 2 (clang -O3 -march=native, no PGO), the classic
 * serate of the SukakuExplainer fork (2023.3.16) and Debian's QQWing 1.3.4. They are constants because
 * those tools are not part of this build; every figure of ours beside them is measured in the run that
 * prints it.
 */
public final class SpeedReference {
    /** tdoku in-process, one thread, thread CPU time: puzzles a second on 17-clue, top1465, hardest-1905. */
    public static final double TDOKU_17_CLUE_PER_SECOND = 174_000;

    public static final double TDOKU_TOP1465_PER_SECOND = 71_000;
    public static final double TDOKU_HARDEST_PER_SECOND = 13_700;

    /** tdoku's guesses per puzzle on hardest-1905. */
    public static final double TDOKU_HARDEST_GUESSES = 65;

    /** tdoku reading a whole file, end to end, wall: 17-clue 0.29-0.34 s, hardest-1905 3.5-3.7 s (middles). */
    public static final double TDOKU_17_CLUE_FILE_SECONDS = 0.315;

    public static final double TDOKU_HARDEST_FILE_SECONDS = 3.6;

    /**
     * serate's milliseconds per puzzle in each band of {@link ErBand#EMPTY} (1,000 QQWing puzzles rated by
     * both, ratings identical on all of them): ER up to 4.4, 4.5-6.5, 6.6-7.5, 7.6-8.9, 9.0 and up.
     */
    public static final List<Double> SERATE_MILLIS_PER_BAND = List.of(1.4, 6.9, 110.0, 846.0, 2_900.0);

    /** QQWing making 1,000 minimal puzzles in 5.9-7.2 s: milliseconds a puzzle (the middle). */
    public static final double QQWING_MINIMAL_MILLIS = 6.55;

    private SpeedReference() {}
}
