package dev.sudoku.api.batch;

import dev.sudoku.api.EntryTask;
import dev.sudoku.api.GridText;
import dev.sudoku.api.Origin;
import dev.sudoku.api.RateTask;
import dev.sudoku.api.SolveTask;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.InputReader;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.rating.LevelScale;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * The one per-line function of batch runs, whichever engine runs them (the command line's threads or a
 * Spark job): one input line, with its source name and 1-based line number, gives the JSON report lines of
 * its entries, in the schema of {@code sudoku solve|rate --format json}. A blank or comment line gives
 * none; a line that is not a puzzle gives an INVALID report naming the line; a puzzle that exceeds the time
 * limit gives a TIMEOUT report. Never throws for bad input, so one line never fails a job.
 *
 * <p>Only formats that keep a puzzle on one line are read this way (81-character lines, {@code
 * puzzle:count:solution}, {@code .sdm}, JSON Lines); multi-line grids are not, since an engine may cut the
 * input between any two lines.
 *
 * <p>This record is the serializable description shipped to workers; {@link #worker()} makes the function
 * itself, which keeps per-thread solver state: make one per thread or per Spark partition.
 *
 * @param job what is done to each puzzle
 * @param timeLimitSeconds the budget of each puzzle, or 0 for none
 * @param timing whether reports carry the time taken; without it the output is the same on every run and
 *     engine (the time is left null)
 */
public record LineBatch(BatchJob job, double timeLimitSeconds, boolean timing) implements Serializable {
    private static final long serialVersionUID = 1L;

    public LineBatch {
        if (job == null) {
            throw new IllegalArgumentException("a batch needs a job");
        }
        if (!(timeLimitSeconds >= 0) || Double.isInfinite(timeLimitSeconds)) {
            throw new IllegalArgumentException("the time limit must be 0 (none) or positive, not " + timeLimitSeconds);
        }
    }

    /** The function for one thread. */
    public Worker worker() {
        Optional<TimeLimit> limit =
                timeLimitSeconds == 0 ? Optional.empty() : Optional.of(TimeLimit.ofSeconds(timeLimitSeconds));
        EntryTask task =
                switch (job) {
                    case SOLVE -> new SolveTask(
                            Solvers.create(Solvers.AUTO),
                            limit.isEmpty()
                                    ? SolveLimits.countUpTo(2)
                                    : SolveLimits.countUpTo(2)
                                            .withMaxNanos(limit.get().duration().toNanos()),
                            GridText.DEFAULT);
                    case RATE -> new RateTask(LevelScale.DEFAULT, limit, GridText.DEFAULT);
                };
        return new Worker(task, timing);
    }

    /** The per-line function, with one thread's solver state. */
    public static final class Worker {
        private final EntryTask task;
        private final boolean timing;
        private final InputReader reader = new InputReader(ReadOptions.DEFAULT);

        private Worker(EntryTask task, boolean timing) {
            this.task = task;
            this.timing = timing;
        }

        /** The report lines (JSON, no line end) of one input line; empty for a blank or comment line. */
        public List<String> apply(String source, long lineNumber, String line) {
            List<Report> reports = reports(source, lineNumber, line);
            List<String> out = new ArrayList<>(reports.size());
            for (Report report : reports) {
                out.add(ReportJson.write(report));
            }
            return out;
        }

        /** The reports of one input line, as {@link #apply} writes them. */
        public List<Report> reports(String source, long lineNumber, String line) {
            int number = Math.toIntExact(lineNumber);
            Origin origin = new Origin(source, number);
            List<Report> out = new ArrayList<>(1);
            Iterator<Entry> entries = reader.entries(line);
            while (entries.hasNext()) {
                Entry entry = entries.next();
                if (entry instanceof Entry.Malformed bad) {
                    entry = renumbered(bad, number);
                }
                Report report = run(origin, entry);
                out.add(timing ? report : report.without(Field.MICROS));
            }
            return out;
        }

        private Report run(Origin origin, Entry entry) {
            try {
                return task.run(origin, entry);
            } catch (RuntimeException | StackOverflowError e) {
                return Report.of(task.view())
                        .with(Field.FILE, origin.source())
                        .with(Field.LINE, origin.lineOrNull())
                        .status(ResultStatus.INVALID)
                        .with(
                                Field.ERROR,
                                "internal error while working on this entry (" + e
                                        + "); please report it with the entry")
                        .build();
            }
        }

        /** The reader saw the line alone, as line 1; its message names the line of the whole input. */
        private static Entry.Malformed renumbered(Entry.Malformed bad, int line) {
            String message =
                    (bad.message().startsWith("line 1:") || bad.message().startsWith("line 1,"))
                            ? "line " + line + bad.message().substring("line 1".length())
                            : bad.message();
            return new Entry.Malformed(line, bad.column(), message);
        }
    }
}
