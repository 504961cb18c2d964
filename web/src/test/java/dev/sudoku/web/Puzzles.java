package dev.sudoku.web;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Puzzles for the API tests: seeded generated ones with their solutions, and a few named hard ones. */
final class Puzzles {
    /** Easter Monster: needs guessing after the singles and the SE techniques without chains. */
    static final String EASTER_MONSTER =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
    /** Logic without chains stops with bivalue cells; fixing two of them at once solves it. */
    static final String BIVALUE = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
    /** Rated 4.5 with a Unique Rectangle type 3 on its path. */
    static final String UNIQUE_RECTANGLE =
            ".3.6..42..2.7..8..67...........5.....8...1.....1.3...936..4.7.8....9..4.4..5...1.";

    private Puzzles() {}

    record Known(String puzzle, String solution) {}

    /** {@code count} unique puzzles of {@code shape}, made from {@code seed}. */
    static List<Known> generated(BoxShape shape, long seed, int count) {
        return generated(GeneratorOptions.of(shape, seed), count);
    }

    /** {@code count} unique 9x9 puzzles of a level, made from {@code seed}. */
    static List<Known> generated(Level level, long seed, int count) {
        return generated(GeneratorOptions.of(BoxShape.CLASSIC, seed).withBand(RatingBand.of(level)), count);
    }

    /**
     * A solution grid of {@code shape} with a seeded share of its cells blanked: quick to make on any size
     * (a generated minimal 16x16 takes tens of seconds), easy to explain, not always unique.
     */
    static String thinnedSolution(BoxShape shape, long seed, double blankShare) {
        Grid full = Solvers.create(Solvers.AUTO)
                .solve(Grid.empty(shape), SolveLimits.countUpTo(1))
                .solution()
                .orElseThrow();
        Random random = new Random(seed);
        Grid puzzle = full;
        for (int cell = 0; cell < full.cellCount(); cell++) {
            if (random.nextDouble() < blankShare) {
                puzzle = puzzle.with(cell, 0);
            }
        }
        return LineFormat.write(puzzle);
    }

    private static List<Known> generated(GeneratorOptions options, int count) {
        Generator generator = new Generator(options);
        List<Known> puzzles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Generated made = generator.generate(i);
            puzzles.add(new Known(LineFormat.write(made.puzzle()), LineFormat.write(made.solution())));
        }
        return puzzles;
    }
}
