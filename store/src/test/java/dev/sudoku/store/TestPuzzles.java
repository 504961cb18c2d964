package dev.sudoku.store;

import dev.sudoku.core.BoxShape;

/** Puzzles to store. The bank does not read the grids, so they only need to be distinct and well formed. */
final class TestPuzzles {
    static final String PUZZLE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    static final String SOLUTION = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    private TestPuzzles() {}

    /** A 9x9 easy puzzle read from a file. */
    static NewPuzzle puzzle(String canonical) {
        return puzzle(canonical, 9, "easy", 1.5);
    }

    /**
     * A puzzle of a side and level; odd-length canonical forms come from the generator, the others from a
     * file, so both kinds of origin are written and read back.
     */
    static NewPuzzle puzzle(String canonical, int size, String level, double er) {
        BoxShape shape = BoxShape.defaultFor(size);
        Origin origin = canonical.length() % 2 == 1
                ? Origin.generator(canonical.hashCode() * 7919L)
                : Origin.file("top95.txt", canonical.length());
        return new NewPuzzle(
                shape,
                size == 9 ? PUZZLE : ".".repeat(shape.cellCount()),
                size == 9 ? SOLUTION : "1".repeat(shape.cellCount()),
                canonical,
                new Ratings(er, er - 0.5, 1.2, (int) (er * 100), level),
                size == 9 ? 17 : 0,
                "none",
                origin);
    }
}
