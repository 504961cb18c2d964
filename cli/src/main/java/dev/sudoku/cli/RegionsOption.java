package dev.sudoku.cli;

import dev.sudoku.api.batch.InputText;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.rules.RegionMap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --regions MAP|FILE}: a jigsaw region layout written as its map (one letter or digit per cell, N x N
 * of them) on the command line or in a file, rows on lines of their own or all on one line; {@code #}
 * lines and blank lines are skipped. The side N is the square root of the labels' count.
 */
final class RegionsOption {
    private RegionsOption() {}

    /**
     * @param value the map, or the name of a file that holds it
     * @param text whether {@code value} is the text read already (from standard input, {@code --regions -})
     */
    static RegionMap read(String value, boolean text) {
        List<String> lines = withoutComments(text ? value.lines().toList() : lines(value));
        int labels = 0;
        for (String line : lines) {
            labels += line.replaceAll("[\\s|+\\-=]", "").length();
        }
        int side = (int) Math.round(Math.sqrt(labels));
        if (labels == 0 || side * side != labels) {
            throw new UsageException("--regions: " + labels + " labels do not make a square map");
        }
        try {
            return RegionMap.parse(lines, 1, side);
        } catch (FormatException e) {
            String where = e.line() > 0 && lines.size() > 1
                    ? "line " + e.line() + (e.column() > 0 ? ", column " + e.column() : "") + ": "
                    : e.column() > 0 ? "column " + e.column() + ": " : "";
            throw new UsageException("--regions: " + where + e.getMessage());
        }
    }

    /**
     * A path separator or a file extension: no map has either (its labels are letters and digits), so the
     * value named a file that is not there, and reading it as a map would only count its letters.
     */
    private static boolean looksLikeFileName(String value) {
        return value.contains("/") || value.contains("\\") || value.matches("(?s).*\\.[A-Za-z]\\w*");
    }

    /** The file's lines when the value names a file, else the value itself as one line. */
    private static List<String> lines(String value) {
        Path path = null;
        try {
            path = Path.of(value);
        } catch (InvalidPathException e) {
            // Not a file name: a map written out.
        }
        List<String> raw;
        boolean directory = path != null && Files.isDirectory(path);
        // Anything there but a directory is read: a device or a pipe (the shell's <(...)) as a file is.
        if (path != null && !directory && Files.exists(path)) {
            // Read as every input is: bytes that are not UTF-8 become U+FFFD, which the map names by column.
            try (BufferedReader reader = InputText.reader(Files.newInputStream(path))) {
                raw = reader.lines().toList();
            } catch (IOException | UncheckedIOException e) {
                IOException cause =
                        e instanceof UncheckedIOException unchecked ? unchecked.getCause() : (IOException) e;
                throw new UsageException("--regions: " + FileReasons.cannotRead(value, FileReasons.read(cause)));
            }
        } else if (directory || looksLikeFileName(value)) {
            // A directory's name is never a map, even one of letters alone ("maps"): reading it as one would
            // only count its letters.
            throw new UsageException("--regions: "
                    + FileReasons.cannotRead(value, directory ? FileReasons.IS_A_DIRECTORY : "no such file")
                    + "; a map is written with letters or digits, one per cell");
        } else {
            raw = List.of(value);
        }
        return raw;
    }

    private static List<String> withoutComments(List<String> raw) {
        List<String> lines = new ArrayList<>();
        for (String line : raw) {
            // Keep the line count so errors name the right line: a skipped line becomes an empty one.
            lines.add(line.strip().startsWith("#") ? "" : line);
        }
        return lines;
    }
}
