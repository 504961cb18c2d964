package dev.sudoku.api.settings;

import dev.sudoku.core.BoxShape;

/**
 * Reads a box shape ({@code 2x3}: boxes of 2 rows and 3 columns) for {@code --box} and the server's
 * {@code box}, and a side for {@code --size}, refusing what is none with what is accepted. {@link
 * BoxShape#parse} reads the same text but words its refusals its own way.
 */
public final class BoxShapes {
    private BoxShapes() {}

    /** What a box shape is, up to grids of side {@code maxSize}. */
    public static String accepted(int maxSize) {
        return "RxC, boxes of R rows and C columns with R*C from " + BoxShape.MIN_SIZE + " to " + maxSize
                + " (2x3, 3x3)";
    }

    /** The shape {@code text} names; a {@link Refusal} saying what a box shape is when it names none. */
    public static BoxShape read(String text) {
        try {
            return BoxShape.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refusal(accepted(BoxShape.MAX_SIZE), text);
        }
    }

    /** A grid side; a {@link Refusal} naming the sides there are. */
    public static int side(int side) {
        if (side < BoxShape.MIN_SIZE || side > BoxShape.MAX_SIZE) {
            throw new Refusal("a side from " + BoxShape.MIN_SIZE + " to " + BoxShape.MAX_SIZE, side);
        }
        return side;
    }
}
