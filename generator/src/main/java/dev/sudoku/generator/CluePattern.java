package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * Which cells hold clues, read from text: one line of N*N characters or a grid of N lines, with any
 * character other than a blank ({@code .}, {@code 0}, {@code _}, {@code -}) marking a clue. Blanks,
 * {@code |} and {@code +} between cells are ignored, lines made only of {@code -}, {@code =}, {@code +},
 * {@code |} and spaces are rules, and {@code #} starts a comment.
 *
 * @param shape the box shape
 * @param cells the clue cells, ascending
 */
public record CluePattern(BoxShape shape, int[] cells) {
    public CluePattern {
        cells = cells.clone();
        Arrays.sort(cells);
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] < 0 || cells[i] >= shape.cellCount() || (i > 0 && cells[i] == cells[i - 1])) {
                throw new IllegalArgumentException("pattern cells must be distinct cells of a " + shape + " grid");
            }
        }
    }

    /** Reads a pattern file; the shape is {@code box} if given, else the default for the side found. */
    public static CluePattern read(Path file, Optional<BoxShape> box) throws IOException {
        return parse(new String(Files.readAllBytes(file), StandardCharsets.UTF_8), box);
    }

    /** Parses pattern text, see the class comment. */
    public static CluePattern parse(String text, Optional<BoxShape> box) {
        StringBuilder marks = new StringBuilder();
        for (String line : text.split("\\R")) {
            int hash = line.indexOf('#');
            String body = hash >= 0 ? line.substring(0, hash) : line;
            if (body.chars().allMatch(ch -> "-=+| \t".indexOf(ch) >= 0)) {
                continue;
            }
            for (char ch : body.toCharArray()) {
                if ("|+ \t".indexOf(ch) < 0) {
                    marks.append(".0_-".indexOf(ch) >= 0 ? '.' : 'X');
                }
            }
        }
        Optional<BoxShape> found = box.isPresent() ? box : BoxShape.forCellCount(marks.length());
        if (found.isEmpty() || found.get().cellCount() != marks.length()) {
            throw new IllegalArgumentException("a pattern needs N*N cells for a side N of 4 to 64"
                    + box.map(b -> " (" + b.cellCount() + " for boxes " + b + ")")
                            .orElse("")
                    + ", this one has " + marks.length());
        }
        return new CluePattern(
                found.get(),
                java.util.stream.IntStream.range(0, marks.length())
                        .filter(i -> marks.charAt(i) == 'X')
                        .toArray());
    }

    /** The clue cells; a copy. */
    @Override
    public int[] cells() {
        return cells.clone();
    }

    public int clueCount() {
        return cells.length;
    }

    /**
     * Why no puzzle on this pattern can have one solution, if a cheap argument shows it: fewer than N-1
     * clues (two digits absent from the givens can be swapped), fewer than 17 on 9x9 (McGuire, Tugemann
     * and Civario, 2012), or two clue-free rows in one band, columns in one stack, bands or stacks (the
     * two can be swapped in any solution).
     */
    public Optional<String> impossibility() {
        int n = shape.size();
        if (cells.length < n - 1) {
            return Optional.of("the pattern has " + clues() + "; a " + n + "x" + n
                    + " puzzle with one solution needs at least " + (n - 1)
                    + " (two digits missing from the clues could be swapped)");
        }
        if (n == 9 && cells.length < 17) {
            return Optional.of("the pattern has " + clues() + "; no 9x9 puzzle with fewer than 17 has one solution");
        }
        boolean[] rowUsed = new boolean[n];
        boolean[] colUsed = new boolean[n];
        for (int cell : cells) {
            rowUsed[cell / n] = true;
            colUsed[cell % n] = true;
        }
        return twoEmpty(rowUsed, shape.boxRows(), "row")
                .or(() -> twoEmpty(colUsed, shape.boxCols(), "column"))
                .map(what -> "the pattern leaves two " + what + " without clues, which can be swapped in any"
                        + " solution: no puzzle on it has one solution");
    }

    /** Names a pair of clue-free lines in one group, or a pair of clue-free groups, if any. */
    private static Optional<String> twoEmpty(boolean[] used, int width, String line) {
        int groups = used.length / width;
        int emptyGroups = 0;
        for (int g = 0; g < groups; g++) {
            int empty = 0;
            for (int i = g * width; i < (g + 1) * width; i++) {
                empty += used[i] ? 0 : 1;
            }
            if (empty >= 2) {
                return Optional.of(line + "s of one " + (line.equals("row") ? "band" : "stack"));
            }
            emptyGroups += empty == width ? 1 : 0;
        }
        return emptyGroups >= 2 ? Optional.of(line.equals("row") ? "bands" : "stacks") : Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CluePattern other && other.shape.equals(shape) && Arrays.equals(other.cells, cells);
    }

    @Override
    public int hashCode() {
        return 31 * shape.hashCode() + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return "CluePattern[" + shape + ", " + clues() + "]";
    }

    /** "1 clue", "16 clues". */
    private String clues() {
        return cells.length + (cells.length == 1 ? " clue" : " clues");
    }
}
