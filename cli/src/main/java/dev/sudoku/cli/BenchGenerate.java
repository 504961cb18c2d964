package dev.sudoku.cli;

import dev.sudoku.bench.GenerateBench;
import dev.sudoku.bench.GenerateRow;
import dev.sudoku.bench.GenerateTable;
import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.logic.rating.Level;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code sudoku bench --generate}: its options and its table, the generator timed per level and size. */
final class BenchGenerate {
    @Option(
            names = "--count",
            paramLabel = "N",
            defaultValue = "100",
            description = "With --generate: puzzles per row (the reference makes ten times as many); default"
                    + " ${DEFAULT-VALUE}. With --speed: puzzles per level, default 20. With --bank: the first N puzzles of"
                    + " --import-puzzles; default all.")
    int count;

    @Option(
            names = "--extreme-count",
            paramLabel = "N",
            defaultValue = "3",
            description = "With --generate: puzzles of the Extreme row, seconds each. Default: ${DEFAULT-VALUE}.")
    int extremeCount;

    @Option(
            names = "--levels",
            split = ",",
            paramLabel = "LEVEL",
            defaultValue = "easy,moderate,difficult,fiendish,diabolical,extreme",
            description = "With --generate: levels timed on 9x9. Default: ${DEFAULT-VALUE}.")
    List<Level> levels;

    @Option(
            names = "--sizes",
            split = ",",
            paramLabel = "N",
            defaultValue = "4,6,8,12,16",
            description = "With --generate: other sides timed, each at a level it reaches. Default: ${DEFAULT-VALUE}.")
    List<Integer> sizes;

    @Option(
            names = "--seed",
            paramLabel = "S",
            defaultValue = "1",
            description = "With --generate: seed of every row's run. Default: ${DEFAULT-VALUE}.")
    long seed;

    /** Runs the rows and formats the table; usage errors as {@link UsageException}. */
    String table() {
        if (count < 1 || extremeCount < 0) {
            throw new UsageException("--count must be positive and --extreme-count not negative");
        }
        GenerateBench bench = new GenerateBench(seed, GeneratorOptions.DEFAULT_TIME_LIMIT);
        GenerateRow reference = bench.reference(BoxShape.CLASSIC, 10 * count);
        List<GenerateRow> rows = new ArrayList<>(List.of(reference));
        for (Level level : levels) {
            int n = level == Level.EXTREME ? extremeCount : count;
            if (n > 0) {
                rows.add(bench.run(BoxShape.CLASSIC, level, n));
                System.err.printf("  9x9 %s done%n", level.displayName());
            }
        }
        for (int side : sizes) {
            BoxShape shape;
            try {
                shape = BoxShape.defaultFor(side);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--sizes: " + e.getMessage());
            }
            rows.add(bench.run(shape, GenerateBench.levelFor(side), count));
            System.err.printf("  %dx%d done%n", side, side);
        }
        return GenerateTable.format(rows, reference);
    }
}
