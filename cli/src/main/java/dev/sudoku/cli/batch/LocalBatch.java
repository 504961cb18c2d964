package dev.sudoku.cli.batch;

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
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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

    /** The local engine's generate: the indexes on several threads, written in index order. */
    public static void generate(
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
        progress.finish();
    }

    /** {@link #dedupe(InputLayout, BufferedReader, Path, int, BlockProgress)} over the file named. */
    public static void dedupe(InputLayout layout, String input, Path output, int threads, BlockProgress progress)
            throws IOException {
        try (BufferedReader reader = InputText.open(Path.of(input))) {
            dedupe(layout, reader, output, threads, progress);
        }
    }

    /**
     * The local engine's dedupe: the lines keyed on several threads (the canonical form is the work), counted
     * in input order on this one, one entry per class in memory.
     */
    public static void dedupe(
            InputLayout layout, BufferedReader reader, Path output, int threads, BlockProgress progress) {
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
        try (BufferedWriter writer = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
            writer.write(Dedupe.HEADER);
            writer.write('\n');
            for (String row : classes.rows()) {
                writer.write(row);
                writer.write('\n');
            }
        } catch (IOException e) {
            throw new OutputFailedException(output.toString(), e);
        }
        progress.finish();
    }

    /** The local engine's stats: the rate reports' facts counted. */
    public static void stats(
            LineBatch rate, String input, BufferedReader reader, Path output, int threads, BlockProgress progress) {
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
        progress.finish();
        List<String> rows = new ArrayList<>();
        rows.add(Stats.HEADER);
        rows.addAll(Stats.rows(counts));
        try {
            Files.write(output, rows, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputFailedException(output.toString(), e);
        }
    }

    /** {@link #run(LineBatch, String, BufferedReader, BatchOutput, int, BlockProgress)} over the file named. */
    public static void run(LineBatch batch, String input, BatchOutput output, int threads, BlockProgress progress)
            throws IOException {
        try (BufferedReader reader = InputText.open(Path.of(input))) {
            run(batch, input, reader, output, threads, progress);
        }
    }

    /**
     * The local engine: the lines of {@code reader} on several threads, written in input order; {@code input}
     * names them in the reports ({@code -} for standard input).
     */
    public static void run(
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
        progress.finish();
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
