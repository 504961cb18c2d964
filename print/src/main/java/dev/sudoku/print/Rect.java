package dev.sudoku.print;

/**
 * A rectangle on a page in PDF user space: points, origin at the bottom-left corner, y growing upwards.
 *
 * @param x the left edge
 * @param y the bottom edge
 * @param width the width, 0 or more
 * @param height the height, 0 or more
 */
public record Rect(float x, float y, float width, float height) {
    public Rect {
        if (!(width >= 0) || !(height >= 0)) {
            throw new IllegalArgumentException("a rectangle's sides are 0 or more, got " + width + " x " + height);
        }
    }

    public float right() {
        return x + width;
    }

    public float top() {
        return y + height;
    }
}
