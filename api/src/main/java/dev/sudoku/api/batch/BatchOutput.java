package dev.sudoku.api.batch;

import dev.sudoku.logic.rating.Level;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a batch run's output lines go, in the order they are given: one file, or, split by level, one file
 * per level in a directory ({@code easy.jsonl}, {@code fiendish.csv}, ...; {@code unrated} for reports
 * without a level), each starting with the format's header. Both engines write through it, so a split
 * output is the same files whichever ran. A write that fails throws, and the run stops.
 *
 * <p>A run never loses work already on disk: each file is written under a temporary name beside its place
 * ({@link #temporaryName}; a level file beside its directory) and moved into place by {@link #finish()}, one rename each, so a run that fails
 * or is stopped (Ctrl-C) leaves the earlier output as it was; {@link #close()} without {@link #finish()}
 * deletes the temporary files, and the JVM deletes those of a run it stops. Appending complete lines to
 * OUT was the alternative; it was rejected because a file that may hold a finished part looks like a
 * finished output to the next step of a pipeline. Where no rename can replace the output (standard
 * output, {@code /dev/stdout}, a pipe), the lines are written in place.
 */
public final class BatchOutput implements Closeable {
    /** The file of reports without a level (not a puzzle, no single solution, over budget). */
    public static final String UNRATED = "unrated";

    private final Path target;
    private final boolean byLevel;
    private final OutputFormat format;
    private final String header;
    /** Standard output, written in place and never closed here; null for files. */
    private final OutputStream stream;

    private final Map<String, Part> parts = new LinkedHashMap<>();
    private boolean allSucceeded = true;
    private boolean finished;

    /** One file being written: {@code temporary} is null when it is written in place. */
    private record Part(Path file, Path temporary, BufferedWriter writer) {}

    private BatchOutput(Path target, boolean byLevel, OutputFormat format, String header, OutputStream stream) {
        this.target = target;
        this.byLevel = byLevel;
        this.format = format;
        this.header = header;
        this.stream = stream;
    }

    /** One file; the header (null for none) first. */
    public static BatchOutput file(Path file, String header) {
        return new BatchOutput(file, false, OutputFormat.JSON_LINES, header, null);
    }

    /** Standard output (a stream this output flushes but never closes); the header (null for none) first. */
    public static BatchOutput stream(OutputStream out, String header) {
        return new BatchOutput(Path.of("-"), false, OutputFormat.JSON_LINES, header, out);
    }

    /**
     * A directory (made by {@link #finish()} if missing, in a directory that exists) with one file per level,
     * named with the format's extension. The level files are written beside the directory until then, so
     * a run that fails or is stopped before it has no earlier output leaves no directory that could pass for
     * an empty result.
     */
    public static BatchOutput byLevel(Path directory, OutputFormat format, String header) throws IOException {
        Path parent = directory.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new NoSuchFileException(directory.toString());
        }
        if (Files.exists(directory) && !Files.isDirectory(directory)) {
            throw new FileAlreadyExistsException(directory.toString());
        }
        return new BatchOutput(directory, true, format, header, null);
    }

    /** The file, or with a level split the directory, written to ({@code -} for standard output). */
    public Path target() {
        return target;
    }

    /** The file name of a level's lines in a split output. */
    public static String fileName(String level, OutputFormat format) {
        String name = level == null ? UNRATED : level.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        return name + format.extension();
    }

    /**
     * Every file a split output can hold in {@code directory}, in either line format: a run replaces them
     * all, so no level file of an earlier run is left beside this run's.
     */
    public static List<Path> levelFiles(Path directory) {
        List<String> levels = new ArrayList<>();
        for (Level level : Level.values()) {
            levels.add(level.displayName());
        }
        levels.add(null);
        List<Path> files = new ArrayList<>();
        for (OutputFormat format : List.of(OutputFormat.JSON_LINES, OutputFormat.CSV)) {
            for (String level : levels) {
                files.add(directory.resolve(fileName(level, format)));
            }
        }
        return files;
    }

    /** The name a file is written under until the run finishes: hidden, beside it, this process's own. */
    public static Path temporaryName(Path file) {
        return file.resolveSibling(temporaryName(file.getFileName().toString()));
    }

    /**
     * The hidden name {@code name} is written under until the run finishes; also a Spark Parquet output's,
     * on whatever file system it is.
     */
    public static String temporaryName(String name) {
        return "." + name + "." + ProcessHandle.current().pid() + ".partial";
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
        allSucceeded &= line.succeeded();
    }

    /**
     * Whether every line written so far has a success status: the exit code of a run, known from what was
     * written, without reading the output back (which may be a pipe).
     */
    public boolean allSucceeded() {
        return allSucceeded;
    }

    /**
     * Ends the run: the files are closed and moved into place, each replacing its earlier version; with a
     * level split, a level file of an earlier run that this run has no line for is deleted.
     */
    public void finish() throws IOException {
        closeWriters();
        if (byLevel) {
            if (!Files.isDirectory(target)) {
                Files.createDirectory(target);
            }
            for (Path stale : levelFiles(target)) {
                Files.deleteIfExists(stale);
            }
        }
        for (Part part : parts.values()) {
            if (part.temporary() != null) {
                Files.move(
                        part.temporary(),
                        part.file(),
                        StandardCopyOption.REPLACE_EXISTING,
                        StandardCopyOption.ATOMIC_MOVE);
            }
        }
        finished = true;
    }

    private BufferedWriter writer(String level) throws IOException {
        String key = level == null ? UNRATED : level;
        Part part = parts.get(key);
        if (part == null) {
            part = open(byLevel ? target.resolve(fileName(level, format)) : target);
            parts.put(key, part);
            if (header != null) {
                part.writer().write(header);
                part.writer().write('\n');
            }
        }
        return part.writer();
    }

    private Part open(Path file) throws IOException {
        if (stream != null) {
            return new Part(file, null, new BufferedWriter(new OutputStreamWriter(stream, StandardCharsets.UTF_8)));
        }
        // A device or a pipe (/dev/stdout) cannot be replaced by a rename: its lines go straight to it.
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            return new Part(file, null, Files.newBufferedWriter(file, StandardCharsets.UTF_8));
        }
        // A level file waits beside the directory, which finish makes: inside it, the directory would be
        // made before the run and left empty by a run that does not finish.
        Path temporary = byLevel
                ? target.resolveSibling(temporaryName(target.getFileName() + "." + file.getFileName()))
                : temporaryName(file);
        BufferedWriter writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8);
        // Deleted when the JVM stops before the run finishes (the rename leaves nothing at this name).
        temporary.toFile().deleteOnExit();
        return new Part(file, temporary, writer);
    }

    /** Flushes standard output without closing it; closes the files. */
    private void closeWriters() throws IOException {
        IOException first = null;
        for (Part part : parts.values()) {
            try {
                if (stream != null) {
                    part.writer().flush();
                } else {
                    part.writer().close();
                }
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

    /** Without {@link #finish()} (a failed run), deletes the temporary files: the earlier output stays. */
    @Override
    public void close() throws IOException {
        if (finished) {
            return;
        }
        try {
            closeWriters();
        } catch (IOException e) {
            // The run failed already; its own failure is the one to report.
        } finally {
            for (Part part : parts.values()) {
                if (part.temporary() != null) {
                    Files.deleteIfExists(part.temporary());
                }
            }
        }
    }
}
