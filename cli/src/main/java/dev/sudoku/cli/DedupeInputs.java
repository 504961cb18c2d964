package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * The large inputs {@code sudoku bench --spark} dedupes, made from one-line 9x9 puzzles: one whose puzzles
 * are nearly all different, and one of the same size whose classes have many members spread over the file.
 * A collection of millions is what a user dedupes on Spark, and there Spark's fixed cost per job no longer
 * hides what each further puzzle costs.
 */
final class DedupeInputs {
    /** Copies that only rename digits: beyond them a copy is also turned half a turn. */
    private static final int RENAMINGS = 9;

    private DedupeInputs() {}

    /**
     * Copy {@code copy} (from 0) of a puzzle, equivalent to it: its digits moved on by {@code copy} modulo 9 (9
     * wraps to 1), and copies 9 to 17 also turned half a turn (the line read backwards), so copies 0 to 17 of
     * a puzzle without that symmetry are 18 different lines of one class.
     */
    static String copy(String line, int copy) {
        String renamed = renamed(line, copy % RENAMINGS);
        return copy / RENAMINGS % 2 == 0
                ? renamed
                : new StringBuilder(renamed).reverse().toString();
    }

    /** The line with each digit 1-9 moved on by {@code shift} (9 wraps to 1): the same puzzle, renamed. */
    static String renamed(String line, int shift) {
        char[] characters = line.toCharArray();
        for (int i = 0; i < characters.length; i++) {
            char c = characters[i];
            if (c >= '1' && c <= '9') {
                characters[i] = (char) ('1' + (c - '1' + shift) % 9);
            }
        }
        return new String(characters);
    }

    /**
     * The lines {@code copies} times, a block per copy ({@link #copy}): every class has that many members,
     * a whole input apart, as repeats are spread through real collections rather than next to each other.
     */
    static List<String> spreadCopies(List<String> lines, int copies) {
        List<String> all = new ArrayList<>(lines.size() * copies);
        for (int copy = 0; copy < copies; copy++) {
            for (String line : lines) {
                all.add(copy(line, copy));
            }
        }
        return all;
    }

    /**
     * Each puzzle with one given more, taken from its solution, in each of its first {@code variants} empty
     * cells in turn: {@code variants} new puzzles per puzzle, each with a unique solution, in classes of their
     * own but where the puzzle has a symmetry that maps one added cell onto another. A line that is not an
     * 81-character puzzle with one solution is left out.
     */
    static List<String> oneMoreGiven(List<String> lines, int variants, ExactSolver solver) {
        List<String> all = new ArrayList<>(lines.size() * variants);
        for (String line : lines) {
            Grid solution = solved(line, solver);
            if (solution == null) {
                continue;
            }
            int made = 0;
            for (int cell = 0; cell < solution.cellCount() && made < variants; cell++) {
                char given = line.charAt(cell);
                if (given < '1' || given > '9') {
                    char[] more = line.toCharArray();
                    more[cell] = (char) ('0' + solution.get(cell));
                    all.add(new String(more));
                    made++;
                }
            }
        }
        return all;
    }

    /**
     * The one solution of a one-line 9x9 puzzle (81 characters, a cell each); null for another line or a puzzle
     * without one solution.
     */
    static Grid solved(String line, ExactSolver solver) {
        if (line.length() != 81) {
            return null;
        }
        Grid puzzle;
        try {
            puzzle = PuzzleReader.parse(line);
        } catch (FormatException e) {
            return null;
        }
        SolveResult result = solver.solve(puzzle);
        return result.status() == Status.SOLVED ? result.solution().orElseThrow() : null;
    }
}
