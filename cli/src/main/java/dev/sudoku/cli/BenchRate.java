package dev.sudoku.cli;

import dev.sudoku.bench.RateBench;
import dev.sudoku.bench.RateRow;
import dev.sudoku.bench.RateTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code sudoku bench --rate}: its option and its table, Sudoku Explainer's rating timed per file. */
final class BenchRate {
    /** The set the rating table is stated for: puzzles with serate's ratings and times. */
    static final List<String> SETS = List.of("se_classic_dev.txt");

    @Option(
            names = "--sample",
            paramLabel = "N",
            defaultValue = "0",
            description = "With --rate: N puzzles drawn from each whole file with a fixed seed, in file order.")
    int sample;

    /**
     * Rates every file, one row each, and formats the table; usage errors as {@link UsageException}.
     * Cost: each puzzle rated {@code warmup + runs} times.
     */
    String table(BenchInputs inputs) throws IOException {
        RateBench bench = new RateBench(inputs.warmup(), inputs.runs());
        List<RateRow> rows = new ArrayList<>();
        for (Path file : inputs.files()) {
            try {
                rows.add(bench.run(BenchInputs.readable(file), inputs.limit(), sample));
            } catch (IllegalArgumentException e) {
                throw new UsageException("'" + file + "' is not a file of rated puzzles: " + e.getMessage());
            }
            System.err.printf("  %s done%n", file.getFileName());
        }
        return RateTable.format(rows);
    }
}
