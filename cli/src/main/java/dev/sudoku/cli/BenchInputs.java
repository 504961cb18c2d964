package dev.sudoku.cli;

import dev.sudoku.api.io.FileReasons;
import dev.sudoku.bench.Dataset;
import dev.sudoku.cli.text.Plural;
import dev.sudoku.core.format.ReadOptions;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What every timed table of {@code sudoku bench} shares: the files in order, and how each is timed.
 *
 * @param files the puzzle files, those named or the mode's standard sets
 * @param warmup untimed runs before the timed ones
 * @param runs timed runs, of which the median counts
 * @param limit at most this many puzzles of each file
 */
record BenchInputs(List<Path> files, int warmup, int runs, int limit) {
    BenchInputs {
        files = List.copyOf(files);
    }

    /**
     * The file itself, or a usage error when it cannot be read. Checked as each file's turn comes, so the
     * rows of the files before it have run (and their progress shows) when the error ends the run.
     */
    static Path readable(Path file) {
        if (Files.isDirectory(file)) {
            throw new UsageException(FileReasons.cannotRead(file.toString(), FileReasons.IS_A_DIRECTORY));
        }
        if (!Files.isReadable(file)) {
            throw new UsageException(
                    FileReasons.cannotRead(file.toString(), Files.exists(file) ? "permission denied" : "no such file"));
        }
        return file;
    }

    /**
     * The first {@link #limit} puzzles of a readable file, parsed before any timing; a file without a single
     * puzzle (a binary file, say) is a usage error saying so.
     */
    Dataset load(Path file) {
        Dataset dataset;
        try {
            dataset = Dataset.load(readable(file), ReadOptions.DEFAULT, limit);
        } catch (UncheckedIOException e) {
            throw new UsageException(FileReasons.cannotRead(file.toString(), FileReasons.read(e.getCause())));
        }
        if (dataset.puzzles().isEmpty()) {
            throw new UsageException("'" + file + "' holds no puzzle to time (" + dataset.unreadable()
                    + Plural.of(dataset.unreadable(), " entry", " entries") + " could not be read as puzzles)");
        }
        return dataset;
    }
}
