package dev.sudoku.api.batch;

/**
 * The note on standard error for an input that held no puzzle (an empty file, only blank and comment lines,
 * standard input ended at once): no failure, so the exit code stays 0, but said, so an empty output is
 * explained. Every command that reads puzzles, on either engine, and the job jar's entry point under
 * spark-submit say it in these words.
 */
public final class NoPuzzlesNote {
    private NoPuzzlesNote() {}

    /**
     * {@code sudoku: empty.txt: no puzzles in the input}.
     *
     * @param input the input as a person reads its name: the file as written, or {@code standard input}
     */
    public static String of(String input) {
        return "sudoku: " + input + ": no puzzles in the input";
    }
}
