package dev.sudoku.cli.io;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.Optional;

/**
 * Decides whether a command-line word that names no file is a puzzle written inline. The rule is one a
 * file name does not meet by accident: the word (before a {@code :count:solution} tail) is a whole grid,
 * N*N cells for a side N from 4 to 64, and at least nine cells in ten are blanks ({@code . 0 _ * x}) or
 * digits of that side (or of the forced symbols); or it is N*N numbers and blanks separated by spaces or
 * commas. Path separators never appear in a puzzle. A word that fails is reported as a file that cannot be
 * read, not as a puzzle with a bad character.
 */
public final class InlinePuzzle {
    private static final String BLANKS = "._*xX0";

    private InlinePuzzle() {}

    public static boolean looksLikePuzzle(String word, Optional<Symbols.Style> style) {
        if (word.indexOf('/') >= 0 || word.indexOf('\\') >= 0) {
            return false;
        }
        int colon = word.indexOf(':');
        String grid = (colon > 0 ? word.substring(0, colon) : word).strip();
        String[] tokens = grid.split("[\\s,]+");
        if (tokens.length > 1) {
            return numbers(tokens);
        }
        int side = side(grid.length());
        if (side == 0) {
            return false;
        }
        Symbols symbols = style.map(s -> new Symbols(s, side)).orElseGet(() -> Symbols.defaultFor(side));
        if (!symbols.singleCharacter()) {
            return false;
        }
        int cells = 0;
        for (int i = 0; i < grid.length(); i++) {
            char c = grid.charAt(i);
            if ((BLANKS.indexOf(c) >= 0 && !(c == '0' && !symbols.zeroIsBlank())) || symbols.valueOf(c) > 0) {
                cells++;
            }
        }
        return cells * 10 >= grid.length() * 9;
    }

    private static boolean numbers(String[] tokens) {
        int side = side(tokens.length);
        if (side == 0) {
            return false;
        }
        for (String token : tokens) {
            boolean blank = token.length() == 1 && BLANKS.indexOf(token.charAt(0)) >= 0;
            if (!blank && !token.chars().allMatch(Character::isDigit)) {
                return false;
            }
        }
        return true;
    }

    /** N when count is N*N for a side the grids support, else 0. */
    private static int side(int count) {
        int side = (int) Math.round(Math.sqrt(count));
        return side * side == count && side >= BoxShape.MIN_SIZE && side <= BoxShape.MAX_SIZE ? side : 0;
    }
}
