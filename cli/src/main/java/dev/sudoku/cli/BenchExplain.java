package dev.sudoku.cli;

import dev.sudoku.api.OrderedParallel;
import dev.sudoku.bench.Dataset;
import dev.sudoku.bench.ExplainBench;
import dev.sudoku.bench.ExplainRow;
import dev.sudoku.bench.ExplainTable;
import dev.sudoku.core.Grid;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code sudoku bench --explain}: its options and its table, the whole logical path timed per puzzle. */
final class BenchExplain {
    /** The set the explain goal is stated for. */
    static final List<String> SETS = List.of("forum_hardest_1106.txt");

    /** The puzzles the explain goal is stated for: every 37th of the file, the first 8. */
    static final int DEFAULT_EVERY = 37;

    static final int DEFAULT_PICKS = 8;

    /** The options that apply to --explain only. */
    static final List<String> OPTIONS = List.of("--every", "--picks", "--helpers");

    @Option(
            names = "--every",
            paramLabel = "N",
            defaultValue = "" + DEFAULT_EVERY,
            description = "With --explain: every Nth puzzle of each file, from the first. Default: ${DEFAULT-VALUE}.")
    int every;

    @Option(
            names = "--picks",
            paramLabel = "N",
            defaultValue = "" + DEFAULT_PICKS,
            description = "With --explain: at most N puzzles of each file so taken. Default: ${DEFAULT-VALUE}.")
    int picks;

    @Option(
            names = "--helpers",
            paramLabel = "N",
            defaultValue = "0",
            description = "With --explain: lend N more threads to each search step, as the server lends its idle"
                    + " workers (steps and hints then timed in wall time). Default: ${DEFAULT-VALUE}, one thread.")
    int helpers;

    /**
     * Explains the picked puzzles of every file with every profile, one row each, and formats the table;
     * usage errors as {@link UsageException}. Cost: each puzzle explained {@code warmup + runs} times.
     */
    String table(BenchInputs inputs, List<String> profiles) {
        if (every < 1 || picks < 1) {
            throw new UsageException("--every and --picks must be positive");
        }
        // The step's own thread and its helpers are no more threads than any run takes.
        if (helpers < 0 || helpers >= OrderedParallel.MAX_THREADS) {
            throw new UsageException(
                    "--helpers must be from 0 to " + (OrderedParallel.MAX_THREADS - 1) + ", not " + helpers);
        }
        ExplainBench bench = new ExplainBench(inputs.warmup(), inputs.runs()).withHelpers(helpers);
        List<ExplainRow> rows = new ArrayList<>();
        for (Path file : inputs.files()) {
            Dataset picked = picked(inputs.load(file), every, picks);
            for (String profile : profiles) {
                rows.add(bench.run(picked, profile, Profiles.named(profile)));
                System.err.printf("  %s / %s done%n", picked.name(), profile);
            }
        }
        return ExplainTable.format(rows);
    }

    /** Puzzles 1, 1 + every, 1 + 2 every, ... of the file, at most {@code picks}. */
    static Dataset picked(Dataset all, int every, int picks) {
        List<Grid> puzzles = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < all.puzzles().size() && puzzles.size() < picks; i += every) {
            puzzles.add(all.puzzles().get(i));
            lines.add(all.lines().get(i));
        }
        String name = every == 1 ? all.name() : all.name() + " (1 in " + every + ")";
        return new Dataset(name, puzzles, all.unreadable(), lines);
    }
}
