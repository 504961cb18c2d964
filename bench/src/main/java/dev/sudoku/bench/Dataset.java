package dev.sudoku.bench;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The puzzles of one file, parsed before timing starts so the benchmark measures solving alone.
 *
 * @param name the file name
 * @param puzzles the readable puzzles in file order (unreadable lines are counted, not timed)
 * @param unreadable how many entries could not be read
 */
public record Dataset(String name, List<Grid> puzzles, int unreadable) {
    public Dataset {
        puzzles = List.copyOf(puzzles);
    }

    /** Reads a file, keeping at most {@code limit} puzzles. */
    public static Dataset load(Path file, ReadOptions options, int limit) {
        List<Grid> puzzles = new ArrayList<>();
        int unreadable = 0;
        // Bytes that are not UTF-8 become U+FFFD and are reported by the reader, line by line, instead of
        // ending the run with a decoding exception.
        try (BufferedReader in =
                new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
            Iterator<Entry> entries = new PuzzleReader(options).entries(in);
            while (entries.hasNext() && puzzles.size() < limit) {
                Entry entry = entries.next();
                if (entry instanceof Entry.Puzzle puzzle) {
                    puzzles.add(puzzle.grid());
                } else {
                    unreadable++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return new Dataset(file.getFileName().toString(), puzzles, unreadable);
    }
}
