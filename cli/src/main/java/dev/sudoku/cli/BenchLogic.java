package dev.sudoku.cli;

import dev.sudoku.bench.Dataset;
import dev.sudoku.bench.LogicBench;
import dev.sudoku.bench.LogicRow;
import dev.sudoku.bench.LogicTable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code sudoku bench --logic}: its option and its table, the logical solver timed per profile. */
final class BenchLogic {
    /** The sets the logical solver's table is stated for (hardest-1905 guesses too much to be quick). */
    static final List<String> SETS = List.of("17_clue_49158.txt", "magictour_top1465.txt");

    @Option(
            names = "--profile",
            split = ",",
            defaultValue = "se-nochains,players",
            description =
                    "With --logic or --explain: technique profiles to time. Default: ${DEFAULT-VALUE} (--explain: players).")
    List<String> profiles;

    /**
     * Times every profile on every file, one row each, and formats the table; usage errors as {@link
     * UsageException}. Cost: each puzzle solved {@code warmup + runs} times per profile.
     */
    String table(BenchInputs inputs) {
        LogicBench bench = new LogicBench(inputs.warmup(), inputs.runs());
        List<LogicRow> rows = new ArrayList<>();
        for (Path file : inputs.files()) {
            Dataset dataset = inputs.load(file);
            for (String profile : profiles) {
                rows.add(bench.run(dataset, profile, Profiles.named(profile)));
                System.err.printf("  %s / %s done%n", dataset.name(), profile);
            }
        }
        return LogicTable.format(rows);
    }
}
