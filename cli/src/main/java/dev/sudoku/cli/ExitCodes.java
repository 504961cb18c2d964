package dev.sudoku.cli;

/** The exit codes every command keeps. */
final class ExitCodes {
    /** Every puzzle solved uniquely (or the command did its job). */
    static final int OK = 0;
    /** Some puzzle was invalid, unsolvable, had several solutions or ran out of budget. */
    static final int FAILURE = 1;
    /** The command line was wrong (unknown option, missing file...). */
    static final int USAGE = 2;

    private ExitCodes() {}
}
