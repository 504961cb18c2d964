package dev.sudoku.core.canon;

import dev.sudoku.core.Grid;
import java.util.Objects;

/**
 * The canonical form of a puzzle and the group element that takes the puzzle there: {@code
 * toForm.apply(puzzle)} equals {@code form}. Two puzzles are equivalent exactly when their forms (and
 * keys) are equal.
 */
public record Canonical(Grid form, GridSymmetry toForm) {
    private static final String SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

    public Canonical {
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(toForm, "toForm");
        if (!form.shape().equals(toForm.shape())) {
            throw new IllegalArgumentException("form is " + form.shape() + " but the symmetry is " + toForm.shape());
        }
    }

    /**
     * A compact text key: the box shape, a colon, then the form's cells in reading order. Up to 35 digits
     * a cell is one character ({@code 1-9}, then {@code A-Z}, {@code .} when empty), so a 9x9 key is
     * {@code 3x3:} and 81 characters; larger sides write each cell as two decimal digits ({@code 00} when
     * empty). Equal for equivalent puzzles, different otherwise; the shape keeps 2x3 and 3x2 apart.
     */
    public String key() {
        int size = form.size();
        String shape = form.shape().toString();
        StringBuilder key = new StringBuilder(shape.length() + 1 + 2 * form.cellCount());
        key.append(shape).append(':');
        for (int cell = 0; cell < form.cellCount(); cell++) {
            int value = form.get(cell);
            if (size <= SYMBOLS.length()) {
                key.append(value == 0 ? '.' : SYMBOLS.charAt(value - 1));
            } else {
                key.append((char) ('0' + value / 10)).append((char) ('0' + value % 10));
            }
        }
        return key.toString();
    }
}
