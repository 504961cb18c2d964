package dev.sudoku.bench.bank;

import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.Origin;
import dev.sudoku.api.PuzzleRater;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.bank.ImportTask;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.PuzzleRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.IntStream;

/**
 * Times {@code bank import} over a list of puzzles, by wall time on a number of threads, as the command
 * runs it: each thread's own {@link ImportTask} rates, and the puzzles are stored one at a time in the
 * list's order ({@link OrderedParallel}), so the ids follow the list; into one or more fresh banks,
 * against the reference: the same puzzles rated by a {@link PuzzleRater} per thread and not stored. The
 * ratio of the two is what storing costs on top of rating.
 *
 * <p>The rows take turns over slices of the list ({@value #SLICE} puzzles each, the first row of a turn
 * rotating), so a change in the machine's load over the minutes a large list takes falls on every row
 * alike. A slice ends when its slowest thread ends, the same for every row as they share the puzzles.
 * Before any timing, the first {@value #WARMUP} puzzles are rated untimed, so the rating code is compiled
 * before the first timed row (the database code warms up inside its row: a few hundred puzzles).
 */
public final class ImportBench {
    /** Puzzles per turn: long enough that a turn's start and end are noise (seconds), short enough to interleave. */
    public static final int SLICE = 1_000;
    /** Puzzles rated untimed first. */
    public static final int WARMUP = 1_000;

    /** A row: rating alone when {@code puzzles} is empty, else an import into that bank. */
    public record Target(String database, Optional<PuzzleRepository> puzzles) {
        public Target {
            Objects.requireNonNull(database, "database");
            Objects.requireNonNull(puzzles, "puzzles");
        }

        /** The reference: rating without storing. */
        public static Target rateOnly() {
            return new Target("-", Optional.empty());
        }

        /** An import into {@code puzzles}, a bank named {@code database} in the table. */
        public static Target bank(String database, PuzzleRepository puzzles) {
            return new Target(database, Optional.of(puzzles));
        }
    }

    private final int threads;
    private final LevelScale scale;
    private final Optional<TimeLimit> limit;

    /**
     * @param limit each puzzle's rating time limit, as {@code bank import --time-limit}
     */
    public ImportBench(int threads, LevelScale scale, Optional<TimeLimit> limit) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be positive, got " + threads);
        }
        this.threads = threads;
        this.scale = Objects.requireNonNull(scale, "scale");
        this.limit = Objects.requireNonNull(limit, "limit");
    }

    /**
     * One row per target, in the order given.
     *
     * @param source the file name the bank records as each puzzle's origin, with its position in the list
     *     as the line
     */
    public List<ImportRow> run(String source, List<Grid> puzzles, List<Target> targets) {
        List<Row> rows = targets.stream().map(Row::new).toList();
        new Row(Target.rateOnly()).run(source, puzzles, 0, Math.min(WARMUP, puzzles.size()));
        int turn = 0;
        for (int start = 0; start < puzzles.size(); start += SLICE, turn++) {
            int to = Math.min(puzzles.size(), start + SLICE);
            for (int k = 0; k < rows.size(); k++) {
                Row row = rows.get((turn + k) % rows.size());
                long began = System.nanoTime();
                row.run(source, puzzles, start, to);
                row.nanos += System.nanoTime() - began;
            }
        }
        List<ImportRow> results = new ArrayList<>();
        for (Row row : rows) {
            results.add(new ImportRow(
                    row.target.puzzles().isEmpty() ? "rate" : "import",
                    row.target.database(),
                    threads,
                    puzzles.size(),
                    row.done,
                    row.duplicates,
                    row.refused,
                    row.nanos / 1e9));
        }
        return results;
    }

    /** One target's tallies; its tasks are made once per thread of each slice's run. */
    private final class Row {
        final Target target;
        long nanos;
        int done;
        int duplicates;
        int refused;

        Row(Target target) {
            this.target = target;
        }

        /**
         * Rates or imports the puzzles {@code from} (inclusive) to {@code to} (exclusive) of the list: rated
         * on the threads, finished (stored, and counted) on this one in the list's order.
         */
        void run(String source, List<Grid> puzzles, int from, int to) {
            // What a worker hands on: the step left for the list's order (storing), which gives the status.
            Supplier<Function<Integer, Supplier<ResultStatus>>> workers = () -> {
                if (target.puzzles().isEmpty()) {
                    PuzzleRater rater = new PuzzleRater(limit);
                    return i -> {
                        ResultStatus status =
                                rater.rate(puzzles.get(i)) instanceof PuzzleRater.Rated ? ResultStatus.RATED : null;
                        return () -> status;
                    };
                }
                ImportTask task = new ImportTask(target.puzzles().orElseThrow(), scale, limit);
                return i -> {
                    OrderedEntryTask.Prepared prepared =
                            task.prepare(new Origin(source, i + 1), Entry.Puzzle.of(i + 1, puzzles.get(i)));
                    return () -> prepared.finish().status();
                };
            };
            OrderedParallel.run(IntStream.range(from, to).boxed().iterator(), threads, 1, workers, this::count);
        }

        private void count(Supplier<ResultStatus> finish) {
            ResultStatus status = finish.get();
            if (status == ResultStatus.RATED || status == ResultStatus.STORED) {
                done++;
            } else if (status == ResultStatus.DUPLICATE) {
                duplicates++;
            } else {
                refused++;
            }
        }
    }
}
