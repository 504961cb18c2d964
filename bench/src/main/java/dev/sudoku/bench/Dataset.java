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
import java.util.stream.IntStream;

/**
 * The puzzles of one file, parsed before timing starts so the benchmark measures solving alone.
 *
 * @param name the file name
 * @param puzzles the readable puzzles in file order (unreadable lines are counted, not timed)
 * @param unreadable how many entries could not be read
 * @param lines each puzzle's line in the file (where its entry begins), so a row can say which puzzle was
 *     the slowest
 */
public record Dataset(String name, List<Grid> puzzles, int unreadable, List<Integer> lines) {
    public Dataset {
        puzzles = List.copyOf(puzzles);
        lines = List.copyOf(lines);
        if (lines.size() != puzzles.size()) {
            throw new IllegalArgumentException(
                    "one line per puzzle: " + lines.size() + " lines for " + puzzles.size() + " puzzles");
        }
    }

    /** Puzzles numbered as if each stood on a line of its own, from line 1 (tests build their sets so). */
    public Dataset(String name, List<Grid> puzzles, int unreadable) {
        this(
                name,
                puzzles,
                unreadable,
                IntStream.rangeClosed(1, puzzles.size()).boxed().toList());
    }

    /** Reads a file, keeping at most {@code limit} puzzles. */
    public static Dataset load(Path file, ReadOptions options, int limit) {
        List<Grid> puzzles = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
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
                    lines.add(puzzle.line());
                } else {
                    unreadable++;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return new Dataset(file.getFileName().toString(), puzzles, unreadable, lines);
    }
}
