package dev.sudoku.cli;

import dev.sudoku.bench.Dataset;
import dev.sudoku.core.format.ReadOptions;
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
        if (!Files.isReadable(file)) {
            throw new UsageException("cannot read file '" + file + "'");
        }
        return file;
    }

    /** The first {@link #limit} puzzles of a readable file, parsed before any timing. */
    Dataset load(Path file) {
        return Dataset.load(readable(file), ReadOptions.DEFAULT, limit);
    }
}
