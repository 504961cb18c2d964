package dev.sudoku.cli.batch;

import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.InputText;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.batch.Stats;
import dev.sudoku.api.json.Report;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.stream.LongStream;

/**
 * The local engine of {@code sudoku batch}: the api's per-line functions over a file (or standard input) on
 * this process's threads ({@link OrderedParallel}), the output in input order. A write that fails throws
 * {@link OutputFailedException} naming the output, so the caller can tell it from a read that fails.
 */
public final class LocalBatch {
    private LocalBatch() {}

    /**
     * The local engine's generate: the indexes on several threads, written in index order; returns whether
     * every report has a success status.
     */
    public static boolean generate(
            GenerateBatch batch,
            long count,
            OutputFormat format,
            BatchOutput output,
            int threads,
            BlockProgress progress) {
        OrderedParallel.<Long, LineBatch.Output>run(
                LongStream.range(0, count).boxed().iterator(),
                threads,
                1,
                () -> {
                    GenerateBatch.Worker worker = batch.worker();
                    return index -> worker.output(index, format);
                },
                line -> {
                    try {
                        output.write(line);
                    } catch (IOException e) {
                        throw new OutputFailedException(output.target().toString(), e);
                    }
                    progress.lineDone(1);
                });
        return finished(output, progress);
    }

    /** {@link #dedupe(InputLayout, BufferedReader, BatchOutput, int, BlockProgress)} over the file named. */
    public static void dedupe(InputLayout layout, String input, Path output, int threads, BlockProgress progress)
            throws IOException {
        try (BufferedReader reader = InputText.open(Path.of(input));
                BatchOutput out = BatchOutput.file(output, Dedupe.HEADER).open()) {
            dedupe(layout, reader, out, threads, progress);
        }
    }

    /**
     * The local engine's dedupe: the lines keyed on several threads (the canonical form is the work), counted
     * in input order on this one, one entry per class in memory; {@code output} starts with {@link
     * Dedupe#HEADER}.
     */
    public static void dedupe(
            InputLayout layout, BufferedReader reader, BatchOutput output, int threads, BlockProgress progress) {
        Dedupe.Classes classes = new Dedupe.Classes();
        OrderedParallel.<NumberedLine, List<Dedupe.Keyed>>run(
                new NumberedLines(reader),
                threads,
                OrderedParallel.FAST_CHUNK,
                () -> line -> Dedupe.key(layout, line.number(), line.text()),
                keyed -> {
                    keyed.forEach(classes::add);
                    progress.lineDone(keyed.size());
                });
        rows(classes.rows(), output, progress);
    }

    /** The local engine's stats: the rate reports' facts counted; {@code output} starts with {@link Stats#HEADER}. */
    public static void stats(
            LineBatch rate,
            String input,
            BufferedReader reader,
            BatchOutput output,
            int threads,
            BlockProgress progress) {
        Map<String, Long> counts = new HashMap<>();
        OrderedParallel.<NumberedLine, List<Report>>run(
                new NumberedLines(reader),
                threads,
                1,
                () -> {
                    LineBatch.Worker worker = rate.worker();
                    return line -> worker.reports(input, line.number(), line.text());
                },
                reports -> {
                    reports.forEach(report -> Stats.facts(report).forEach(fact -> counts.merge(fact, 1L, Long::sum)));
                    progress.lineDone(reports.size());
                });
        rows(Stats.rows(counts), output, progress);
    }

    /** Writes the rows after the output's header, then the summary line. */
    private static void rows(Iterable<String> rows, BatchOutput output, BlockProgress progress) {
        try {
            for (String row : rows) {
                output.write(new LineBatch.Output(row, null));
            }
        } catch (IOException e) {
            throw new OutputFailedException(output.target().toString(), e);
        }
        finished(output, progress);
    }

    /** {@link #run(LineBatch, String, BufferedReader, BatchOutput, int, BlockProgress)} over the file named. */
    public static boolean run(LineBatch batch, String input, BatchOutput output, int threads, BlockProgress progress)
            throws IOException {
        try (BufferedReader reader = InputText.open(Path.of(input))) {
            return run(batch, input, reader, output, threads, progress);
        }
    }

    /**
     * The local engine: the lines of {@code reader} on several threads, written in input order; {@code input}
     * names them in the reports ({@code -} for standard input). The output is moved into place when every
     * line is written; returns whether every report has a success status.
     */
    public static boolean run(
            LineBatch batch,
            String input,
            BufferedReader reader,
            BatchOutput output,
            int threads,
            BlockProgress progress) {
        int chunk = batch.job() == BatchJob.RATE ? 1 : OrderedParallel.FAST_CHUNK;
        OrderedParallel.<NumberedLine, List<LineBatch.Output>>run(
                new NumberedLines(reader),
                threads,
                chunk,
                () -> {
                    LineBatch.Worker worker = batch.worker();
                    return line -> worker.outputs(input, line.number(), line.text());
                },
                outputs -> {
                    try {
                        for (LineBatch.Output each : outputs) {
                            output.write(each);
                        }
                    } catch (IOException e) {
                        throw new OutputFailedException(output.target().toString(), e);
                    }
                    progress.lineDone(outputs.size());
                });
        return finished(output, progress);
    }

    /**
     * Moves the output into place, then prints the summary line: "done" is said only of an output written
     * whole.
     */
    private static boolean finished(BatchOutput output, BlockProgress progress) {
        try {
            output.finish();
        } catch (IOException e) {
            throw new OutputFailedException(output.target().toString(), e);
        }
        progress.finish();
        return output.allSucceeded();
    }

    private record NumberedLine(long number, String text) {}

    /** The lines of a reader with their 1-based numbers, lazily. */
    private static final class NumberedLines implements Iterator<NumberedLine> {
        private final BufferedReader reader;
        private String next;
        private long number;

        NumberedLines(BufferedReader reader) {
            this.reader = reader;
        }

        @Override
        public boolean hasNext() {
            if (next == null) {
                try {
                    next = reader.readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return next != null;
        }

        @Override
        public NumberedLine next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            String text = next;
            next = null;
            return new NumberedLine(++number, text);
        }
    }
}
