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
import dev.sudoku.api.json.ReportCsv;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
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
 * @param layout where the puzzle is on a line (a CSV file's column, or the whole line)
 * @param format how reports are written ({@link OutputFormat#PARQUET} writes them as JSON, in a column)
 */
public record LineBatch(BatchJob job, double timeLimitSeconds, boolean timing, InputLayout layout, OutputFormat format)
        implements Serializable {
    private static final long serialVersionUID = 2L;

    public LineBatch {
        if (job == null || layout == null || format == null) {
            throw new IllegalArgumentException("a batch needs a job, an input layout and an output format");
        }
        if (!(timeLimitSeconds >= 0) || Double.isInfinite(timeLimitSeconds)) {
            throw new IllegalArgumentException("the time limit must be 0 (none) or positive, not " + timeLimitSeconds);
        }
    }

    /** A batch over whole lines, written as JSON Lines. */
    public LineBatch(BatchJob job, double timeLimitSeconds, boolean timing) {
        this(job, timeLimitSeconds, timing, InputLayout.TEXT, OutputFormat.JSON_LINES);
    }

    /** This batch reading its puzzles as {@code layout} says. */
    public LineBatch withLayout(InputLayout layout) {
        return new LineBatch(job, timeLimitSeconds, timing, layout, format);
    }

    /** This batch writing its reports as {@code format}. */
    public LineBatch withFormat(OutputFormat format) {
        return new LineBatch(job, timeLimitSeconds, timing, layout, format);
    }

    /** The view of the job's reports. */
    public View view() {
        return job == BatchJob.SOLVE ? View.SOLVE : View.RATE;
    }

    /** The first line of the output (the CSV header), or null when the format has none. */
    public String header() {
        return format == OutputFormat.CSV ? ReportCsv.header(view()) : null;
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
        return new Worker(task, timing, layout, format);
    }

    /**
     * One output line, the level of its puzzle (null when the report has none), by which an output may be
     * split, and whether its report has a success status, for the run's exit code.
     */
    public record Output(String text, String level, boolean succeeded) implements Serializable {
        private static final long serialVersionUID = 2L;

        /** A line that is no report (a dedupe or stats row): nothing in it fails the run. */
        public Output(String text, String level) {
            this(text, level, true);
        }

        /** The line of a report written as {@code text}. */
        public static Output of(Report report, String text) {
            return new Output(
                    text, (String) report.get(Field.LEVEL), report.status().isSuccess());
        }
    }

    /** The per-line function, with one thread's solver state. */
    public static final class Worker {
        private final EntryTask task;
        private final boolean timing;
        private final InputLayout layout;
        private final OutputFormat format;
        private final InputReader reader = new InputReader(ReadOptions.DEFAULT);

        private Worker(EntryTask task, boolean timing, InputLayout layout, OutputFormat format) {
            this.task = task;
            this.timing = timing;
            this.layout = layout;
            this.format = format;
        }

        /** The report lines (no line end) of one input line; empty for a blank, comment or header line. */
        public List<String> apply(String source, long lineNumber, String line) {
            List<String> out = new ArrayList<>(1);
            for (Output output : outputs(source, lineNumber, line)) {
                out.add(output.text());
            }
            return out;
        }

        /** The output lines of one input line with their puzzles' levels. */
        public List<Output> outputs(String source, long lineNumber, String line) {
            List<Report> reports = reports(source, lineNumber, line);
            List<Output> out = new ArrayList<>(reports.size());
            for (Report report : reports) {
                String text = format == OutputFormat.CSV ? ReportCsv.row(report) : ReportJson.write(report);
                out.add(Output.of(report, text));
            }
            return out;
        }

        /** The reports of one input line, as {@link #apply} writes them. */
        public List<Report> reports(String source, long lineNumber, String line) {
            int number = Math.toIntExact(lineNumber);
            Origin origin = new Origin(source, number);
            List<Report> out = new ArrayList<>(1);
            InputLayout.Row row = layout.row(lineNumber, line);
            if (row instanceof InputLayout.Header) {
                return out;
            }
            if (row instanceof InputLayout.Bad bad) {
                out.add(invalid(origin, bad.message()));
                return out;
            }
            Iterator<Entry> entries = reader.entries(((InputLayout.Text) row).text());
            while (entries.hasNext()) {
                Entry entry = entries.next();
                if (entry instanceof Entry.Malformed bad) {
                    entry = renumbered(bad, number);
                }
                Report report = run(origin, entry).withLineInError();
                out.add(timing ? report : report.without(Field.MICROS));
            }
            return out;
        }

        private Report run(Origin origin, Entry entry) {
            try {
                return task.run(origin, entry);
            } catch (RuntimeException | StackOverflowError e) {
                return invalid(
                        origin,
                        "internal error while working on this entry (" + e + "); please report it with the entry");
            }
        }

        private Report invalid(Origin origin, String message) {
            return Report.of(task.view())
                    .with(Field.FILE, origin.source())
                    .with(Field.LINE, origin.lineOrNull())
                    .status(ResultStatus.INVALID)
                    .with(Field.ERROR, message)
                    .build();
        }

        /** The reader saw the line alone, as line 1; its message names the line of the whole input. */
        private static Entry.Malformed renumbered(Entry.Malformed bad, int line) {
            return new Entry.Malformed(line, bad.column(), LineAloneMessage.of(bad.message(), line));
        }
    }
}
