package dev.sudoku.logic.classic;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** Puzzles for the classic solver tests: the project's own fixture files and a few chosen lines. */
final class ClassicFixtures {
    /** A widely reproduced easy puzzle that singles alone solve. */
    static final String EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /** Unique; SE logic needs pointing, naked and hidden pairs, then gets stuck (core's golden file). */
    static final String NEEDS_PAIRS =
            "..............1..2..3....4.........5..637.....2......1....6.87....4...3.59.......";

    /** Unique; SE logic finds one hidden single and three pointings, then needs guessing (golden file). */
    static final String NEEDS_GUESSING =
            "1...6......5..31...6...8..97.85...4....4..25......2.......9.3.2..1........3...714";

    /** Unique and hard: logic finds almost nothing, guessing needs hundreds of guesses (golden file). */
    static final String HARDEST = "........3..1..56...9..4..7......9.5.7.......8.5.4.2....8..2..9...35..1..6........";

    /**
     * No solution: a golden-file puzzle with a 7 added at r1c1 that repeats no digit; logic gets stuck
     * and both values of the first guess cell fail.
     */
    static final String NONE_AFTER_GUESSES =
            "7..3.8....4......6..6...5.......12...8..4......3..7.9.1....4..8...51.6....2....7.";

    /** No solution: as above with an 8 added at r1c1 to another golden puzzle; nested guesses fail. */
    static final String NONE_AFTER_NESTED_GUESSES =
            "8......35.....2.6...3.5..8...5.9...6.7....9..1..4.......6.8..9..2.1.....4....7...";

    /** Several solutions (golden file, count 1060 or more): bivalue depth 2 finds none, depth 4 does. */
    static final String SEVERAL_NEEDS_DEPTH_4 =
            "8.........95.......67.........7964.2...452..3...813......971546...634298...528137";

    /** A 6x6 (2x3 boxes) unique puzzle that singles solve, generated with the exact solver. */
    static final String SIX_UNIQUE = ".31.6.2..5....5...64..1.....26...1..";

    /** {@link #SIX_UNIQUE} without r1c2 and r3c2: several solutions; bivalue depth 2 finds none. */
    static final String SIX_SEVERAL = "..1.6.2..5....5...6...1.....26...1..";

    /** A 6x6 with only its first row given: logic gets stuck at once, many solutions. */
    static final String SIX_SPARSE = "123456..............................";

    private ClassicFixtures() {}

    static Grid parse(String line) {
        return PuzzleReader.parse(line);
    }

    /** One line of a fixture file: the puzzle and its solution count (-1 when the file does not say). */
    record Fixture(String puzzle, int count) {}

    /** The unique puzzles of logic's {@code soundness-9x9.txt}. */
    static List<Fixture> soundness() {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                ClassicFixtures.class.getResourceAsStream("/soundness-9x9.txt"), StandardCharsets.UTF_8))) {
            return reader.lines()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> new Fixture(line.split(":")[0], 1))
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Core's exact-solver golden file ({@code puzzle:count:solution}), read from the core module's test
     * resources: unique, several-solution and no-solution puzzles.
     */
    static List<Fixture> golden() {
        Path path = Path.of("../core/src/test/resources/golden/exact-9x9.txt");
        try {
            List<Fixture> fixtures = new ArrayList<>();
            for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] parts = line.split(":");
                    fixtures.add(new Fixture(parts[0], Integer.parseInt(parts[1])));
                }
            }
            return fixtures;
        } catch (IOException e) {
            throw new UncheckedIOException("core's golden file should be at " + path.toAbsolutePath(), e);
        }
    }

    static List<Fixture> all() {
        List<Fixture> all = new ArrayList<>(soundness());
        all.addAll(golden());
        return all;
    }

    /** The solution when the exact solver proves it unique. */
    static Optional<Grid> uniqueSolution(Grid puzzle) {
        SolveResult result = Solvers.create("auto").solve(puzzle);
        return result.status() == Status.SOLVED ? result.solution() : Optional.empty();
    }

    static Geometry geometry(Grid grid) {
        return Geometry.of(grid.shape());
    }
}
