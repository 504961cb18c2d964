package dev.sudoku.api.batch;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Where a batch run's output lines go, in the order they are given: one file, or, split by level, one file
 * per level in a directory ({@code easy.jsonl}, {@code fiendish.csv}, ...; {@code unrated} for reports
 * without a level), each starting with the format's header. Both engines write through it, so a split
 * output is the same files whichever ran. A write that fails throws, and the run stops.
 */
public final class BatchOutput implements Closeable {
    /** The file of reports without a level (not a puzzle, no single solution, over budget). */
    public static final String UNRATED = "unrated";

    private final Path target;
    private final boolean byLevel;
    private final OutputFormat format;
    private final String header;
    private final Map<String, BufferedWriter> writers = new LinkedHashMap<>();

    private BatchOutput(Path target, boolean byLevel, OutputFormat format, String header) {
        this.target = target;
        this.byLevel = byLevel;
        this.format = format;
        this.header = header;
    }

    /** One file; the header (null for none) first. */
    public static BatchOutput file(Path file, String header) {
        return new BatchOutput(file, false, OutputFormat.JSON_LINES, header);
    }

    /** A directory (made if missing) with one file per level, named with the format's extension. */
    public static BatchOutput byLevel(Path directory, OutputFormat format, String header) throws IOException {
        Files.createDirectories(directory);
        return new BatchOutput(directory, true, format, header);
    }

    /** The file, or with a level split the directory, written to. */
    public Path target() {
        return target;
    }

    /** The file name of a level's lines in a split output. */
    public static String fileName(String level, OutputFormat format) {
        String name = level == null ? UNRATED : level.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        return name + format.extension();
    }

    /** Opens the single file now, so an output with no line is still written (with its header). */
    public BatchOutput open() throws IOException {
        if (!byLevel) {
            writer(null);
        }
        return this;
    }

    /** Writes one line and its line end. */
    public void write(LineBatch.Output line) throws IOException {
        BufferedWriter writer = writer(byLevel ? line.level() : null);
        writer.write(line.text());
        writer.write('\n');
    }

    private BufferedWriter writer(String level) throws IOException {
        String key = level == null ? UNRATED : level;
        BufferedWriter writer = writers.get(key);
        if (writer == null) {
            Path file = byLevel ? target.resolve(fileName(level, format)) : target;
            writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
            writers.put(key, writer);
            if (header != null) {
                writer.write(header);
                writer.write('\n');
            }
        }
        return writer;
    }

    @Override
    public void close() throws IOException {
        IOException first = null;
        for (BufferedWriter writer : writers.values()) {
            try {
                writer.close();
            } catch (IOException e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
