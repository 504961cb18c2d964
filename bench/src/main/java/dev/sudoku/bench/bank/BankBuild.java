package dev.sudoku.bench.bank;

import java.util.List;

/**
 * How a bank was brought to the size the random pick is timed at.
 *
 * @param before puzzles the bank held already
 * @param steps what was offered to it, in order (none when it was large enough)
 * @param after puzzles it holds now
 * @param seconds wall time of the steps
 */
public record BankBuild(long before, List<Step> steps, long after, double seconds) {
    public BankBuild {
        steps = List.copyOf(steps);
    }

    /**
     * One pass over a list of puzzles, each rated and stored unless an equivalent was.
     *
     * @param source the list: a file name, or the file name and {@code +N} for its puzzles with N more givens
     * @param offered puzzles offered (the pass stops once the bank is large enough)
     * @param stored puzzles stored
     * @param duplicates puzzles not stored because an equivalent was
     * @param refused puzzles that could not be rated
     */
    public record Step(String source, int offered, int stored, int duplicates, int refused) {}
}
