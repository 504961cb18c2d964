package dev.sudoku.bench;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.MinimalPuzzles;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.Level;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;

/**
 * Times the generator on one thread: puzzles of a level on a shape, each timed in thread CPU time, and the
 * reference of the same run, minimal puzzles without a rating ({@link MinimalPuzzles}), the work QQWing
 * times. A row makes puzzles 0..count-1 of a seeded run, so two runs with the same seed time the same
 * puzzles; before the timed puzzles, a fifth as many of another seed are made untimed, to warm the JIT.
 *
 * <p>The time of a puzzle not found within its limit counts, and the puzzle is counted as a timeout.
 */
public final class GenerateBench {
    private final long seed;
    private final Duration timeLimit;
    private final ThreadMXBean mx = ManagementFactory.getThreadMXBean();

    public GenerateBench(long seed, Duration timeLimit) {
        this.seed = seed;
        this.timeLimit = timeLimit;
    }

    /** The level each size of the table is timed at: the hardest its minimal puzzles reach often. */
    public static Level levelFor(int side) {
        return switch (side) {
            case 4 -> Level.EASY;
            case 6, 8 -> Level.MODERATE;
            case 9, 12 -> Level.DIFFICULT;
            default -> Level.EASY;
        };
    }

    /** Minimal puzzles, no symmetry, not rated. */
    public GenerateRow reference(BoxShape shape, int count) {
        MinimalPuzzles maker = new MinimalPuzzles(shape, Symmetry.NONE);
        for (int i = 0; i < count / 5; i++) {
            maker.make(Seeds.of(seed + 1, i));
        }
        double seconds = 0;
        long clues = 0;
        for (int i = 0; i < count; i++) {
            long start = mx.getCurrentThreadCpuTime();
            Grid puzzle = maker.make(Seeds.of(seed, i));
            seconds += (mx.getCurrentThreadCpuTime() - start) / 1e9;
            clues += puzzle.filledCount();
        }
        return new GenerateRow(shape.toString(), shape.size(), "minimal", "", count, 0, seconds, 0, count, clues);
    }

    /** Puzzles of {@code level} on {@code shape}, no symmetry. */
    public GenerateRow run(BoxShape shape, Level level, int count) {
        RatingBand band = RatingBand.of(level);
        GeneratorOptions options =
                GeneratorOptions.of(shape, seed).withBand(band).withTimeLimit(timeLimit);
        Generator warm = new Generator(options.withSeed(seed + 1));
        for (int i = 0; i < count / 5; i++) {
            try {
                warm.generate(i);
            } catch (GenerationTimeoutException e) {
                break;
            }
        }
        Generator generator = new Generator(options);
        double seconds = 0;
        int made = 0;
        int timeouts = 0;
        long candidates = 0;
        long grids = 0;
        long clues = 0;
        for (int i = 0; i < count; i++) {
            long start = mx.getCurrentThreadCpuTime();
            try {
                Generated puzzle = generator.generate(i);
                made++;
                candidates += puzzle.candidates();
                grids += puzzle.grids();
                clues += puzzle.clues();
            } catch (GenerationTimeoutException e) {
                timeouts++;
            }
            seconds += (mx.getCurrentThreadCpuTime() - start) / 1e9;
        }
        return new GenerateRow(
                shape.toString(),
                shape.size(),
                level.displayName(),
                band.toString(),
                made,
                timeouts,
                seconds,
                candidates,
                grids,
                clues);
    }
}
