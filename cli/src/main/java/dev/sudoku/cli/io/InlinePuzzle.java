package dev.sudoku.cli.io;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.Arrays;
import java.util.Optional;

/**
 * Decides whether a command-line word that names no file is a puzzle written inline. The rule is one a
 * file name does not meet by accident: the word (before a {@code :count:solution} tail) is a whole grid,
 * N*N cells for a side N from 4 to 64, and at least nine cells in ten are blanks ({@code . 0 _ * x}) or
 * digits of that side (or of the forced symbols); or it is N*N numbers and blanks separated by spaces or
 * commas. Path separators never appear in a puzzle. A word that fails is reported as a file that cannot be
 * read, not as a puzzle with a bad character; when it nearly is one ({@link #whyNotPuzzle}), that report says
 * what keeps it from being one, so a puzzle pasted a cell short is not answered with "no such file" alone.
 */
public final class InlinePuzzle {
    private static final String BLANKS = "._*xX0";
    /** The cells of the smallest grid, 4x4. */
    private static final int MIN_CELLS = BoxShape.MIN_SIZE * BoxShape.MIN_SIZE;

    private InlinePuzzle() {}

    public static boolean looksLikePuzzle(String word, Optional<Symbols.Style> style) {
        if (isPath(word)) {
            return false;
        }
        String grid = gridPart(word);
        String[] tokens = tokens(grid);
        if (tokens.length > 1) {
            return numbers(tokens);
        }
        int side = side(grid.length());
        if (side == 0) {
            return false;
        }
        Symbols symbols = symbols(side, style);
        if (!symbols.singleCharacter()) {
            return false;
        }
        long cells = grid.chars().filter(c -> cell((char) c, symbols)).count();
        return cells * 10 >= grid.length() * 9L;
    }

    /**
     * What keeps a word that names no file from being a puzzle, when it nearly is one: at least 16
     * characters (the smallest grid's cells) or numbers, no path separator, and at least four in five of its
     * characters blanks or digits (a file name seldom is: {@code puzzles_2024.txt} is not). Empty for any
     * other word, which is reported as a missing file alone.
     */
    public static Optional<String> whyNotPuzzle(String word, Optional<Symbols.Style> style) {
        if (isPath(word)) {
            return Optional.empty();
        }
        String grid = gridPart(word);
        String[] tokens = tokens(grid);
        if (tokens.length > 1) {
            return tokens.length >= MIN_CELLS
                            && side(tokens.length) == 0
                            && Arrays.stream(tokens).allMatch(InlinePuzzle::numberOrBlank)
                    ? Optional.of(tokens.length + " numbers and blanks, " + wholeGrid(tokens.length))
                    : Optional.empty();
        }
        long digitsAndBlanks = grid.chars()
                .filter(c -> BLANKS.indexOf(c) >= 0 || Character.isDigit(c))
                .count();
        if (grid.length() < MIN_CELLS || digitsAndBlanks * 5 < grid.length() * 4) {
            return Optional.empty();
        }
        if (side(grid.length()) == 0) {
            return Optional.of(grid.length() + " characters, " + wholeGrid(grid.length()));
        }
        return strangers(grid, symbols(side(grid.length()), style));
    }

    /** The characters of a whole grid's word that are neither blanks nor digits of its side. */
    private static Optional<String> strangers(String grid, Symbols symbols) {
        int first = -1;
        int count = 0;
        for (int i = 0; i < grid.length(); i++) {
            if (!cell(grid.charAt(i), symbols)) {
                first = first < 0 ? i : first;
                count++;
            }
        }
        String side = symbols.size() + "x" + symbols.size();
        return first < 0
                ? Optional.empty()
                : Optional.of("'" + grid.charAt(first) + "' at character " + (first + 1)
                        + (count > 1 ? " and " + (count - 1) + " more are" : " is")
                        + " neither a blank nor a digit of a " + side + " grid");
    }

    /** Path separators never appear in a puzzle. */
    private static boolean isPath(String word) {
        return word.indexOf('/') >= 0 || word.indexOf('\\') >= 0;
    }

    /** The word before a {@code :count:solution} tail. */
    private static String gridPart(String word) {
        int colon = word.indexOf(':');
        return (colon > 0 ? word.substring(0, colon) : word).strip();
    }

    /** The numbers and blanks of a grid written with spaces or commas between them (one token otherwise). */
    private static String[] tokens(String grid) {
        return grid.split("[\\s,]+");
    }

    /** That a count is no whole grid, naming the nearest one. */
    private static String wholeGrid(int count) {
        int side = Math.max(BoxShape.MIN_SIZE, Math.min(BoxShape.MAX_SIZE, (int) Math.round(Math.sqrt(count))));
        return "not a whole grid (a " + side + "x" + side + " puzzle has " + side * side + " cells)";
    }

    private static boolean numberOrBlank(String token) {
        return token.length() == 1 && BLANKS.indexOf(token.charAt(0)) >= 0
                || !token.isEmpty() && token.chars().allMatch(Character::isDigit);
    }

    private static boolean numbers(String[] tokens) {
        return side(tokens.length) != 0 && Arrays.stream(tokens).allMatch(InlinePuzzle::numberOrBlank);
    }

    private static Symbols symbols(int side, Optional<Symbols.Style> style) {
        return style.map(s -> new Symbols(s, side)).orElseGet(() -> Symbols.defaultFor(side));
    }

    /** Whether a character is a blank or a digit under these symbols. */
    private static boolean cell(char c, Symbols symbols) {
        return (BLANKS.indexOf(c) >= 0 && !(c == '0' && !symbols.zeroIsBlank())) || symbols.valueOf(c) > 0;
    }

    /** N when count is N*N for a side the grids support, else 0. */
    private static int side(int count) {
        int side = (int) Math.round(Math.sqrt(count));
        return side * side == count && side >= BoxShape.MIN_SIZE && side <= BoxShape.MAX_SIZE ? side : 0;
    }
}
