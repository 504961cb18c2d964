package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

/** Puzzles for the tests: the 9x9 fixture file and generated puzzles of other sizes. */
final class TestPuzzles {
    private TestPuzzles() {}

    /** The puzzles of {@code soundness-9x9.txt}. */
    static List<String> nineByNine() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                TestPuzzles.class.getResourceAsStream("/soundness-9x9.txt"), StandardCharsets.UTF_8))) {
            return reader.lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> line.split(":")[0])
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A unique puzzle of the given shape: some solution with its digits shuffled, then clues removed in a
     * random order while the puzzle stays unique. Deterministic for a seed.
     */
    static Grid generate(BoxShape shape, long seed) {
        return generate(shape, seed, 0);
    }

    /**
     * As {@link #generate(BoxShape, long)}, but clue removal stops once only {@code minClues} are left: an
     * easier puzzle, for paths that must stay quick on large grids.
     */
    static Grid generate(BoxShape shape, long seed, int minClues) {
        Random random = new Random(seed);
        ExactSolver solver = Solvers.create("auto");
        int n = shape.size();
        int[] values = solver.solve(Grid.empty(shape), SolveLimits.countUpTo(1))
                .solution()
                .orElseThrow()
                .toArray();
        List<Integer> digits = new ArrayList<>();
        for (int d = 1; d <= n; d++) {
            digits.add(d);
        }
        java.util.Collections.shuffle(digits, random);
        for (int i = 0; i < values.length; i++) {
            values[i] = digits.get(values[i] - 1);
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, random);
        int filled = values.length;
        for (int cell : order) {
            if (filled <= minClues) {
                break;
            }
            int kept = values[cell];
            values[cell] = 0;
            if (solver.solve(Grid.of(shape, values)).status() != Status.SOLVED) {
                values[cell] = kept;
            } else {
                filled--;
            }
        }
        return Grid.of(shape, values);
    }

    static Grid parse(String line) {
        return PuzzleReader.parse(line);
    }
}
