package dev.sudoku.spark;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.generator.SolutionGrids;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Inputs made in the test from a fixed seed: random full grids with {@code blanks} cells emptied. With
 * few blanks they are easy (singles) and fast to rate; with many, some have several solutions, which is
 * a report like any other. Every hundredth line is a line that is not a puzzle, and some are blank or
 * comments, so the outputs hold INVALID reports and skip lines.
 */
final class TestPuzzles {
    private TestPuzzles() {}

    static List<String> lines(int count, int blanks, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        SolutionGrids grids = new SolutionGrids(BoxShape.CLASSIC);
        List<String> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (i % 100 == 57) {
                lines.add("not a puzzle, line " + (i + 1));
            } else if (i % 250 == 3) {
                lines.add(i % 500 == 3 ? "" : "# a comment");
            } else {
                lines.add(line(grids.next(random), blanks, random));
            }
        }
        return lines;
    }

    private static String line(Grid solution, int blanks, SplittableRandom random) {
        char[] text = new char[81];
        for (int cell = 0; cell < 81; cell++) {
            text[cell] = (char) ('0' + solution.get(cell));
        }
        for (int emptied = 0; emptied < blanks; ) {
            int cell = random.nextInt(81);
            if (text[cell] != '.') {
                text[cell] = '.';
                emptied++;
            }
        }
        return new String(text);
    }
}
