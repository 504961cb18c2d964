package dev.sudoku.bench.bank;

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

/**
 * Times {@code bank import} over a list of puzzles, by wall time on a number of threads, each running its
 * own {@link ImportTask} (rate, then store unless an equivalent is stored) into one or more fresh banks,
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
        try (WorkerPool pool = new WorkerPool(threads)) {
            Row warmup = new Row(Target.rateOnly());
            pool.forEach(0, Math.min(WARMUP, puzzles.size()), i -> warmup.run(source, i, puzzles.get(i)));
            int turn = 0;
            for (int start = 0; start < puzzles.size(); start += SLICE, turn++) {
                int from = start;
                int to = Math.min(puzzles.size(), start + SLICE);
                for (int k = 0; k < rows.size(); k++) {
                    Row row = rows.get((turn + k) % rows.size());
                    long began = System.nanoTime();
                    pool.forEach(from, to, i -> row.run(source, i, puzzles.get(i)));
                    row.nanos += System.nanoTime() - began;
                }
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

    /** One target's per-thread tasks and tallies. The tallies are written under the row's lock. */
    private final class Row {
        final Target target;
        final ThreadLocal<PuzzleRater> raters = ThreadLocal.withInitial(() -> new PuzzleRater(limit));
        final ThreadLocal<ImportTask> imports;
        long nanos;
        int done;
        int duplicates;
        int refused;

        Row(Target target) {
            this.target = target;
            this.imports = ThreadLocal.withInitial(
                    () -> new ImportTask(target.puzzles().orElseThrow(), scale, limit));
        }

        /** Rates or imports puzzle {@code index} of the list; always true (go on). */
        boolean run(String source, int index, Grid puzzle) {
            ResultStatus status;
            if (target.puzzles().isEmpty()) {
                status = raters.get().rate(puzzle) instanceof PuzzleRater.Rated ? ResultStatus.RATED : null;
            } else {
                int line = index + 1;
                status = imports.get()
                        .run(new Origin(source, line), Entry.Puzzle.of(line, puzzle))
                        .status();
            }
            synchronized (this) {
                if (status == ResultStatus.RATED || status == ResultStatus.STORED) {
                    done++;
                } else if (status == ResultStatus.DUPLICATE) {
                    duplicates++;
                } else {
                    refused++;
                }
            }
            return true;
        }
    }
}
